import { type Currency, EDUCATION_LEVELS, EMPLOYMENT_TYPES, type SalaryFrequency } from '@camello/domain';
import { EXPERIENCE_RANGES, experienceRangeIndex, monthlyPesos, SALARY_RANGES } from '../facet-values.ts';
import { type Bitset, clearBit, createBitset, orInto, setBit } from './bitset.ts';
import { IntList, resized } from './growable.ts';
import { SortedSlots } from './sorted-slots.ts';
import { TextPostings } from './text-postings.ts';
import { TitleWords } from './title-words.ts';
import { parseTsvector } from './tsvector.ts';
import type { VacancyRow } from './vacancy-rows.ts';
import { ValueLists } from './value-lists.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Fields answered from per-value slot lists. */
export type PostedField =
  | 'department'
  | 'city'
  | 'sector'
  | 'category'
  | 'occupation'
  | 'company'
  | 'employmentType'
  | 'educationLevel'
  | 'remote'
  | 'urgent';

const NONE = -1;
/** PostgreSQL reads "Cocinera/o" or "bodega/despacho" as one file-path token, never stemmed. */
const SLASHED_WORDS = /^\p{L}+(?:\/\p{L}+)+$/u;
const employmentIndex = new Map<string, number>(EMPLOYMENT_TYPES.map((type, index) => [type, index]));
const educationIndex = new Map<string, number>(EDUCATION_LEVELS.map((level, index) => [level, index]));

/**
 * Columnar store of the indexed vacancies plus the inverted text index. Each version of a vacancy
 * takes a new slot; an update kills the old slot and appends a new one, so slot data never
 * changes after it is written. Dead slots stay until the next full rebuild.
 */
export class SearchIndex {
  readonly vocabulary: Vocabulary;
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  readonly text = new TextPostings();
  readonly titleWords = new TitleWords();
  /** The distinct city lists of the slots (see `cityList`), and the department lists they make. */
  readonly cityLists = new ValueLists();
  readonly departmentLists = new ValueLists();
  /** By city list id, the id of its departments' list: a slot's departments follow from its cities. */
  readonly departmentListOf = new IntList(1 << 10);
  readonly sectorLists = new ValueLists();
  readonly postings: Record<PostedField, Map<number, number[]>> = {
    department: new Map(),
    city: new Map(),
    sector: new Map(),
    category: new Map(),
    occupation: new Map(),
    company: new Map(),
    employmentType: new Map(),
    educationLevel: new Map(),
    remote: new Map(),
    urgent: new Map(),
  };

  /** Bitsets of the values posted on many slots, with how many of their slots they hold (see `markPosted`). */
  readonly #postedBits = new Map<PostedField, Map<number, { bits: Bitset; slots: number }>>();

  size = 0;
  liveCount = 0;
  /** Vacancies that refer to a company, occupation, city or sector this vocabulary does not know. */
  readonly unresolved = new Set<string>();
  /** Slashed tokens posted since the last `splitSlashedWords`, each with its slot and weights. */
  #slashed: { slot: number; token: string; weights: number }[] = [];
  /** Bumped on every change, so cached visibility is recomputed. */
  version = 0;
  ids: string[] = [];
  readonly slotById = new Map<string, number>();
  alive: Bitset = new Uint32Array(0);
  updatedAt = new Float64Array(0);
  publishedAt = new Float64Array(0);
  validThrough = new Float64Array(0);
  salaryLow = new Float64Array(0);
  salaryHigh = new Float64Array(0);
  quotas = new Int32Array(0);
  company = new Int32Array(0);
  occupation = new Int32Array(0);
  category = new Int32Array(0);
  employmentType = new Int8Array(0);
  educationLevel = new Int8Array(0);
  /** Index in EXPERIENCE_RANGES. */
  experienceRange = new Int8Array(0);
  /** Bit i set when the pay overlaps SALARY_RANGES[i]. */
  salaryRanges = new Uint8Array(0);
  remote = new Uint8Array(0);
  urgent = new Uint8Array(0);
  /** employmentType, educationLevel, experienceRange, remote and urgent in one code (see `traitsOf`). */
  traits = new Uint16Array(0);
  /** Id in `cityLists` of the slot's cities (an empty list when it has none), and in `sectorLists` of its sectors. */
  cityList = new Int32Array(0);
  sectorList = new Int32Array(0);
  /** Lemma id of the title's first word (TitleWords), or NO_HEAD. */
  titleHead = new Int32Array(0);

  readonly byRecency: SortedSlots;
  readonly bySalaryAscending: SortedSlots;
  readonly bySalaryDescending: SortedSlots;

  constructor(vocabulary: Vocabulary, synonyms: ReadonlyMap<string, readonly string[]>) {
    this.vocabulary = vocabulary;
    this.synonyms = synonyms;
    const recency = (a: number, b: number) =>
      (this.publishedAt[b] as number) - (this.publishedAt[a] as number) ||
      compareStrings(this.ids[a] as string, this.ids[b] as string);
    this.byRecency = new SortedSlots(recency);
    // Vacancies without a salary go last in both directions.
    this.bySalaryAscending = new SortedSlots(
      (a, b) => compareSalary(this.salaryLow[a] as number, this.salaryLow[b] as number, 1) || recency(a, b),
    );
    this.bySalaryDescending = new SortedSlots(
      (a, b) =>
        compareSalary(this.salaryHigh[a] as number, this.salaryHigh[b] as number, -1) || recency(a, b),
    );
    this.#grow(1024);
  }

  get capacity(): number {
    return this.updatedAt.length;
  }

  /** Indexes a vacancy version; a previous version of the same vacancy is removed first. */
  add(row: VacancyRow): void {
    this.remove(row.id);
    if (this.size === this.capacity) this.#grow(Math.ceil(this.capacity * 1.5));
    const slot = this.size++;
    const company = this.vocabulary.companyByUuid(row.company_id);
    const occupation =
      row.occupation_id === null ? undefined : this.vocabulary.occupations.byId.get(row.occupation_id);
    const cityIds = row.city_ids.filter((id) => this.vocabulary.cities.byId.has(id));
    const departmentIds = [
      ...new Set(cityIds.map((id) => this.vocabulary.cities.byId.get(id)?.departmentId ?? NONE)),
    ].filter((id) => id !== NONE);
    const sectorIds = row.sector_ids.filter((id) => this.vocabulary.sectors.byId.has(id));
    const resolved =
      company !== undefined &&
      (row.occupation_id === null || occupation !== undefined) &&
      cityIds.length === row.city_ids.length &&
      sectorIds.length === row.sector_ids.length;
    if (resolved) this.unresolved.delete(row.id);
    else this.unresolved.add(row.id);
    const toAgree = row.salary_to_agree;
    const frequency = row.salary_frequency as SalaryFrequency;
    const currency = row.currency as Currency;
    const low = toAgree ? Number.NaN : monthlyPesos(row.salary_min ?? row.salary_max, frequency, currency);
    const high = toAgree ? Number.NaN : monthlyPesos(row.salary_max ?? row.salary_min, frequency, currency);

    this.ids[slot] = row.id;
    this.slotById.set(row.id, slot);
    setBit(this.alive, slot);
    this.liveCount++;
    this.version++;
    this.updatedAt[slot] = row.updated_at.getTime();
    this.publishedAt[slot] = row.published_at.getTime();
    this.validThrough[slot] = row.valid_through?.getTime() ?? Number.POSITIVE_INFINITY;
    this.salaryLow[slot] = low;
    this.salaryHigh[slot] = high;
    this.quotas[slot] = row.number_of_quotas;
    this.company[slot] = company?.index ?? NONE;
    this.occupation[slot] = occupation?.id ?? NONE;
    this.category[slot] = occupation?.categoryId ?? NONE;
    this.employmentType[slot] = employmentIndex.get(row.employment_type) ?? NONE;
    this.educationLevel[slot] =
      row.education_level === null ? NONE : (educationIndex.get(row.education_level) ?? NONE);
    this.experienceRange[slot] = experienceRangeIndex(row.experience_months);
    this.salaryRanges[slot] = salaryRangeBits(low, high);
    this.remote[slot] = row.is_remote ? 1 : 0;
    this.urgent[slot] = row.urgent ? 1 : 0;
    this.traits[slot] = traitsOf(
      this.employmentType[slot] as number,
      this.educationLevel[slot] as number,
      this.experienceRange[slot] as number,
      this.remote[slot] as number,
      this.urgent[slot] as number,
    );
    const cityList = this.cityLists.idOf(cityIds);
    if (cityList === this.departmentListOf.length)
      this.departmentListOf.push(this.departmentLists.idOf(departmentIds));
    this.cityList[slot] = cityList;
    this.sectorList[slot] = this.sectorLists.idOf(sectorIds);

    const post = (field: PostedField, value: number) => {
      if (value === NONE) return;
      const list = this.postings[field].get(value);
      if (list) list.push(slot);
      else this.postings[field].set(value, [slot]);
    };
    for (const id of cityIds) post('city', id);
    for (const id of departmentIds) post('department', id);
    for (const id of sectorIds) post('sector', id);
    post('company', this.company[slot] as number);
    post('occupation', this.occupation[slot] as number);
    post('category', this.category[slot] as number);
    post('employmentType', this.employmentType[slot] as number);
    post('educationLevel', this.educationLevel[slot] as number);
    if (row.is_remote) post('remote', 1);
    if (row.urgent) post('urgent', 1);

    parseTsvector(row.vector, (lexeme, weights) => {
      this.text.add(slot, lexeme, weights);
      if (SLASHED_WORDS.test(lexeme)) this.#slashed.push({ slot, token: lexeme, weights });
    });
    this.titleHead[slot] = this.titleWords.add(slot, row.title, row.keywords);
    this.byRecency.add(slot);
    this.bySalaryAscending.add(slot);
    this.bySalaryDescending.add(slot);
  }

  /**
   * Posts the words of the slashed tokens added since the last call, as their own lexemes with the
   * token's weights: "Cocinera/o" is cocinera (cociner), "Vendedor/a" vendedor. `stem` lexes words
   * as the database does (null for a stop word).
   */
  async splitSlashedWords(stem: (words: readonly string[]) => Promise<(string | null)[]>): Promise<void> {
    const slashed = this.#slashed;
    this.#slashed = [];
    if (slashed.length === 0) return;
    const words = [...new Set(slashed.flatMap(({ token }) => token.split('/')))];
    const lexemes = await stem(words);
    const lexemeOf = new Map(words.map((word, position) => [word, lexemes[position] ?? null]));
    for (const { slot, token, weights } of slashed) {
      const parts = new Set(token.split('/').map((word) => lexemeOf.get(word)));
      for (const lexeme of parts) if (lexeme && lexeme !== token) this.text.add(slot, lexeme, weights);
    }
  }

  /**
   * Sets in `into` the bits of the slots posted with the value (dead ones included). A value on
   * more slots than a bitset has words is kept as a bitset too, brought up to date when used
   * (slots are only appended), and OR-ed in word by word.
   */
  markPosted(field: PostedField, value: number, into: Bitset): Bitset {
    const slots = this.postings[field].get(value);
    if (!slots) return into;
    if (slots.length * 32 < this.capacity) {
      for (const slot of slots) setBit(into, slot);
      return into;
    }
    let byValue = this.#postedBits.get(field);
    if (!byValue) {
      byValue = new Map();
      this.#postedBits.set(field, byValue);
    }
    let posted = byValue.get(value);
    if (!posted || posted.bits.length * 32 < this.capacity) {
      posted = { bits: createBitset(this.capacity), slots: 0 };
      byValue.set(value, posted);
    }
    for (let at = posted.slots; at < slots.length; at++) setBit(posted.bits, slots[at] as number);
    posted.slots = slots.length;
    return orInto(into, posted.bits);
  }

  remove(id: string): boolean {
    const slot = this.slotById.get(id);
    if (slot === undefined) return false;
    this.slotById.delete(id);
    this.unresolved.delete(id);
    clearBit(this.alive, slot);
    this.liveCount--;
    this.version++;
    return true;
  }

  /** Version of a vacancy in the index (its updated_at), or undefined when it is not indexed. */
  versionOf(id: string): number | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.updatedAt[slot];
  }

  /** Share of slots that belong to replaced or removed versions. */
  get deadShare(): number {
    return this.size === 0 ? 0 : (this.size - this.liveCount) / this.size;
  }

  /** Marks cached visibility stale, e.g. after a company was switched off or made private. */
  touch(): void {
    this.version++;
  }

  #grow(capacity: number): void {
    const aliveCopy = createBitset(capacity);
    aliveCopy.set(this.alive);
    this.alive = aliveCopy;
    this.updatedAt = resized(this.updatedAt, capacity);
    this.publishedAt = resized(this.publishedAt, capacity);
    this.validThrough = resized(this.validThrough, capacity);
    this.salaryLow = resized(this.salaryLow, capacity);
    this.salaryHigh = resized(this.salaryHigh, capacity);
    this.quotas = resized(this.quotas, capacity);
    this.company = resized(this.company, capacity);
    this.occupation = resized(this.occupation, capacity);
    this.category = resized(this.category, capacity);
    this.employmentType = resized(this.employmentType, capacity);
    this.educationLevel = resized(this.educationLevel, capacity);
    this.experienceRange = resized(this.experienceRange, capacity);
    this.salaryRanges = resized(this.salaryRanges, capacity);
    this.remote = resized(this.remote, capacity);
    this.urgent = resized(this.urgent, capacity);
    this.titleHead = resized(this.titleHead, capacity);
    this.traits = resized(this.traits, capacity);
    this.cityList = resized(this.cityList, capacity);
    this.sectorList = resized(this.sectorList, capacity);
  }
}

/**
 * The fields of few values packed in 12 bits, each value plus one (0 for none): employment type
 * in bits 0–3, education level 4–6, experience range 7–9, remote 10, urgent 11. Counting them is
 * one count per code over the slots, then one pass over the 4,096 codes.
 */
export function traitsOf(
  employmentType: number,
  educationLevel: number,
  experienceRange: number,
  remote: number,
  urgent: number,
): number {
  return (
    (employmentType + 1) |
    ((educationLevel + 1) << 4) |
    ((experienceRange + 1) << 7) |
    (remote << 10) |
    (urgent << 11)
  );
}

export const TRAIT_CODES = 1 << 12;
if (EMPLOYMENT_TYPES.length > 15 || EDUCATION_LEVELS.length > 7 || EXPERIENCE_RANGES.length > 7)
  throw new Error(
    'The trait codes have no room for so many employment types, education levels or experience ranges',
  );

/** Pay range [low, high] overlaps [from, to]; no pay never does. */
export function payOverlaps(low: number, high: number, from: number | null, to: number | null): boolean {
  if (Number.isNaN(low) || Number.isNaN(high)) return false;
  return (from === null || high >= from) && (to === null || low <= to);
}

function salaryRangeBits(low: number, high: number): number {
  let bits = 0;
  SALARY_RANGES.forEach((range, index) => {
    if (payOverlaps(low, high, range.from, range.to)) bits |= 1 << index;
  });
  return bits;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** NaN (no salary) sorts after every amount; `sign` 1 ascending, -1 descending. */
function compareSalary(a: number, b: number, sign: 1 | -1): number {
  const aMissing = Number.isNaN(a);
  const bMissing = Number.isNaN(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return sign * (a - b);
}
