export { hostileHtmlSamples } from './hostile-html.ts';
export { htmlFragmentFaults } from './html-fragment.ts';
export { openEmptyTestDatabase, openTestDatabase, testDatabaseLocation } from './open-test-database.ts';
export { pngImage } from './png-image.ts';
export { testDataset } from './test-dataset.ts';
