import type { LandingType } from '@camello/domain';
import type { EntityField } from '@camello/search';

/**
 * Readable Spanish slugs of the landings generated from the data (decision: landings are not
 * stored rows but views of cities, departments, sectors, occupations, companies and job titles).
 * Every type has its own prefix, so a slug names one landing; the parts are the entities' slugs.
 */
export const LANDING_SLUG_PREFIX = {
  'by-location': 'empleos-en-',
  'by-location-state': 'empleos-en-el-departamento-de-',
  'by-sector': 'empleos-en-el-sector-',
  'by-occupation-category': 'empleos-en-el-area-de-',
  'by-location-ocupacol': 'empleos-en-el-area-de-',
  'by-occupation': 'empleos-de-',
  'by-occupation-with-location': 'empleos-de-',
  'by-company': 'trabaja-en-',
  'search-hit': 'ofertas-de-',
} as const satisfies Record<LandingType, string>;

const PLACE_SEPARATOR = '-en-';

/** The entity fields a landing type filters on, in slug order. */
export const LANDING_FIELDS = {
  'by-location': ['city'],
  'by-location-state': ['department'],
  'by-sector': ['sector'],
  'by-occupation-category': ['category'],
  'by-location-ocupacol': ['category', 'city'],
  'by-occupation': ['occupation'],
  'by-occupation-with-location': ['occupation', 'city'],
  'by-company': ['company'],
  'search-hit': [],
} as const satisfies Record<LandingType, readonly EntityField[]>;

export type LandingKey = {
  type: LandingType;
  /** Entity slugs by field, e.g. `{ occupation: 'auxiliares-contables', city: 'cali' }`. */
  parts: Partial<Record<EntityField, string>>;
  /** Job-title slug of a search-hit landing. */
  term?: string;
};

/** The slug of a landing, e.g. `empleos-de-auxiliares-contables-en-cali`. */
export function landingSlug(key: LandingKey): string {
  const prefix = LANDING_SLUG_PREFIX[key.type];
  if (key.type === 'search-hit') return `${prefix}${key.term ?? ''}`;
  const values = LANDING_FIELDS[key.type].map((field) => key.parts[field] ?? '');
  return `${prefix}${values.join(PLACE_SEPARATOR)}`;
}

/**
 * Every way a slug could be read, most specific first. Entity slugs may themselves contain
 * `-en-`, so a two-part slug gives one reading per separator; the caller keeps the first whose
 * entities exist.
 */
export function landingSlugReadings(slug: string): LandingKey[] {
  const readings: LandingKey[] = [];
  const after = (prefix: string) => (slug.startsWith(prefix) ? slug.slice(prefix.length) : null);
  const single = (type: LandingType, field: EntityField, prefix: string) => {
    const rest = after(prefix);
    if (rest) readings.push({ type, parts: { [field]: rest } });
  };
  const pairs = (type: LandingType, first: EntityField, prefix: string) => {
    const rest = after(prefix);
    if (!rest) return;
    for (const [left, right] of splitsAt(rest, PLACE_SEPARATOR)) {
      readings.push({ type, parts: { [first]: left, city: right } });
    }
  };
  single('by-location-state', 'department', LANDING_SLUG_PREFIX['by-location-state']);
  single('by-sector', 'sector', LANDING_SLUG_PREFIX['by-sector']);
  pairs('by-location-ocupacol', 'category', LANDING_SLUG_PREFIX['by-location-ocupacol']);
  single('by-occupation-category', 'category', LANDING_SLUG_PREFIX['by-occupation-category']);
  single('by-location', 'city', LANDING_SLUG_PREFIX['by-location']);
  pairs('by-occupation-with-location', 'occupation', LANDING_SLUG_PREFIX['by-occupation-with-location']);
  single('by-occupation', 'occupation', LANDING_SLUG_PREFIX['by-occupation']);
  single('by-company', 'company', LANDING_SLUG_PREFIX['by-company']);
  const term = after(LANDING_SLUG_PREFIX['search-hit']);
  if (term) readings.push({ type: 'search-hit', parts: {}, term });
  return readings;
}

/** `a-en-b-en-c` split at `-en-`: [a, b-en-c], [a-en-b, c]. */
function splitsAt(value: string, separator: string): [string, string][] {
  const splits: [string, string][] = [];
  let from = value.indexOf(separator);
  while (from > 0) {
    const right = value.slice(from + separator.length);
    if (right) splits.push([value.slice(0, from), right]);
    from = value.indexOf(separator, from + 1);
  }
  return splits;
}
