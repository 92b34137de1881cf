import { describe, expect, it } from 'vitest';
import { ciuoFamilies, contentWords, SynonymDictionary } from './synonym-dictionary.ts';

const dictionary = new SynonymDictionary();
const alternativesOf = (query: string) =>
  dictionary
    .expand(contentWords(query))
    .map((concept) => concept.alternatives.map((words) => words.join(' ')));

describe('SynonymDictionary', () => {
  it('finds the everyday and regional names of a job that share no word with it', () => {
    // Real titles of the dev set: "Garzón/na (5 vacantes)", "Gasfiter (1 vacantes)", "OPERARIO GRUA HORQUILLA".
    expect(alternativesOf('mesero')[0]).toEqual(expect.arrayContaining(['mesero', 'garzon', 'camarero']));
    expect(alternativesOf('plomero')[0]).toEqual(expect.arrayContaining(['gasfiter', 'fontanero']));
    expect(alternativesOf('montacarguista')[0]).toContain('grua horquilla');
  });

  it('reads English job titles', () => {
    expect(alternativesOf('Security guard')[0]).toContain('guardia seguridad');
    expect(alternativesOf('truck driver')[0]).toContain('tractomulero');
  });

  it('matches a name in any gender and number, and the longest name first', () => {
    expect(alternativesOf('meseras')[0]).toContain('garzon');
    expect(alternativesOf('conductores de camión')).toHaveLength(1);
    expect(alternativesOf('conductor de camion')[0]).toContain('camionero');
  });

  it('reads a word that names a property of every object as a plain word', () => {
    for (const word of ['constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(alternativesOf(word)).toEqual([[word.toLowerCase()]]);
  });

  it('does not widen a name to the shorter names inside it', () => {
    const [medicoGeneral] = alternativesOf('médico general');
    expect(medicoGeneral).toContain('physician');
    expect(medicoGeneral).not.toContain('medico');
  });

  it('reads a name made of two names of the job as either of them', () => {
    // Dev-set titles "Líder QA", "Tester de Aplicaciones Senior" answer "QA tester".
    expect(alternativesOf('QA tester')[0]).toEqual(expect.arrayContaining(['qa', 'tester', 'qa tester']));
  });

  it('expands abbreviations of title words, keeping the abbreviation', () => {
    expect(alternativesOf('aux contable')).toEqual([
      expect.arrayContaining(['aux contable', 'auxiliar contable']),
    ]);
    expect(alternativesOf('ing civil')).toEqual([expect.arrayContaining(['ing civil', 'ingeniero civil'])]);
    expect(alternativesOf('ing de sistemas')).toEqual([['ing', 'ingeniero', 'ingenieria'], ['sistemas']]);
  });

  it('puts the words typed, or their abbreviation spelled out, before the synonyms', () => {
    const [recepcionista] = dictionary.expand(contentWords('recepcionistas'));
    expect(recepcionista?.alternatives.slice(0, recepcionista.typed)).toEqual([
      ['recepcionistas'],
      ['recepcionista'],
    ]);
    expect(recepcionista?.alternatives.slice(recepcionista.typed)).toContainEqual(['anfitriona']);
    const [auxContable] = dictionary.expand(contentWords('aux contable'));
    expect(auxContable?.alternatives.slice(0, auxContable.typed)).toEqual([
      ['aux', 'contable'],
      ['auxiliar', 'contable'],
    ]);
    expect(auxContable?.alternatives.slice(auxContable.typed)).toContainEqual(['asistente', 'contable']);
  });

  it('leaves other words alone', () => {
    expect(alternativesOf('java senior')).toEqual([['java'], ['senior']]);
  });
});

describe('ciuoFamilies', () => {
  it('follows CIUO links one way only', () => {
    const linked = new SynonymDictionary([['panadero', 'baker']], [['pizzero', 'panaderos']]);
    const expand = (query: string) =>
      linked.expand(contentWords(query))[0]?.alternatives.map((words) => words.join(' '));
    expect(expand('pizzero')).toEqual(['pizzero', 'panaderos']);
    expect(expand('panaderos')).toEqual(['panaderos', 'panadero', 'baker']);
  });

  it('leads one-word CIUO titles to the first part of their unit group name', () => {
    const families = ciuoFamilies([
      { title: 'Celador', group: 'Guardias de seguridad' },
      { title: 'Plomero', group: 'Fontaneros e instaladores de tuberías' },
      { title: 'Cotero', group: 'Obreros y peones de carga' },
      { title: 'Guardia de seguridad', group: 'Guardias de seguridad' },
      { title: 'Mesero', group: 'Meseros' },
    ]);
    expect(families).toEqual([
      ['celador', 'guardias seguridad'],
      ['plomero', 'fontaneros'],
    ]);
  });
});
