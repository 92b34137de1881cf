import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** One real posting of the dev set (`../shared/data/relevance-dev/README.md`). */
export type DevPosting = {
  id: string;
  source: 'bne' | 'chiletrabajos' | 'laborum';
  title: string;
  company: string | null;
  location: string | null;
  category: string | null;
  /** Official occupation (Chile's CIUO-08 adaptation), bne rows only: what queries are judged by. */
  occupation: string | null;
  description: string | null;
  date: string | null;
};

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEV_POSTINGS_PATH =
  process.env.RELEVANCE_DEV_POSTINGS ??
  join(repositoryRoot, '../shared/data/relevance-dev/cl-postings.jsonl.gz');

/** The dev postings, or null when the file is not beside the repository. */
export function readDevPostings(path = DEV_POSTINGS_PATH): DevPosting[] | null {
  if (!existsSync(path)) return null;
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DevPosting);
}

/** "16/08/2021", "23-10-2020 23:09:01" or "2020-12-07 00:34:00" as an ISO date-time in Chile (UTC−4). */
export function postingDate(date: string | null): string | undefined {
  if (!date) return undefined;
  const dayFirst = /^(\d{2})[/-](\d{2})[/-](\d{4})(?: (\d{2}:\d{2}:\d{2}))?/.exec(date);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}T${dayFirst[4] ?? '12:00:00'}-04:00`;
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}:\d{2}:\d{2}))?/.exec(date);
  if (yearFirst) return `${yearFirst[1]}-${yearFirst[2]}-${yearFirst[3]}T${yearFirst[4] ?? '12:00:00'}-04:00`;
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as paragraphs of HTML, the shape feeds carry. */
export function textToHtml(text: string | null): string | undefined {
  if (!text) return undefined;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return paragraphs.join('').slice(0, 100_000) || undefined;
}
