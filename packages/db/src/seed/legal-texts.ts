import { readFileSync } from 'node:fs';
import type { Db } from '../driver/db.ts';
import { sanitizeDescription } from '../vacancies/sanitize-description.ts';

type LegalText = { kind: 'terms' | 'data_policy'; title: string; file: string };

/** The texts a candidate accepts at sign-up; their HTML lives in ./legal-texts/, one file each. */
const legalTexts: readonly LegalText[] = [
  { kind: 'terms', title: 'Términos y condiciones', file: 'terms.html' },
  { kind: 'data_policy', title: 'Política de tratamiento de datos personales', file: 'data-policy.html' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

const contentOf = (file: string) =>
  sanitizeDescription(readFileSync(new URL(`./legal-texts/${file}`, import.meta.url), 'utf8'));

/** Version 1 of the terms and of the data policy, in force for a year already, for candidates to accept. */
export async function insertLegalTexts(db: Db, now: Date): Promise<void> {
  const publishedAt = new Date(now.getTime() - 365 * DAY_MS).toISOString();
  for (const { kind, title, file } of legalTexts)
    await db.query(
      `INSERT INTO terms_versions (kind, version, title, content_html, published_at)
       VALUES ($1, '1', $2, $3, $4)`,
      [kind, title, contentOf(file), publishedAt],
    );
}
