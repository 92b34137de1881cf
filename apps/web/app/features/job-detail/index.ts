export { JobDetail } from './JobDetail/JobDetail.tsx';
export { JobGone } from './JobGone/JobGone.tsx';
export { ListingDetailPanel } from './ListingDetailPanel/ListingDetailPanel.tsx';
export { vacancyPageMeta } from './vacancy-page-meta.ts';
