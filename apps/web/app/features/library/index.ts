export { DigitalLibrary } from './DigitalLibrary.tsx';
export { libraryMessages } from './messages.ts';
