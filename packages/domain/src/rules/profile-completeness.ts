import { DEFAULT_TIME_ZONE } from '../constants.ts';
import type { CandidateProfile, ProfileCountry } from '../entities/candidate-profile.ts';
import { isValidExperience } from './experience.ts';
import { isValidStudy } from './study.ts';

/**
 * "Every field of the candidate profile list" (spec §5) means the personal fields of the §3
 * candidate profile: all of them from firstName to civilStatus. The rest of that list is checked
 * by its own rule (address, studies, experiences) or is not data the candidate fills in (country
 * selects which rule applies). latitude and longitude are included: the API fills them from the
 * chosen city or address, so a profile without them has no usable location.
 */
export const REQUIRED_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'cityBirthId',
  'birthdate',
  'phone',
  'latitude',
  'longitude',
  'countryCode',
  'cityId',
  'sex',
  'gender',
  'titleOrProfession',
  'salary',
  'salaryFrequencyId',
  'currencyPayId',
  'identificationNumber',
  'identificationType',
  'civilStatus',
] as const satisfies readonly (keyof CandidateProfile)[];

/** Mexico asks only for the contact basics. */
export const MEXICO_REQUIRED_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
] as const satisfies readonly (keyof CandidateProfile)[];

export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];
export type ProfileRequirement = RequiredProfileField | 'address' | 'experiences' | 'studies';

export type ProfileForCompleteness = Partial<CandidateProfile>;

/** `language` "es" with `iso2` "MX", or a full tag in `language`, both read as es-MX. */
function isMexicanProfile(country: ProfileCountry | null | undefined): boolean {
  if (!country) return false;
  const language = country.language.trim().toLowerCase();
  const tag = language.includes('-') ? language : `${language}-${country.iso2.trim().toLowerCase()}`;
  return tag === 'es-mx';
}

/** Null, undefined and blank text are all "not filled in". */
function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

const hasId = (entry: { id?: string | null }) => isFilled(entry.id);

function hasExperience(profile: ProfileForCompleteness, now: Date, timeZone: string): boolean {
  if (profile.withoutExperience === true) return true;
  const experiences = profile.experiences ?? [];
  return (
    experiences.some(hasId) && experiences.some((experience) => isValidExperience(experience, now, timeZone))
  );
}

function hasStudies(profile: ProfileForCompleteness, now: Date, timeZone: string): boolean {
  if (profile.withoutStudies === true) return true;
  const studies = profile.studies ?? [];
  return (
    studies.length > 0 && studies.every(hasId) && studies.some((study) => isValidStudy(study, now, timeZone))
  );
}

/**
 * What the candidate still has to fill in before applying (spec §5), empty when the profile is
 * complete. Experiences need at least one saved entry and at least one valid entry; studies need
 * every entry saved and at least one valid; either is waived by its "without" mark.
 */
export function missingProfileRequirements(
  profile: ProfileForCompleteness,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ProfileRequirement[] {
  if (isMexicanProfile(profile.country)) {
    return MEXICO_REQUIRED_PROFILE_FIELDS.filter((field) => !isFilled(profile[field]));
  }
  const missing: ProfileRequirement[] = REQUIRED_PROFILE_FIELDS.filter((field) => !isFilled(profile[field]));
  if (!isFilled(profile.address)) missing.push('address');
  if (!hasExperience(profile, now, timeZone)) missing.push('experiences');
  if (!hasStudies(profile, now, timeZone)) missing.push('studies');
  return missing;
}

export function isProfileComplete(
  profile: ProfileForCompleteness,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return missingProfileRequirements(profile, now, timeZone).length === 0;
}

/**
 * The form field where a requirement is filled in: the location comes with the city of residence,
 * the calling code with the country; the rest are their own field.
 */
export function profileRequirementField(requirement: ProfileRequirement): string {
  switch (requirement) {
    case 'latitude':
    case 'longitude':
      return 'cityId';
    case 'countryCode':
      return 'countryId';
    default:
      return requirement;
  }
}

export type MissingProfileItem = { requirement: ProfileRequirement; field: string };
export type ProfileCompleteness = { percent: number; complete: boolean; missing: MissingProfileItem[] };

/**
 * How far the profile is from complete, for the progress indicator: the share of the locale's
 * requirements met (rounded down, so 100 only when nothing is missing) and what is missing, one
 * item per form field (the location and the city are one field).
 */
export function profileCompleteness(
  profile: ProfileForCompleteness,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ProfileCompleteness {
  const total = isMexicanProfile(profile.country)
    ? MEXICO_REQUIRED_PROFILE_FIELDS.length
    : REQUIRED_PROFILE_FIELDS.length + 3;
  const requirements = missingProfileRequirements(profile, now, timeZone);
  const byField = new Map<string, MissingProfileItem>();
  for (const requirement of requirements) {
    const field = profileRequirementField(requirement);
    const known = byField.get(field);
    if (!known || requirement === field) byField.set(field, { requirement, field });
  }
  return {
    percent: Math.floor(((total - requirements.length) * 100) / total),
    complete: requirements.length === 0,
    missing: [...byField.values()],
  };
}
