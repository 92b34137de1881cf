/**
 * Rows in PostgreSQL's COPY text format: tab-separated columns, `\N` for NULL, backslash escapes
 * (https://www.postgresql.org/docs/current/sql-copy.html#id-1.9.3.55.9.2). Booleans are `t`/`f`,
 * dates ISO 8601, arrays array literals.
 */
export function copyText(rows: readonly (readonly unknown[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(copyValue).join('\t')}\n`;
  return text;
}

function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return escapeText(scalar(value));
}

function scalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return String(value);
}

/** `{"a","b \\"c\\""}`: every element quoted, NULL unquoted. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((element) =>
    element === null || element === undefined
      ? 'NULL'
      : `"${scalar(element).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${elements.join(',')}}`;
}

function escapeText(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  );
}
