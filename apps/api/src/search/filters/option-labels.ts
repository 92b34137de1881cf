import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  educationLevelLabel,
  employmentTypeLabel,
  formatSalary,
  type Locale,
} from '@camello/domain';
import type { CounterOption } from '@camello/domain/contracts';
import {
  EDUCATION_LEVEL_SLUGS,
  EMPLOYMENT_TYPE_SLUGS,
  type FacetCount,
  type FacetField,
  SALARY_RANGES,
} from '@camello/search';
import { filterMessages } from './filter-messages.ts';

const employmentBySlug = new Map(EMPLOYMENT_TYPES.map((type) => [EMPLOYMENT_TYPE_SLUGS[type], type]));
const educationBySlug = new Map(EDUCATION_LEVELS.map((level) => [EDUCATION_LEVEL_SLUGS[level], level]));
const salaryRangeById = new Map(SALARY_RANGES.map((range) => [range.id as string, range]));

/** Display label of a filter value in the locale. */
export function optionLabel(
  field: FacetField,
  count: Pick<FacetCount, 'id' | 'name'>,
  locale: Locale,
): string {
  if (count.name !== undefined) return count.name;
  const messages = filterMessages(locale);
  switch (field) {
    case 'employmentType': {
      const type = employmentBySlug.get(count.id);
      return type ? employmentTypeLabel(locale, type) : count.id;
    }
    case 'educationLevel': {
      const level = educationBySlug.get(count.id);
      return level ? educationLevelLabel(locale, level) : count.id;
    }
    case 'experience':
    case 'publishDate':
      return messages.rangeLabel(field, count.id);
    case 'salary': {
      const range = salaryRangeById.get(count.id);
      if (!range) return count.id;
      return formatSalary({ min: range.from, max: range.to, currency: 'COP', toAgree: false }, locale);
    }
    case 'remote':
      return messages.remote;
    case 'urgent':
      return messages.urgent;
    default:
      return count.id;
  }
}

export function toCounterOption(field: FacetField, count: FacetCount, locale: Locale): CounterOption {
  const option: CounterOption = {
    id: count.id,
    label: optionLabel(field, count, locale),
    total: count.total,
    isApplied: count.applied,
  };
  const range = field === 'salary' ? salaryRangeById.get(count.id) : undefined;
  return range ? { ...option, from: range.from, to: range.to } : option;
}
