import type { CurriculumMessageKey } from '../messages.ts';

/** One option of a list: what the form posts and what the person reads. */
export type Choice = { readonly value: string; readonly label: string };

/** The page's message function, as `curriculumMessages.useMessages()` gives it. */
export type T = (key: CurriculumMessageKey, values?: Record<string, string | number>) => string;

/** The choices of a fixed list whose labels are messages (`sex.female`). */
export const choicesOf = (
  t: T,
  prefix: 'sex' | 'gender' | 'civilStatus',
  values: readonly string[],
): Choice[] => values.map((value) => ({ value, label: t(`${prefix}.${value}` as CurriculumMessageKey) }));

/** The choices of a list the API gives, by id. */
export const named = (items: readonly { id: number; name: string }[]): Choice[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
