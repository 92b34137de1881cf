export { createServer } from './app.ts';
export type { AppDependencies } from './services/app-services.ts';
