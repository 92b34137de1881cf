import {
  dateInputToIsoDate,
  experienceIssues,
  type FieldIssue,
  personalDataIssues,
  salaryIssues,
  studyIssues,
} from '@camello/domain';
import { CIVIL_STATUSES, GENDERS, SEXES } from '@camello/domain/contracts';
import { type FormEvent, useState } from 'react';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const id = (form: FormData, name: string) => {
  const value = text(form, name);
  return value === '' ? null : Number(value);
};
const date = (form: FormData, name: string) => {
  const parts = {
    day: text(form, `${name}.day`),
    month: text(form, `${name}.month`),
    year: text(form, `${name}.year`),
  };
  if (Object.values(parts).every((part) => part.trim() === '')) return null;
  return dateInputToIsoDate(parts) ?? 'invalid';
};

export type FormKind = 'personal' | 'salary' | 'study' | 'experience';

/** The same rules of §5 the API applies, run on what the form holds right now. */
export function issuesOf(kind: FormKind, form: FormData, now: Date): FieldIssue<string>[] {
  switch (kind) {
    case 'personal':
      return personalDataIssues(
        {
          firstName: text(form, 'firstName'),
          lastName: text(form, 'lastName'),
          birthdate: date(form, 'birthdate'),
          phone: text(form, 'phone'),
          address: text(form, 'address'),
          titleOrProfession: text(form, 'titleOrProfession'),
          identificationNumber: text(form, 'identificationNumber'),
          sex: text(form, 'sex'),
          gender: text(form, 'gender'),
          civilStatus: text(form, 'civilStatus'),
        },
        { sexes: SEXES, genders: GENDERS, civilStatuses: CIVIL_STATUSES },
        now,
      );
    case 'salary': {
      const amount = text(form, 'salary').replace(/[\s.$]/g, '');
      return salaryIssues({
        salary: amount === '' ? null : /^\d+$/.test(amount) ? Number(amount) : -1,
        salaryFrequencyId: id(form, 'salaryFrequencyId'),
        currencyPayId: id(form, 'currencyPayId'),
      });
    }
    case 'study':
      return studyIssues(
        {
          institute: text(form, 'institute'),
          title: text(form, 'title'),
          profession: text(form, 'profession'),
          startDate: date(form, 'startDate'),
          endDate: date(form, 'endDate'),
          inProgress: form.has('inProgress'),
          countryId: id(form, 'countryId'),
          studyType: id(form, 'studyType'),
        },
        now,
      );
    case 'experience':
      return experienceIssues(
        {
          company: text(form, 'company'),
          position: text(form, 'position'),
          description: text(form, 'description'),
          startDate: date(form, 'startDate'),
          endDate: date(form, 'endDate'),
          atPresent: form.has('atPresent'),
          occupationId: id(form, 'occupationId'),
          level: id(form, 'level'),
          cityId: id(form, 'cityId'),
        },
        now,
      );
  }
}

/** `startDate.day` → `startDate`: the date's three boxes are one field. */
const fieldOf = (name: string) => name.split('.')[0] ?? name;

/**
 * Instant feedback: once a field was left (or changed, for choices), its messages follow what the
 * form holds as the person types, by the same rules as the API. Fields not touched yet keep the
 * server's messages.
 */
export function useInstantCheck(kind: FormKind) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [issues, setIssues] = useState<FieldIssue<string>[]>([]);
  const check = (event: FormEvent<HTMLFormElement>, touch: boolean) => {
    const target = event.target as { name?: string };
    const form = event.currentTarget;
    const field = target.name ? fieldOf(target.name) : null;
    const next = touch && field && !touched.has(field) ? new Set([...touched, field]) : touched;
    if (next !== touched) setTouched(next);
    setIssues(issuesOf(kind, new FormData(form), new Date()));
  };
  return {
    touched,
    issues,
    handlers: {
      onBlur: (event: FormEvent<HTMLFormElement>) => check(event, true),
      onChange: (event: FormEvent<HTMLFormElement>) =>
        check(event, event.target instanceof HTMLSelectElement),
      onInput: (event: FormEvent<HTMLFormElement>) => check(event, false),
    },
  };
}
