export * from './dates.ts';
export * from './money.ts';
export * from './publish-date.ts';
export * from './required-experience.ts';
export * from './salary.ts';
