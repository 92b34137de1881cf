/** The small, fixed data set every test database starts with. */
export const testDataset = {
  vacancies: 300,
  seed: 20_261_101,
  /** The seed's "now": vacancies were published in the days before it. Pass it as the app's clock. */
  now: new Date('2026-11-01T12:00:00.000Z'),
} as const;
