export * from './calendar.ts';
export * from './constants.ts';
export * from './entities/index.ts';
export * from './enums.ts';
export * from './format/index.ts';
export * from './i18n/index.ts';
export * from './rules/index.ts';
export * from './states.ts';
