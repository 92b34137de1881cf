import type { Db } from '@camello/db';
import { describe, expect, it } from 'vitest';
import { jobsUrl, searchOk, setUpApiApp, text } from '../test-support/api-app.ts';
import { daysAgo, insertVacancy } from '../test-support/job-fixtures.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';

/**
 * One rule decides whether a vacancy is live, and every route follows it: the detail, the
 * JobPosting data, the similar jobs, the sitemap and the search.
 */
async function loadLivenessFixtures(db: Db): Promise<void> {
  await loadSearchFixtures(db);
  await insertVacancy(db, {
    slug: 'medico-forense-cerrado',
    title: 'Médico forense',
    company: 'clinica-aurora',
    status: 'closed',
  });
  await insertVacancy(db, {
    slug: 'medico-rural-expirado',
    title: 'Médico rural',
    company: 'clinica-aurora',
    status: 'expired',
    publishedAt: daysAgo(50),
    validThrough: daysAgo(5),
  });
}

const jobs = setUpApiApp({ load: loadLivenessFixtures });

const status = async (path: string) => (await jobs.app.inject(jobsUrl(path))).statusCode;

/** Everything the routes say of one vacancy. */
async function seenAs(slug: string) {
  const posting = await jobs.app.inject(jobsUrl(`/v1/seo/job-posting/${slug}`));
  const sitemap = (await jobs.app.inject(jobsUrl('/v1/sitemaps/empleos/1'))).json() as {
    urls: { path: string }[];
  };
  const search = await searchOk(jobs.app, text('medico'));
  return {
    detail: await status(`/v1/public/jobs/${slug}`),
    jobPosting: posting.statusCode === 200 ? posting.json().status : posting.statusCode,
    similar: await status(`/v1/public/jobs/vacants/suggested/${slug}`),
    inSitemap: sitemap.urls.some((url) => url.path === `/empleos/${slug}`),
    inSearch: search.rows.some((row) => row.jobSlug === slug),
  };
}

const LIVE = { detail: 200, jobPosting: 'live', similar: 200, inSitemap: true, inSearch: true };
const GONE = { detail: 410, jobPosting: 'gone', similar: 200, inSitemap: false, inSearch: false };
const MISSING = { detail: 404, jobPosting: 404, similar: 404, inSitemap: false, inSearch: false };

describe('vacancy liveness', () => {
  it.each([
    ['a published vacancy within its validity', 'medico-general-medellin', LIVE],
    ['a vacancy past its validity', 'medico-auditor-vencido', GONE],
    ['an expired vacancy', 'medico-rural-expirado', GONE],
    ['a closed vacancy', 'medico-forense-cerrado', GONE],
    ['a paused vacancy', 'medico-ocupacional-pausado', GONE],
    ['a vacancy of an inactive company', 'medico-domiciliario-inactiva', GONE],
    ['a vacancy scheduled for later', 'medico-de-urgencias-programado', MISSING],
    ['a draft', 'medico-borrador', MISSING],
    ['a vacancy of a private job site, outside it', 'medico-laboral-privado', MISSING],
  ])('%s (%s) is seen the same by every route', async (_case, slug, expected) => {
    expect(await seenAs(slug)).toEqual(expected);
  });

  it('answers 410 with similar live vacancies for a vacancy that was public', async () => {
    const response = await jobs.app.inject(jobsUrl('/v1/public/jobs/medico-domiciliario-inactiva'));
    expect(response.statusCode).toBe(410);
    expect(response.json().similarJobs.jobs.length).toBeGreaterThan(0);
  });

  it('shows a private job site vacancy on its own site, and says it is not public', async () => {
    const query = { companySlug: 'marca-privada' };
    const posting = await jobs.app.inject(jobsUrl('/v1/seo/job-posting/medico-laboral-privado', query));
    expect(posting.statusCode).toBe(200);
    expect(posting.json()).toMatchObject({ status: 'live', posting: { company: { isPublic: false } } });
  });
});
