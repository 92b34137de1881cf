export { SessionHeader } from './SessionHeader.tsx';
