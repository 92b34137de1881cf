import { randomInt } from 'node:crypto';
import type { CandidateResume, CitySearchResult, ResumeFormOptions } from '@camello/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { SignedInAccount } from '../../../auth/test-support/signed-in-account.ts';

const RESUME = '/api/profile/v1/candidate';

/**
 * Fills a candidate's résumé through the API until it is complete by the rule of every country but
 * Mexico (spec §5): the personal data, the salary, "sin estudios" and "sin experiencia". Applying
 * refuses an incomplete résumé, so every test that applies with a new account starts here.
 */
export async function completeResume(
  app: FastifyInstance,
  account: SignedInAccount,
): Promise<CandidateResume> {
  const headers = { authorization: `Bearer ${account.accessToken}` };
  const read = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const write = async (path: string, payload: object): Promise<CandidateResume> => {
    const response = await app.inject({ method: 'PUT', url: `${RESUME}${path}`, payload, headers });
    if (response.statusCode !== 200) throw new Error(`PUT ${path}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const options = await read<ResumeFormOptions>(`${RESUME}/form-options`);
  const colombia = options.countries.find((country) => country.code === 'co');
  const cedula = options.documentTypes.find((type) => type.code === 'CC' && type.countryId === colombia?.id);
  const [bogota] = await read<CitySearchResult[]>('/api/jobs/v1/cities/search?q=Bogot&country=co');
  await write('', {
    firstName: 'Ana',
    lastName: 'Prueba',
    birthdate: '1995-03-14',
    cityBirthId: bogota?.id,
    phone: '300 123 4567',
    countryId: colombia?.id,
    cityId: bogota?.id,
    address: 'Calle 45 # 13-20',
    sex: 'female',
    gender: 'woman',
    civilStatus: 'single',
    identificationType: cedula?.id,
    // Unique per document type in the database.
    identificationNumber: String(randomInt(10_000_000, 2_000_000_000)),
    titleOrProfession: 'Enfermera',
  });
  await write('/salary', { salary: 3_000_000, salaryFrequencyId: 4, currencyPayId: 1 });
  await write('/without-studies', { withoutStudies: true });
  const resume = await write('/without-experience', { withoutExperience: true });
  if (!resume.completeness.complete)
    throw new Error(`résumé still lacks ${JSON.stringify(resume.completeness.missing)}`);
  return resume;
}
