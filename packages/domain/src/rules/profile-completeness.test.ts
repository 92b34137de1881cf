import { describe, expect, it } from 'vitest';
import type { CandidateProfile, Experience, Study } from '../entities/candidate-profile.ts';
import {
  isProfileComplete,
  missingProfileRequirements,
  profileCompleteness,
  REQUIRED_PROFILE_FIELDS,
} from './profile-completeness.ts';

const now = new Date('2025-06-15T17:00:00Z');

const study: Study = {
  id: 's1',
  institute: 'SENA',
  title: 'Tecnólogo en gestión logística',
  profession: 'Logística',
  startDate: '2018-01-20',
  endDate: '2020-06-30',
  inProgress: false,
  countryId: 57,
  studyType: 2,
};

const experience: Experience = {
  id: 'e1',
  company: 'Servientrega',
  position: 'Auxiliar de bodega',
  description: '',
  startDate: '2020-08-01',
  endDate: null,
  atPresent: true,
  occupationId: 9333,
  level: 1,
  cityId: 11001,
};

const colombian: CandidateProfile = {
  firstName: 'Luisa',
  lastName: 'Restrepo',
  email: 'luisa@example.co',
  cityBirthId: 5001,
  birthdate: '1998-04-12',
  phone: '3001234567',
  latitude: 4.711,
  longitude: -74.0721,
  countryCode: '+57',
  cityId: 11001,
  sex: 'F',
  gender: 'female',
  titleOrProfession: 'Tecnóloga en logística',
  salary: 2_000_000,
  salaryFrequencyId: 4,
  currencyPayId: 1,
  identificationNumber: '1020304050',
  identificationType: 'CC',
  civilStatus: 'single',
  address: 'Calle 45 # 13-20',
  country: { language: 'es', iso2: 'CO' },
  studies: [study],
  withoutStudies: false,
  experiences: [experience],
  withoutExperience: false,
};

describe('missingProfileRequirements for Colombia and every other country', () => {
  it('accepts a complete profile', () => {
    expect(missingProfileRequirements(colombian, now)).toEqual([]);
    expect(isProfileComplete(colombian, now)).toBe(true);
  });

  it.each(REQUIRED_PROFILE_FIELDS)('requires %s', (field) => {
    expect(missingProfileRequirements({ ...colombian, [field]: null }, now)).toEqual([field]);
  });

  it('treats blank text and absent fields as missing', () => {
    expect(missingProfileRequirements({ ...colombian, phone: '  ' }, now)).toEqual(['phone']);
    const { gender: _gender, ...withoutGender } = colombian;
    expect(missingProfileRequirements(withoutGender, now)).toEqual(['gender']);
  });

  it('keeps zero as a filled value', () => {
    expect(missingProfileRequirements({ ...colombian, latitude: 0, longitude: 0 }, now)).toEqual([]);
  });

  it('requires an address', () => {
    expect(missingProfileRequirements({ ...colombian, address: null }, now)).toEqual(['address']);
    expect(missingProfileRequirements({ ...colombian, address: '' }, now)).toEqual(['address']);
  });

  it('applies the full rule to other countries and to a profile without country', () => {
    expect(
      isProfileComplete({ ...colombian, country: { language: 'en', iso2: 'US' }, phone: null }, now),
    ).toBe(false);
    expect(isProfileComplete({ ...colombian, country: null, phone: null }, now)).toBe(false);
    expect(
      isProfileComplete({ ...colombian, country: { language: 'es', iso2: 'CO' }, phone: null }, now),
    ).toBe(false);
  });

  describe('experiences', () => {
    it('are waived by withoutExperience', () => {
      expect(
        missingProfileRequirements({ ...colombian, experiences: [], withoutExperience: true }, now),
      ).toEqual([]);
    });

    it('need at least one entry', () => {
      expect(missingProfileRequirements({ ...colombian, experiences: [] }, now)).toEqual(['experiences']);
    });

    it('need at least one saved entry', () => {
      expect(
        missingProfileRequirements({ ...colombian, experiences: [{ ...experience, id: null }] }, now),
      ).toEqual(['experiences']);
    });

    it('need at least one valid entry', () => {
      const invalid = { ...experience, company: '' };
      expect(missingProfileRequirements({ ...colombian, experiences: [invalid] }, now)).toEqual([
        'experiences',
      ]);
    });

    it('accept a saved invalid entry next to an unsaved valid one', () => {
      const savedInvalid = { ...experience, company: '' };
      const unsavedValid = { ...experience, id: undefined };
      expect(
        missingProfileRequirements({ ...colombian, experiences: [savedInvalid, unsavedValid] }, now),
      ).toEqual([]);
    });
  });

  describe('studies', () => {
    it('are waived by withoutStudies', () => {
      expect(missingProfileRequirements({ ...colombian, studies: [], withoutStudies: true }, now)).toEqual(
        [],
      );
    });

    it('need at least one entry', () => {
      expect(missingProfileRequirements({ ...colombian, studies: [] }, now)).toEqual(['studies']);
    });

    it('need every entry saved', () => {
      const unsaved = { ...study, id: null };
      expect(missingProfileRequirements({ ...colombian, studies: [study, unsaved] }, now)).toEqual([
        'studies',
      ]);
    });

    it('need at least one valid entry and tolerate other invalid ones', () => {
      const invalid = { ...study, id: 's2', endDate: '2030-01-01' };
      expect(missingProfileRequirements({ ...colombian, studies: [invalid] }, now)).toEqual(['studies']);
      expect(missingProfileRequirements({ ...colombian, studies: [study, invalid] }, now)).toEqual([]);
    });

    it('are judged on the date given', () => {
      const endsToday = { ...study, endDate: '2025-06-15' };
      expect(isProfileComplete({ ...colombian, studies: [endsToday] }, now)).toBe(true);
      expect(
        isProfileComplete({ ...colombian, studies: [endsToday] }, new Date('2025-06-14T17:00:00Z')),
      ).toBe(false);
    });
  });

  it('lists every missing requirement in a stable order', () => {
    expect(missingProfileRequirements({}, now)).toEqual([
      ...REQUIRED_PROFILE_FIELDS,
      'address',
      'experiences',
      'studies',
    ]);
  });
});

describe('missingProfileRequirements for Mexico', () => {
  const mexican = {
    firstName: 'Diego',
    lastName: 'Hernández',
    email: 'diego@example.mx',
    country: { language: 'es', iso2: 'MX' },
  };

  it('needs only first name, last name and email', () => {
    expect(missingProfileRequirements(mexican, now)).toEqual([]);
    expect(
      missingProfileRequirements({ ...mexican, studies: [], experiences: [], address: null }, now),
    ).toEqual([]);
  });

  it.each(['firstName', 'lastName', 'email'] as const)('requires %s', (field) => {
    expect(missingProfileRequirements({ ...mexican, [field]: null }, now)).toEqual([field]);
  });

  it('recognises the country whatever the case or a full tag in language', () => {
    expect(isProfileComplete({ ...mexican, country: { language: 'ES', iso2: 'mx' } }, now)).toBe(true);
    expect(isProfileComplete({ ...mexican, country: { language: 'es-MX', iso2: 'MX' } }, now)).toBe(true);
  });

  it('does not apply to Spanish of other countries', () => {
    expect(isProfileComplete({ ...mexican, country: { language: 'es', iso2: 'CO' } }, now)).toBe(false);
    expect(isProfileComplete({ ...mexican, country: { language: 'en', iso2: 'MX' } }, now)).toBe(false);
  });
});

describe('profileCompleteness', () => {
  it('is 100 % with nothing missing for a complete profile', () => {
    expect(profileCompleteness(colombian, now)).toEqual({ percent: 100, complete: true, missing: [] });
  });

  it('is 0 % for an empty profile and names each form field once', () => {
    const { percent, complete, missing } = profileCompleteness({}, now);
    expect(percent).toBe(0);
    expect(complete).toBe(false);
    const fields = missing.map((item) => item.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).not.toContain('latitude');
    expect(fields).not.toContain('countryCode');
    expect(missing).toContainEqual({ requirement: 'cityId', field: 'cityId' });
    expect(missing).toContainEqual({ requirement: 'countryCode', field: 'countryId' });
    expect(missing.at(-1)).toEqual({ requirement: 'studies', field: 'studies' });
  });

  it('rounds down, so one requirement short of 22 is 95 %, never 100', () => {
    expect(profileCompleteness({ ...colombian, phone: null }, now)).toEqual({
      percent: 95,
      complete: false,
      missing: [{ requirement: 'phone', field: 'phone' }],
    });
  });

  it('names the city once when only the location is missing', () => {
    expect(profileCompleteness({ ...colombian, latitude: null, longitude: null }, now).missing).toEqual([
      { requirement: 'latitude', field: 'cityId' },
    ]);
  });

  it('counts only the three contact fields in Mexico', () => {
    const mexican = { firstName: 'Diego', lastName: null, email: 'diego@example.mx' };
    expect(profileCompleteness({ ...mexican, country: { language: 'es-MX', iso2: 'MX' } }, now)).toEqual({
      percent: 66,
      complete: false,
      missing: [{ requirement: 'lastName', field: 'lastName' }],
    });
    expect(profileCompleteness({ ...mexican, country: { language: 'es', iso2: 'CO' } }, now).percent).toBe(9);
  });
});
