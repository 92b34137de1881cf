export { openEmptyTestDatabase, openTestDatabase } from './open-test-database.ts';
export { testDataset } from './test-dataset.ts';
