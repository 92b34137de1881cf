import { describe, expect, it } from 'vitest';
import { formatRequiredExperience } from './required-experience.ts';

describe('formatRequiredExperience', () => {
  it('says no experience for nothing, zero or less', () => {
    expect(formatRequiredExperience(null)).toBe('Sin experiencia');
    expect(formatRequiredExperience(0)).toBe('Sin experiencia');
    expect(formatRequiredExperience(-3)).toBe('Sin experiencia');
  });

  it('counts months below a year', () => {
    expect(formatRequiredExperience(1)).toBe('1 mes de experiencia');
    expect(formatRequiredExperience(11)).toBe('11 meses de experiencia');
  });

  it('counts years, with the months left over', () => {
    expect(formatRequiredExperience(12)).toBe('1 año de experiencia');
    expect(formatRequiredExperience(24)).toBe('2 años de experiencia');
    expect(formatRequiredExperience(18)).toBe('1 año y 6 meses de experiencia');
    expect(formatRequiredExperience(25)).toBe('2 años y 1 mes de experiencia');
  });

  it('drops fractions of a month and speaks English', () => {
    expect(formatRequiredExperience(6.9)).toBe('6 meses de experiencia');
    expect(formatRequiredExperience(36, 'en-US')).toBe('3 years of experience');
  });
});
