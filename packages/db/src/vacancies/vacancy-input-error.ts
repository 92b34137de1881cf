/** A vacancy that cannot be stored as given; the message, in Spanish, says why. */
export class VacancyInputError extends Error {
  override readonly name = 'VacancyInputError';
}
