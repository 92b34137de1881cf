import { describe, expect, it } from 'vitest';
import { type PlaceName, PlaceNames } from './place-names.ts';
import { foldedWords } from './words.ts';

const places = new PlaceNames([
  { kind: 'city', slug: 'bogota', names: ['Bogotá', 'Bogotá, D.C.'], rank: 1 },
  { kind: 'department', slug: 'bogota-dc', names: ['Bogotá, D.C.'], rank: null },
  { kind: 'city', slug: 'cali', names: ['Cali', 'Santiago de Cali'], rank: 3 },
  { kind: 'city', slug: 'cartagena', names: ['Cartagena', 'Cartagena de Indias'], rank: 5 },
  { kind: 'city', slug: 'santa-marta', names: ['Santa Marta'], rank: 12 },
  { kind: 'city', slug: 'soledad', names: ['Soledad'], rank: 9 },
  { kind: 'city', slug: 'la-union-narino', names: ['La Unión'], rank: 300 },
  { kind: 'city', slug: 'la-union-valle-del-cauca', names: ['La Unión'], rank: 250 },
  { kind: 'department', slug: 'antioquia', names: ['Antioquia'], rank: null },
  { kind: 'city', slug: 'jerico', names: ['Jericó'], rank: 600 },
] satisfies PlaceName[]);
const recognise = (query: string) => places.recognise(foldedWords(query));

describe('PlaceNames', () => {
  it('turns a city typed in the query into a city, official or everyday name, with or without accents', () => {
    expect(recognise('Empleos de mesero en Cartagena')).toEqual({
      words: ['empleos', 'de', 'mesero'],
      cities: ['cartagena'],
      departments: [],
    });
    expect(recognise('mesero cartagena de indias').cities).toEqual(['cartagena']);
    expect(recognise('guardia Bogota')).toEqual({ words: ['guardia'], cities: ['bogota'], departments: [] });
    expect(recognise('aseo en Bogotá, D.C.')).toEqual({
      words: ['aseo'],
      cities: [],
      departments: ['bogota-dc'],
    });
    expect(recognise('cocinero SANTA MARTA').cities).toEqual(['santa-marta']);
    expect(recognise('vendedor Santiago de Cali').cities).toEqual(['cali']);
    expect(recognise('conductor en Antioquia').departments).toEqual(['antioquia']);
  });

  it('does not match words that merely start the same', () => {
    expect(recognise('jefe de calidad')).toEqual({
      words: ['jefe', 'de', 'calidad'],
      cities: [],
      departments: [],
    });
    expect(recognise('cartageneros').cities).toEqual([]);
  });

  it('reads names that are also words, and small towns, only after "en"', () => {
    expect(recognise('soledad').cities).toEqual([]);
    expect(recognise('cajero en Soledad').cities).toEqual(['soledad']);
    expect(recognise('la union hace la fuerza').cities).toEqual([]);
    expect(recognise('vendedor en La Unión').cities).toEqual(['la-union-narino', 'la-union-valle-del-cauca']);
    expect(recognise('jerico').cities).toEqual([]);
  });
});
