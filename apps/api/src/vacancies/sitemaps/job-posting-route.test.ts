import { testDataset } from '@camello/db/testing';
import { describe, expect, it, vi } from 'vitest';
import { setUpApiApp } from '../../test-support/api-app.ts';

const jobs = setUpApiApp();

async function vacancyWith(condition: string): Promise<{ slug: string; company: string }> {
  const { rows } = await jobs.db.query<{ slug: string; company: string }>(
    `SELECT v.slug, c.slug AS company FROM vacancies v JOIN companies c ON c.id = v.company_id
      WHERE ${condition} ORDER BY v.slug LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`The test dataset has no vacancy where ${condition}`);
  return rows[0];
}

const LIVE = `v.status = 'published' AND c.job_site_kind = 1 AND (v.valid_through IS NULL OR v.valid_through > '${testDataset.now.toISOString()}')`;

describe('GET /api/jobs/v1/seo/job-posting/{jobSlug}', () => {
  it('gives a live vacancy with its structured data and no suggestions', async () => {
    const { slug } = await vacancyWith(`${LIVE} AND NOT v.is_remote`);
    const response = await jobs.app.inject(`/api/jobs/v1/seo/job-posting/${slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('live');
    expect(body.similar).toEqual([]);
    expect(body.posting).toMatchObject({ slug, isRemote: false });
    expect(body.posting.cities[0]).toEqual({
      name: expect.any(String),
      region: expect.any(String),
      countryCode: expect.stringMatching(/^[A-Z]{2}$/),
    });
  });

  it('reads the vacancy once with its detail and similar vacancies, asked at once as its page does', async () => {
    const { rows } = await jobs.db.query<{ slug: string }>(
      `SELECT v.slug FROM vacancies v JOIN companies c ON c.id = v.company_id WHERE ${LIVE} ORDER BY v.slug DESC LIMIT 1`,
    );
    const slug = rows[0]?.slug;
    const query = vi.spyOn(jobs.db, 'query');
    try {
      const answers = await Promise.all(
        [
          `/api/jobs/v1/public/jobs/${slug}`,
          `/api/jobs/v1/public/jobs/vacants/suggested/${slug}`,
          `/api/jobs/v1/seo/job-posting/${slug}`,
        ].map((url) => jobs.app.inject(url)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(answers[2]?.json().posting.slug).toBe(slug);
      const vacancyReads = query.mock.calls.filter(([sql]) => /FROM vacancies v JOIN companies c/.test(sql));
      expect(vacancyReads).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('marks a closed vacancy gone and suggests open ones', async () => {
    const { slug } = await vacancyWith("v.status = 'closed'");
    const body = (await jobs.app.inject(`/api/jobs/v1/seo/job-posting/${slug}`)).json();
    expect(body.status).toBe('gone');
    expect(body.similar.length).toBeGreaterThan(0);
    expect(body.similar.map((job: { jobSlug: string }) => job.jobSlug)).not.toContain(slug);
  });

  it('marks a vacancy past its validity gone even while still published', async () => {
    const { rows } = await jobs.db.query<{ slug: string }>(
      `UPDATE vacancies SET valid_through = $1 WHERE id = (
         SELECT v.id FROM vacancies v JOIN companies c ON c.id = v.company_id
          WHERE ${LIVE} AND c.is_active ORDER BY v.slug LIMIT 1) RETURNING slug`,
      [new Date(testDataset.now.getTime() - 60_000)],
    );
    // Written behind the API's back, as another process would: an answer kept in memory lasts
    // until the search index takes the change in (it polls every 2 s).
    await vi.waitFor(
      async () => {
        const body = (await jobs.app.inject(`/api/jobs/v1/seo/job-posting/${rows[0]?.slug}`)).json();
        expect(body.status).toBe('gone');
      },
      { timeout: 15_000, interval: 250 },
    );
  });

  it('does not know drafts, nor a vacancy asked for on another company job site', async () => {
    const draft = await vacancyWith("v.status = 'draft'");
    expect((await jobs.app.inject(`/api/jobs/v1/seo/job-posting/${draft.slug}`)).statusCode).toBe(404);
    const live = await vacancyWith(LIVE);
    const other = await vacancyWith(`c.slug <> '${live.company}' AND c.parent_company_id IS NULL`);
    const url = `/api/jobs/v1/seo/job-posting/${live.slug}?companySlug=${other.company}`;
    expect((await jobs.app.inject(url)).statusCode).toBe(404);
    const own = `/api/jobs/v1/seo/job-posting/${live.slug}?companySlug=${live.company}`;
    expect((await jobs.app.inject(own)).statusCode).toBe(200);
  });
});
