export { loadListing } from './listing/listing-data.server.ts';
