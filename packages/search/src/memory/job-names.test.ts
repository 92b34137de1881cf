import { describe, expect, it } from 'vitest';
import { SynonymDictionary } from '../query/synonym-dictionary.ts';
import { createBitset, forEachBit, setBit } from './bitset.ts';
import { JobNames, queryNames } from './job-names.ts';
import { TitleWords } from './title-words.ts';

// Titles of the dev set (real Chilean postings).
const TITLES = [
  'Médico Veterinario (1 vacantes)',
  'MÉDICO GENERAL',
  'Médicos Especialistas',
  'Desarrollador Full Stack',
  'Desarrollador JAVA',
  'Ingeniero Civil Industrial - Iquique',
  'Ingeniero Civil en Obras',
  'Maestro Carpintero Obra Gruesa (2 vacantes)',
  'Maestro Albañil',
  'Mecánico Soldador 4G',
  'ING. CIVIL, CIVIL ELECTRICO O EN EJECUCIÓN ELECTRICO',
];

function titlesNamingOtherJobs(
  query: string[][][],
  names = new SynonymDictionary().names(),
  titles = TITLES,
): string[] {
  const titleWords = new TitleWords();
  const slots = createBitset(titles.length);
  titles.forEach((title, slot) => {
    titleWords.add(slot, title, '');
    setBit(slots, slot);
  });
  const found: string[] = [];
  forEachBit(new JobNames(names).namingOtherJobs(titleWords, slots, queryNames(query)), (slot) =>
    found.push(titles[slot] as string),
  );
  return found;
}

describe('JobNames', () => {
  it('finds the titles that also name another job than the one searched', () => {
    // "medico" as the dictionary reads it: medico, doctor, medico general...
    const medico = [[['medico'], ['doctor'], ['medico', 'general']]];
    expect(titlesNamingOtherJobs(medico)).toContain('Médico Veterinario (1 vacantes)');
    expect(titlesNamingOtherJobs(medico)).not.toContain('MÉDICO GENERAL');
    const civilEngineer = [
      [
        ['ingeniero', 'civil'],
        ['civil', 'engineer'],
      ],
    ];
    expect(titlesNamingOtherJobs(civilEngineer)).toContain('Ingeniero Civil Industrial - Iquique');
    expect(titlesNamingOtherJobs(civilEngineer)).not.toContain('Ingeniero Civil en Obras');
    // Title words are read spelled out: "ING." is an ingeniero.
    expect(titlesNamingOtherJobs(civilEngineer)).toContain(
      'ING. CIVIL, CIVIL ELECTRICO O EN EJECUCIÓN ELECTRICO',
    );
  });

  it('does not count a name the query covers, nor a kind of the job searched', () => {
    const albanil = [[['albanil'], ['maestro', 'obra'], ['bricklayer']]];
    expect(titlesNamingOtherJobs(albanil)).toContain('Maestro Carpintero Obra Gruesa (2 vacantes)');
    expect(titlesNamingOtherJobs(albanil)).not.toContain('Maestro Albañil');
    expect(titlesNamingOtherJobs([[['desarrollador'], ['programador']]])).not.toContain(
      'Desarrollador Full Stack',
    );
  });

  it('reads a field of study as its professional', () => {
    // "ingeniería civil" is two parts; "ingeniero industrial" names another engineer.
    const found = titlesNamingOtherJobs([[['ingenieria']], [['civil']]]);
    expect(found).toContain('Ingeniero Civil Industrial - Iquique');
    expect(found).not.toContain('Ingeniero Civil en Obras');
  });

  it('takes a wide CIUO name as its own job', () => {
    const linked = new SynonymDictionary([], [['cardiologo', 'medicos especialistas']]).names();
    expect(titlesNamingOtherJobs([[['medico']]], linked)).not.toContain('Médicos Especialistas');
  });

  it('finds every title with the same words, however they are written', () => {
    const titles = ['Médico veterinario', 'Médico general', 'MEDICO VETERINARIO', 'médico, veterinario'];
    expect(titlesNamingOtherJobs([[['medico']]], undefined, titles)).toEqual([
      'Médico veterinario',
      'MEDICO VETERINARIO',
      'médico, veterinario',
    ]);
  });
});
