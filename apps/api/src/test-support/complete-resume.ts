import { randomInt } from 'node:crypto';
import type { CandidateResume, CitySearchResult, ResumeFormOptions } from '@camello/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { SignedInAccount } from './signed-in-account.ts';

/** One signed-in call to the API (a path under `/api`), however the test reaches it. */
export type SignedInCall = (method: 'GET' | 'PUT', path: string, payload?: object) => Promise<Response>;

/**
 * Fills a candidate's résumé through the API until it is complete by the rule of every country but
 * Mexico (spec §5): the personal data (the names kept), the salary, "sin estudios" and "sin experiencia". Applying
 * refuses an incomplete résumé, so every test that applies with a new account starts here (the API
 * tests in process, the e2e tests over HTTP). A complete résumé is left as it is.
 */
export async function completeResumeThrough(call: SignedInCall): Promise<CandidateResume> {
  const send = async <T>(method: 'GET' | 'PUT', path: string, payload?: object): Promise<T> => {
    const response = await call(method, path, payload);
    if (response.status !== 200)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const write = (path: string, payload: object) =>
    send<CandidateResume>('PUT', `/profile/v1/candidate${path}`, payload);
  const current = await send<CandidateResume>('GET', '/profile/v1/candidate');
  if (current.completeness.complete) return current;
  const options = await send<ResumeFormOptions>('GET', '/profile/v1/candidate/form-options');
  const colombia = options.countries.find((country) => country.code === 'co');
  const cedula = options.documentTypes.find((type) => type.code === 'CC' && type.countryId === colombia?.id);
  const [bogota] = await send<CitySearchResult[]>('GET', '/jobs/v1/cities/search?q=Bogot&country=co');
  await write('', {
    firstName: current.firstName,
    lastName: current.lastName,
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
    throw new Error(`The résumé still lacks ${JSON.stringify(resume.completeness.missing)}`);
  return resume;
}

/** `completeResumeThrough` the app in process, as `account`. */
export function completeResume(app: FastifyInstance, account: SignedInAccount): Promise<CandidateResume> {
  return completeResumeThrough(async (method, path, payload) => {
    const response = await app.inject({
      method,
      url: `/api${path}`,
      payload,
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    return new Response(response.body, { status: response.statusCode });
  });
}
