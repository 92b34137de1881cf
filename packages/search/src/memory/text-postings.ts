import { IntList } from './growable.ts';
import { WEIGHT_A, WEIGHT_B } from './tsvector.ts';

const WEIGHT_AB = WEIGHT_A | WEIGHT_B;

/**
 * Inverted index: lexeme → the slots that contain it, each posting being `slot << 4 | weights`.
 * Slots of the first load sit in one compact array (CSR: offsets + postings); slots appended by
 * later refreshes go to per-lexeme lists until the next full rebuild.
 */
export class TextPostings {
  readonly #lexemeIds = new Map<string, number>();
  #offsets = new Int32Array(1);
  #postings = new Int32Array(0);
  #sealed = false;
  // While loading: (lexeme id, posting) pairs, turned into CSR by seal().
  #pendingLexemes: IntList | null = new IntList(1 << 16);
  #pendingPostings: IntList | null = new IntList(1 << 16);
  readonly #appended = new Map<number, number[]>();
  #appendedCount = 0;

  get lexemeCount(): number {
    return this.#lexemeIds.size;
  }

  get postingCount(): number {
    return this.#postings.length + this.#appendedCount + (this.#pendingPostings?.length ?? 0);
  }

  get appendedCount(): number {
    return this.#appendedCount;
  }

  add(slot: number, lexeme: string, weights: number): void {
    let id = this.#lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.#lexemeIds.size;
      this.#lexemeIds.set(lexeme, id);
    }
    const posting = (slot << 4) | weights;
    if (!this.#sealed) {
      this.#pendingLexemes?.push(id);
      this.#pendingPostings?.push(posting);
      return;
    }
    let list = this.#appended.get(id);
    if (!list) {
      list = [];
      this.#appended.set(id, list);
    }
    list.push(posting);
    this.#appendedCount++;
  }

  /** Ends the initial load: lays the postings out by lexeme (a counting sort, slots stay ascending). */
  seal(): void {
    if (this.#sealed) return;
    const lexemes = this.#pendingLexemes?.view() ?? new Int32Array(0);
    const postings = this.#pendingPostings?.view() ?? new Int32Array(0);
    const lexemeCount = this.#lexemeIds.size;
    const offsets = new Int32Array(lexemeCount + 1);
    for (let index = 0; index < lexemes.length; index++) {
      const slot = (lexemes[index] as number) + 1;
      offsets[slot] = (offsets[slot] as number) + 1;
    }
    for (let id = 0; id < lexemeCount; id++)
      offsets[id + 1] = (offsets[id + 1] as number) + (offsets[id] as number);
    const cursor = offsets.slice(0, lexemeCount);
    const laidOut = new Int32Array(postings.length);
    for (let index = 0; index < lexemes.length; index++) {
      const id = lexemes[index] as number;
      laidOut[cursor[id] as number] = postings[index] as number;
      cursor[id] = (cursor[id] as number) + 1;
    }
    this.#offsets = offsets;
    this.#postings = laidOut;
    this.#pendingLexemes = null;
    this.#pendingPostings = null;
    this.#sealed = true;
  }

  /** How many slots hold the lexeme (dead ones included). */
  count(lexeme: string): number {
    const id = this.#lexemeIds.get(lexeme);
    if (id === undefined) return 0;
    const loaded =
      id + 1 < this.#offsets.length ? (this.#offsets[id + 1] as number) - (this.#offsets[id] as number) : 0;
    return loaded + (this.#appended.get(id)?.length ?? 0);
  }

  has(lexeme: string): boolean {
    return this.#lexemeIds.has(lexeme);
  }

  /**
   * Sets the bits of the slots containing the lexeme: in `any` (when given) always, in `title` when it is in
   * the title (A), in `titleOrKeywords` when it is in the title, company or occupation (A or B).
   */
  markInto(lexeme: string, any: Uint32Array | null, title: Uint32Array, titleOrKeywords: Uint32Array): void {
    const id = this.#lexemeIds.get(lexeme);
    if (id === undefined) return;
    const loaded = id + 1 < this.#offsets.length;
    const start = loaded ? (this.#offsets[id] as number) : 0;
    const end = loaded ? (this.#offsets[id + 1] as number) : 0;
    markPostings(this.#postings, start, end, any, title, titleOrKeywords);
    const appended = this.#appended.get(id);
    if (appended) markPostings(appended, 0, appended.length, any, title, titleOrKeywords);
  }

  /** Calls `visit(slot, weights)` for every posting of the lexeme. */
  forEach(lexeme: string, visit: (slot: number, weights: number) => void): void {
    const id = this.#lexemeIds.get(lexeme);
    if (id === undefined) return;
    if (id + 1 < this.#offsets.length) {
      const end = this.#offsets[id + 1] as number;
      for (let index = this.#offsets[id] as number; index < end; index++) {
        const posting = this.#postings[index] as number;
        visit(posting >>> 4, posting & 15);
      }
    }
    const appended = this.#appended.get(id);
    if (appended) for (const posting of appended) visit(posting >>> 4, posting & 15);
  }
}

/** Sets the bits of postings[start .. end) as {@link TextPostings.markInto} does. */
function markPostings(
  postings: ArrayLike<number>,
  start: number,
  end: number,
  any: Uint32Array | null,
  title: Uint32Array,
  titleOrKeywords: Uint32Array,
): void {
  for (let index = start; index < end; index++) {
    const posting = postings[index] as number;
    const slot = posting >>> 4;
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    if (any) any[word] = (any[word] as number) | bit;
    if (posting & WEIGHT_A) title[word] = (title[word] as number) | bit;
    if (posting & WEIGHT_AB) titleOrKeywords[word] = (titleOrKeywords[word] as number) | bit;
  }
}
