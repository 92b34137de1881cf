export * from './catalog-audit.ts';
export * from './labels.ts';
export * from './locale.ts';
export * from './messages.ts';
export * from './number-format.ts';
export * from './translate.ts';
