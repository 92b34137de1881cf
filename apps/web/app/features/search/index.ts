export { EmptyResults } from './EmptyResults/EmptyResults.tsx';
export { JobCard } from './JobCard/JobCard.tsx';
export { JobList } from './JobList/JobList.tsx';
export { Pagination } from './Pagination/Pagination.tsx';
export { ResultsSummary } from './ResultsSummary/ResultsSummary.tsx';
export { SearchBar } from './SearchBar/SearchBar.tsx';
