export { type AppDependencies, createServer } from './app.ts';
