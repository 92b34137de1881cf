export { DetailPanel } from './DetailPanel/DetailPanel.tsx';
export { DetailSkeleton } from './DetailSkeleton/DetailSkeleton.tsx';
export { JobDetail } from './JobDetail/JobDetail.tsx';
export { JobGone } from './JobGone/JobGone.tsx';
export { ListingDetailPanel } from './ListingDetailPanel/ListingDetailPanel.tsx';
export { SimilarJobs } from './SimilarJobs/SimilarJobs.tsx';
