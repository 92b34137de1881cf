import { describe, expect, it } from 'vitest';
import { filterDefinitionFixture } from '../../testing/filter-definition-fixture.ts';
import {
  alphabetLetterOf,
  appliedFilterCount,
  filterGroups,
  type ListingFilterDefinition,
} from './filter-options.ts';

const definition = (field: string, child?: ListingFilterDefinition): ListingFilterDefinition =>
  filterDefinitionFixture(field, { repository: field, ...(child && { child }) });

describe('filterGroups', () => {
  it('shows a card only when it has values, each parent followed by its child', () => {
    const groups = filterGroups([definition('department', definition('city')), definition('sector')], {
      department: [{ id: 'antioquia', label: 'Antioquia', total: 3, isApplied: true }],
      city: [{ id: 'medellin', label: 'Medellín', total: 2, isApplied: false }],
      sector: [],
    });
    expect(groups.map((group) => group.definition.field)).toEqual(['department', 'city']);
    expect(groups[0]?.childFields).toEqual(['city']);
    expect(appliedFilterCount(groups)).toBe(1);
  });
});

describe('alphabetLetterOf', () => {
  it('files accented initials under their plain letter but keeps Ñ apart', () => {
    expect(alphabetLetterOf('Ángel Seguros')).toBe('A');
    expect(alphabetLetterOf('ñandú')).toBe('Ñ');
    expect(alphabetLetterOf('Nutresa')).toBe('N');
    expect(alphabetLetterOf('3M Colombia')).toBeNull();
  });
});
