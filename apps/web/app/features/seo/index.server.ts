export { pageCacheHeaders } from './cache-headers.server.ts';
