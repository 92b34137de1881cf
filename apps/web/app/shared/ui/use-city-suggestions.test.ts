import { describe, expect, it } from 'vitest';
import { citySearchText, citySuggestionValues } from './use-city-suggestions.ts';

describe('city suggestions', () => {
  it('search the last city typed, without its department', () => {
    expect(citySearchText('Medellín, Antioquia')).toBe('Medellín');
    expect(citySearchText('Medellín, Antioquia; Bog')).toBe('Bog');
    expect(citySearchText('Medellín, Antioquia; ')).toBe('');
  });

  it('offer whole values: the cities found after the ones already written', () => {
    const labels = ['Bogotá, Bogotá D.C.', 'Bojacá, Cundinamarca'];
    expect(citySuggestionValues('Bog', labels)).toEqual(labels);
    expect(citySuggestionValues('Medellín, Antioquia;Cali ;; Bo', labels)).toEqual([
      'Medellín, Antioquia; Cali; Bogotá, Bogotá D.C.',
      'Medellín, Antioquia; Cali; Bojacá, Cundinamarca',
    ]);
  });
});
