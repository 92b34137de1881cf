import type { SearchEngine } from '@camello/search';
import type { HostServices } from '../host-services.ts';

/** What the jobs host's feature plugins receive: the host services plus the search engine. */
export type JobsServices = HostServices & { search: SearchEngine };
