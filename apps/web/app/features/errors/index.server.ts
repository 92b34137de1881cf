export { errorDocument } from './error-document.server.tsx';
