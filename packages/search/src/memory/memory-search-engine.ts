import type { Db } from '@camello/db';
import { foldForSearch, includesSearchText } from '@camello/domain';
import type {
  EngineStats,
  EntityField,
  FacetCount,
  OptionSearchRequest,
  SearchEngine,
  SearchRequest,
  SearchResult,
  SimilarRequest,
  SuggestRequest,
} from '../search-engine.ts';
import { countersOf, prepareSearch, runSearch, scopeBits } from './execute-search.ts';
import { QueryLexer, type QueryWord } from './query-lexer.ts';
import { loadQueryUnderstanding, type QueryPlan, type QueryUnderstanding } from './query-understanding.ts';
import { SearchIndex } from './search-index.ts';
import { similarVacancies } from './similar-vacancies.ts';
import { loadSynonyms } from './synonyms.ts';
import { changedVacancies, searchableVacancies, vacanciesByIds } from './vacancy-rows.ts';
import { VisibilityCache } from './visibility.ts';
import { companyColumns, companyFromRow, loadVocabulary } from './vocabulary.ts';

export type MemorySearchEngineOptions = {
  db: Db;
  now?: () => Date;
  /** How often to pick up database changes; 2 s by default, 0 to refresh only when asked. */
  pollIntervalMs?: number;
  /** Full reload from the database, which also reclaims dead slots; hourly by default. */
  rebuildIntervalMs?: number;
  /** Reports a failed refresh (the engine keeps serving the index it has). */
  onError?: (error: unknown) => void;
};

// A writer's transaction stamps updated_at when it starts but becomes visible when it commits;
// re-reading the last minute of changes catches transactions that were open during a poll.
const COMMIT_LAG_MS = 60_000;
// Rebuild once this share of slots holds replaced versions.
const MAX_DEAD_SHARE = 0.25;
const MIN_SLOTS_FOR_COMPACTION = 2_000;
// A résumé's texts beyond these add little and cost a pass over the index each.
const MAX_SUGGESTION_TEXTS = 40;

/**
 * The in-process engine: every searchable vacancy in columnar arrays, an inverted index of
 * lexemes with their weights, bitsets for filters and counters; kept fresh by polling the database.
 */
export class MemorySearchEngine implements SearchEngine {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #pollIntervalMs: number;
  readonly #rebuildIntervalMs: number;
  readonly #onError: (error: unknown) => void;
  readonly #lexer: QueryLexer;
  #index: SearchIndex | null = null;
  #understanding: QueryUnderstanding | null = null;
  #visibility = new VisibilityCache();
  #since = new Date(0);
  #builtAt = 0;
  #buildMs = 0;
  #lastRefreshAt: Date | null = null;
  #generation = 0;
  /** When each company was last seen changed: a refresh reads the last minute again, which is no new change. */
  #companyVersions = new Map<string, number>();
  #work: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(options: MemorySearchEngineOptions) {
    this.#db = options.db;
    this.#now = options.now ?? (() => new Date());
    this.#pollIntervalMs = options.pollIntervalMs ?? 2_000;
    this.#rebuildIntervalMs = options.rebuildIntervalMs ?? 3_600_000;
    this.#onError = options.onError ?? (() => {});
    this.#lexer = new QueryLexer(options.db);
  }

  /** Loads the index (once); searches wait for it. */
  start(): Promise<void> {
    const loading = this.#enqueue(() => this.#rebuild());
    this.#schedule();
    return loading;
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const index = await this.#ready();
    const plan = await this.#plan(request.text, index);
    const now = this.#now().getTime();
    const prepared = prepareSearch(index, this.#visibility.get(index, now), request, plan, now);
    return runSearch(prepared, request);
  }

  async searchOptions(request: OptionSearchRequest): Promise<FacetCount[]> {
    const index = await this.#ready();
    const plan = await this.#plan(request.search.text, index);
    const now = this.#now().getTime();
    const prepared = prepareSearch(index, this.#visibility.get(index, now), request.search, plan, now);
    const typed = foldForSearch(request.text.trim());
    // Names that start with the text first, then names with a word that does, then the rest.
    const closeness = (name: string) => {
      const folded = foldForSearch(name);
      if (folded.startsWith(typed)) return 0;
      return folded.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(typed)) ? 1 : 2;
    };
    return (countersOf(prepared, [request.field])[request.field] ?? [])
      .filter((entry) => !entry.applied && entry.total > 0)
      .filter((entry) => includesSearchText(entry.name ?? entry.id, typed))
      .map((entry) => ({ entry, closeness: closeness(entry.name ?? entry.id) }))
      .sort((a, b) => a.closeness - b.closeness || b.entry.total - a.entry.total)
      .slice(0, request.limit)
      .map(({ entry }) => entry);
  }

  async describe(field: EntityField, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
    const index = await this.#ready();
    const vocabulary = index.vocabulary;
    return ids.flatMap((id) => {
      const entity =
        field === 'company' ? vocabulary.companyBySlug(id) : vocabulary.table(field).bySlug.get(id);
      return entity ? [{ id, name: entity.name }] : [];
    });
  }

  async similar(request: SimilarRequest): Promise<string[]> {
    const words = await this.#lexer.words(request.probe.title);
    const index = await this.#ready();
    const candidates = scopeBits(index, this.#visibility.get(index, this.#now().getTime()), request.scope);
    const { vacancyId, occupationId, sectorIds, cityIds } = request.probe;
    const probe = { occupationIds: occupationId === null ? [] : [occupationId], sectorIds, cityIds };
    return similarVacancies(index, candidates, { ...probe, excludeIds: [vacancyId] }, words, request.limit);
  }

  async suggest(request: SuggestRequest): Promise<string[]> {
    const { texts, ...probe } = request.probe;
    // A word said twice (a profession that is also a skill) counts once.
    const words = new Map<string, QueryWord>();
    for (const text of texts.slice(0, MAX_SUGGESTION_TEXTS))
      for (const word of await this.#lexer.words(text)) words.set(word.join(' '), word);
    const index = await this.#ready();
    const candidates = scopeBits(index, this.#visibility.get(index, this.#now().getTime()), request.scope);
    return similarVacancies(index, candidates, probe, [...words.values()], request.limit);
  }

  refresh(): Promise<void> {
    return this.#enqueue(() => this.#refresh());
  }

  generation(): number {
    return this.#generation;
  }

  stats(): EngineStats {
    const index = this.#index;
    return {
      vacancies: index?.liveCount ?? 0,
      slots: index?.size ?? 0,
      lexemes: index?.text.lexemeCount ?? 0,
      postings: index?.text.postingCount ?? 0,
      synonymFamilies: new Set(index?.synonyms.values() ?? []).size,
      buildMs: this.#buildMs,
      lastRefreshAt: this.#lastRefreshAt,
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#work.catch(() => {});
  }

  /** The query read: places, synonyms, typos and stem traps (see query-understanding.ts). */
  #plan(text: string, index: SearchIndex): Promise<QueryPlan> {
    if (!this.#understanding) throw new Error('The search index is not loaded');
    return this.#understanding.plan(text, index, this.#lexer);
  }

  async #ready(): Promise<SearchIndex> {
    if (!this.#index) await this.#enqueue(() => (this.#index ? Promise.resolve() : this.#rebuild()));
    if (!this.#index) throw new Error('The search index is not loaded');
    return this.#index;
  }

  /** Runs database work one piece at a time: a refresh never overlaps a rebuild. */
  #enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.#work.then(() => (this.#closed ? undefined : task()));
    this.#work = run.catch(() => {});
    return run;
  }

  #schedule(): void {
    if (this.#closed || this.#pollIntervalMs <= 0) return;
    this.#timer = setTimeout(() => {
      this.refresh()
        .catch((error: unknown) => this.#onError(error))
        .finally(() => this.#schedule());
    }, this.#pollIntervalMs);
    this.#timer.unref();
  }

  async #databaseNow(): Promise<Date> {
    const { rows } = await this.#db.query<{ now: Date }>('SELECT now() AS now');
    return rows[0]?.now ?? new Date();
  }

  async #rebuild(): Promise<void> {
    const started = performance.now();
    const since = new Date((await this.#databaseNow()).getTime() - COMMIT_LAG_MS);
    const vocabulary = await loadVocabulary(this.#db);
    const synonyms = await loadSynonyms(this.#db, this.#lexer);
    const index = new SearchIndex(vocabulary, synonyms);
    for await (const rows of searchableVacancies(this.#db, this.#now())) {
      for (const row of rows) index.add(row);
    }
    await index.splitSlashedWords((words) => this.#lexer.lexemesOfWords(words));
    index.text.seal();
    index.byRecency.read(index.alive);
    index.bySalaryAscending.read(index.alive);
    index.bySalaryDescending.read(index.alive);
    index.titleWords.lemmas.seal();
    this.#understanding = await loadQueryUnderstanding(this.#db, this.#lexer, index);
    this.#index = index;
    this.#visibility = new VisibilityCache();
    this.#since = since;
    this.#builtAt = Date.now();
    this.#buildMs = performance.now() - started;
    this.#lastRefreshAt = new Date();
    this.#generation++;
  }

  async #refresh(): Promise<void> {
    const index = this.#index;
    const needsRebuild =
      !index ||
      index.unresolved.size > 0 ||
      (index.size >= MIN_SLOTS_FOR_COMPACTION && index.deadShare > MAX_DEAD_SHARE) ||
      Date.now() - this.#builtAt >= this.#rebuildIntervalMs;
    if (needsRebuild) return this.#rebuild();

    const databaseNow = await this.#databaseNow();
    const now = this.#now();
    const { rows: companies } = await this.#db.query<
      Parameters<typeof companyFromRow>[0] & { updated_at: Date }
    >(`SELECT ${companyColumns}, updated_at FROM companies WHERE updated_at > $1`, [this.#since]);
    let companiesChanged = false;
    for (const row of companies) {
      index.vocabulary.upsertCompany(companyFromRow(row));
      if (this.#companyVersions.get(row.id) === row.updated_at.getTime()) continue;
      this.#companyVersions.set(row.id, row.updated_at.getTime());
      companiesChanged = true;
    }
    if (companies.length > 0) index.touch();
    const versionBefore = index.version;

    const versions = await changedVacancies(this.#db, now, this.#since);
    const changed: string[] = [];
    for (const version of versions) {
      if (!version.searchable) index.remove(version.id);
      else if (index.versionOf(version.id) !== version.updated_at.getTime()) changed.push(version.id);
    }
    const rows = await vacanciesByIds(this.#db, now, changed);
    const found = new Set<string>();
    for (const row of rows) {
      index.add(row);
      found.add(row.id);
    }
    await index.splitSlashedWords((words) => this.#lexer.lexemesOfWords(words));
    // Unpublished between the two reads.
    for (const id of changed) if (!found.has(id)) index.remove(id);
    this.#since = new Date(databaseNow.getTime() - COMMIT_LAG_MS);
    this.#lastRefreshAt = new Date();
    if (companiesChanged || index.version !== versionBefore) this.#generation++;
  }
}

/** Creates the engine and starts loading it; searches wait until the index is loaded. */
export function createMemorySearchEngine(options: MemorySearchEngineOptions): MemorySearchEngine {
  const engine = new MemorySearchEngine(options);
  engine.start().catch((error: unknown) => options.onError?.(error));
  return engine;
}
