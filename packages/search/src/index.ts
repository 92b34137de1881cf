export * from './facet-values.ts';
export {
  createMemorySearchEngine,
  MemorySearchEngine,
  type MemorySearchEngineOptions,
} from './memory/memory-search-engine.ts';
export { relatedWordPairs, synonymFamilies } from './memory/synonyms.ts';
export { parseTsvector } from './memory/tsvector.ts';
export * from './search-engine.ts';
