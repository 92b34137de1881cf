export type { Catalog } from './catalogs/es-CO.ts';
export * from './labels.ts';
export * from './locale.ts';
export * from './translate.ts';
