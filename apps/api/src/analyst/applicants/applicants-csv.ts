import { type Locale, type MessageKey, translate } from '@camello/domain';
import type { ApplicantsPage } from './applicants-repository.ts';

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';
/** Excel in Colombia (and in most Spanish locales) splits columns on semicolons: the comma is the decimal mark. */
const SEPARATOR = ';';

/**
 * A cell as Excel reads it: quoted when it holds the separator, a quote or a line break, and
 * with a leading apostrophe when it would start a formula (`=`, `+`, `-`, `@`: CSV injection).
 */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'city',
  'title',
  'studies',
  'experienceYears',
  'stage',
  'appliedAt',
] as const;

/** The applicants of a vacancy as a CSV file Excel opens as it is: UTF-8 with BOM, `;`, CRLF. */
export function applicantsCsv(page: ApplicantsPage, locale: Locale): string {
  const t = (key: MessageKey) => translate(locale, key);
  const stageNames = new Map(
    page.stages.map((stage) => [stage.status, stage.label ?? t(`analystStage.${stage.status}`)]),
  );
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Bogota',
  });
  const lines = [
    COLUMNS.map((column) => cell(t(`applicantsCsv.${column}`))),
    ...page.rows.map((row) =>
      [
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.cityName,
        row.title,
        row.studyTypeName,
        row.experienceYears,
        stageNames.get(row.status) ?? row.status,
        date.format(new Date(row.appliedAt)),
      ].map(cell),
    ),
  ];
  return `${BOM}${lines.map((line) => line.join(SEPARATOR)).join('\r\n')}\r\n`;
}
