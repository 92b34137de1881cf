export { applyPageAction, applyPageLoader } from './apply-page.server.ts';
