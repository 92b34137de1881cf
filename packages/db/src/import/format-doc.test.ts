import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsvFeed, parseJsonFeed } from './read-feed.ts';
import { parseVacancyRow, vacancyRowFields } from './vacancy-row-schema.ts';

const formatDoc = readFileSync(new URL('./FORMAT.md', import.meta.url), 'utf8');

function codeBlock(language: string): string {
  const fence = '```';
  const block = new RegExp(`${fence}${language}\\n([\\s\\S]*?)${fence}`).exec(formatDoc)?.[1];
  if (block === undefined) throw new Error(`FORMAT.md has no ${language} example`);
  return block;
}

describe('FORMAT.md', () => {
  it('documents every field of the row schema', () => {
    for (const field of vacancyRowFields) expect(formatDoc).toContain(`\`${field}\``);
  });

  it.each(['json', 'csv'])('has a %s example whose rows are all valid', (language) => {
    const text = codeBlock(language);
    const records = language === 'json' ? parseJsonFeed(text) : parseCsvFeed(text);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(parseVacancyRow(record.data)).toMatchObject({ ok: true });
  });
});
