import { type Cookie, completeResumeOf, cookieHeader } from './accounts.ts';

type Question = { id: string; type: string; required: boolean; options: { id: string }[] };
type SearchRow = { id: string; title: string };

/** A vacancy the candidate applied to through `POST /api/jobs/v1/jobs/apply`, and its application id. */
export type MadeApplication = {
  readonly jobId: string;
  readonly title: string;
  readonly applicationId: string;
};

/**
 * Applies to the newest open vacancy the candidate has not applied to that takes applications on
 * the site (not at the company's own address), answering its required questions, the way the
 * apply flow does; the résumé is made complete first.
 */
export async function applyThroughApi(
  baseUrl: string,
  cookies: readonly Cookie[],
  skip: readonly string[] = [],
  /** Only vacancies of this company. */
  companySlug?: string,
): Promise<MadeApplication> {
  const headers = { Cookie: cookieHeader(cookies), 'Content-Type': 'application/json' };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(new URL(`/api${path}`, baseUrl), { ...init, headers });
  await completeResumeOf(baseUrl, cookies);
  const company = companySlug ? `&companySlug=${encodeURIComponent(companySlug)}` : '';
  const search = await api(`/jobs/v1/jobs/search?paginator[page]=1${company}`);
  if (!search.ok) throw new Error(`The search answered ${search.status}`);
  const { rows } = (await search.json()) as { rows: SearchRow[] };
  const refused: string[] = [];
  for (const row of rows) {
    if (skip.includes(row.id)) continue;
    const questionnaire = await api(`/jobs/v1/questionnaire/${row.id}`);
    if (!questionnaire.ok) continue;
    const { questions } = (await questionnaire.json()) as { questions: Question[] };
    const answers = questions
      .filter((question) => question.required)
      .map((question) =>
        question.type === 'unique' || question.type === 'multiple'
          ? { questionId: question.id, optionIds: question.options.slice(0, 1).map((option) => option.id) }
          : { questionId: question.id, text: 'Sí, tengo la experiencia que piden.' },
      );
    const applied = await api('/jobs/v1/jobs/apply', {
      method: 'POST',
      body: JSON.stringify({ jobId: row.id, answers }),
    });
    if (applied.status !== 201) {
      refused.push(`${row.id}: ${applied.status}`);
      continue;
    }
    const { application } = (await applied.json()) as { application: { id: string } | null };
    if (application) return { jobId: row.id, title: row.title, applicationId: application.id };
  }
  throw new Error(
    `No vacancy of the first search page took an application (${rows.length} found; ${refused.join(', ')})`,
  );
}
