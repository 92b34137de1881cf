import { type Db, importVacancies } from '@camello/db';

/** The description that once left a link open over the rest of the page (issue 17): an unsafe link, then a safe one. */
export const linkHijackDescription =
  '<p>Vacante con enlaces en su descripción.</p><a href="/x">a</a><a href="https://ok.example/">b</a>';

export type LinkInDescriptionFixture = { readonly companySlug: string; readonly jobSlug: string };

/**
 * One published vacancy of a seeded company whose description has that markup, written through
 * the feed import like any feed's vacancy. Published three weeks ago, so that it is neither the
 * newest vacancy the page-type list opens nor the oldest the closed fixture takes.
 */
export async function insertLinkInDescriptionVacancy(db: Db): Promise<LinkInDescriptionFixture> {
  const { rows } = await db.query<{ slug: string }>(
    `SELECT c.slug FROM vacancies v JOIN companies c ON c.id = v.company_id
     WHERE v.status = 'published' ORDER BY v.published_at DESC, v.slug LIMIT 1`,
  );
  const companySlug = rows[0]?.slug;
  if (!companySlug) throw new Error('The seed has no company with a published vacancy');
  const publishedAt = new Date(Date.now() - 21 * 24 * 60 * 60 * 1000).toISOString();
  const result = await importVacancies(db, [
    {
      externalId: 'enlace-en-descripcion',
      company: companySlug,
      title: 'Analista de enlaces en la descripción',
      descriptionHtml: linkHijackDescription,
      cities: ['Medellín'],
      publishedAt,
    },
  ]);
  if (result.inserted !== 1)
    throw new Error(`The feed import refused the vacancy: ${JSON.stringify(result.rejected)}`);
  const vacancy = await db.query<{ slug: string }>(
    `SELECT slug FROM vacancies WHERE external_id = 'enlace-en-descripcion'`,
  );
  const jobSlug = vacancy.rows[0]?.slug;
  if (!jobSlug) throw new Error('The vacancy with links in its description was not stored');
  return { companySlug, jobSlug };
}
