export { CompanySiteHeader, type CompanySiteHeaderProps } from './CompanySiteHeader/CompanySiteHeader.tsx';
