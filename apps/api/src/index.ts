export { seedDemoAccounts } from './accounts/index.ts';
export { createServer } from './app.ts';
export { inProcessFetch } from './infrastructure/in-process-fetch.ts';
export { createLogger } from './infrastructure/logger.ts';
export { startJobQueue } from './infrastructure/queue/job-queue.ts';
export { createMailer } from './mail/mailer.ts';
export { createRedisCounterStore } from './security/redis-counter-store.ts';
