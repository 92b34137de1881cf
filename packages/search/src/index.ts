export * from './facet-values.ts';
export { createMemorySearchEngine, MemorySearchEngine } from './memory/memory-search-engine.ts';
export * from './search-engine.ts';
