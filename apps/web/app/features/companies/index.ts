export { CompanySiteHeader } from './CompanySiteHeader/CompanySiteHeader.tsx';
