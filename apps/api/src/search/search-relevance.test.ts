import { describe, expect, it } from 'vitest';
import { searchOk, setUpApiApp, slugsOf, text } from '../test-support/api-app.ts';
import { closeSeededVacancies, daysAgo, insertCompany, insertVacancy } from '../test-support/job-fixtures.ts';

// Titles and descriptions as real employers wrote them (the relevance dev set, see
// packages/search/bench/relevance), filed in Colombian cities.
const postings = [
  { slug: 'desarrollador-java', title: 'Desarrollador JAVA (1 vacantes)', cities: ['medellin'], days: 9 },
  {
    slug: 'ejecutivo-desarrollo',
    title: 'Ejecutivo de Desarrollo de Negocios',
    cities: ['bogota'],
    days: 1,
  },
  {
    slug: 'analista-comercial',
    title: 'Analista comercial',
    description: '<p>Apoyo al desarrollo de nuevos productos y a su programa de ventas.</p>',
    cities: ['bogota'],
    days: 2,
  },
  { slug: 'maestro-gasfiter', title: 'MAESTRO GASFITER (2 vacantes)', cities: ['cali'], days: 3 },
  { slug: 'garzon-cartagena', title: 'Garzón/na (5 vacantes)', cities: ['cartagena'], days: 4 },
  { slug: 'garzon-bogota', title: 'GARZON(A) (2 vacantes)', cities: ['bogota'], days: 2 },
  { slug: 'auxiliar-de-aseo', title: 'AUXILIAR DE ASEO (4 vacantes)', cities: ['cali'], days: 5 },
  { slug: 'jefe-de-calidad', title: 'Jefe de Calidad planta de alimentos', cities: ['medellin'], days: 6 },
  { slug: 'tecnologo-medico', title: 'Tecnólogo Médico (1 vacantes)', cities: ['cali'], days: 1 },
  { slug: 'medico-cirujano', title: 'MEDICO CIRUJANO PARA CLINICA', cities: ['cali'], days: 8 },
  { slug: 'soldador', title: 'Soldador 3G - Talcahuano (21 vacantes)', cities: ['cucuta'], days: 3 },
  { slug: 'electricista', title: 'Electricista de mantenimiento', cities: ['pereira'], days: 7 },
  { slug: 'guardia', title: 'GUARDIA DE SEGURIDAD- Copiapó', cities: ['bogota'], days: 2 },
  { slug: 'medico-veterinario', title: 'Medico Veterinario Independencia', cities: ['cali'], days: 0 },
  {
    slug: 'supervisor-soldadura',
    title: 'Supervisor de Producción (Soldadura)',
    cities: ['cali'],
    days: 2,
  },
  {
    slug: 'maestro-carpintero',
    title: 'Maestro Carpintero Obra Gruesa (2 vacantes)',
    description: '<p>Solo se atenderá vía whatsapp con Mickel Herrera, adjuntando tu CV.</p>',
    cities: ['cali'],
    days: 1,
  },
  { slug: 'maestro-albanil', title: 'Maestro Albañil', cities: ['cali'], days: 4 },
  { slug: 'cocinera', title: 'Cocinera/o Residencia de Ancianos (1 vacantes)', cities: ['cali'], days: 5 },
  {
    slug: 'instalador-domiciliario',
    title: 'Instalador Domiciliario con experiencia (Quinta Región)',
    cities: ['cali'],
    days: 0,
  },
  { slug: 'repartidor', title: 'Repartidor en moto', cities: ['cali'], days: 3 },
];

const jobs = setUpApiApp({
  load: async (db) => {
    await closeSeededVacancies(db);
    await insertCompany(db, { slug: 'bolsa-relevancia', name: 'Bolsa de relevancia' });
    for (const posting of postings) {
      await insertVacancy(db, {
        slug: posting.slug,
        title: posting.title,
        description: posting.description,
        company: 'bolsa-relevancia',
        cities: posting.cities,
        publishedAt: daysAgo(posting.days),
      });
    }
  },
});

const found = async (term: string) => slugsOf(await searchOk(jobs.app, text(term)));

describe('search relevance on real titles', () => {
  it('finds a job by its everyday, regional or English name', async () => {
    expect(await found('plomero')).toEqual(['maestro-gasfiter']);
    expect(await found('mesero')).toEqual(['garzon-bogota', 'garzon-cartagena']);
    expect(await found('celador')).toEqual(['guardia']);
    expect(await found('security guard')).toEqual(['guardia']);
    expect(await found('welder')).toEqual(['soldador']);
  });

  it('does not let an unrelated word with the same stem satisfy an occupation', async () => {
    // desarrollador and desarrollo both stem to "desarroll"; programador and programa to "program".
    expect(await found('desarrollador')).toEqual(['desarrollador-java']);
    expect(await found('programador')).toEqual(['desarrollador-java']);
    // A field is not an occupation: "desarrollo" keeps every word of its stem.
    expect(await found('desarrollo')).toEqual([
      'ejecutivo-desarrollo',
      'desarrollador-java',
      'analista-comercial',
    ]);
    expect(await found('soldado profesional')).toEqual([]);
    // Herrera, a surname and a place (Olaya Herrera), is not the feminine of herrero.
    expect(await found('herrero')).toEqual([]);
  });

  it('turns a place in the text into the city, by whole words and without accents', async () => {
    expect(await found('mesero en Cartagena')).toEqual(['garzon-cartagena']);
    expect(await found('Empleos de mesero en Bogota')).toEqual(['garzon-bogota']);
    expect(await found('cucuta')).toEqual(['soldador']);
    expect(await found('jefe de calidad')).toEqual(['jefe-de-calidad']);
  });

  it('says which places the text named, and the rest of the text as typed', async () => {
    const { textPlaces } = await searchOk(jobs.app, text('Empleos de Mesero en Cartagena'));
    expect(textPlaces).toEqual({
      text: 'Mesero',
      places: [{ field: 'city', id: 'cartagena', label: 'Cartagena' }],
    });
    expect((await searchOk(jobs.app, text('mesero'))).textPlaces).toBeUndefined();
  });

  it('ranks titles that start with the job first, then by recency', async () => {
    expect(await found('medico')).toEqual(['medico-cirujano', 'tecnologo-medico', 'medico-veterinario']);
  });

  it('ranks the words typed before their synonyms, each first where they start the title', async () => {
    // In Chile "domiciliario" is mostly an adjective; the typed word, not at the head, comes last.
    expect(await found('domiciliario')).toEqual(['repartidor', 'instalador-domiciliario']);
  });

  it('ranks titles that also name another job after those that name only the one searched', async () => {
    // "maestro de obra" is another name of an albañil; "Maestro carpintero" is a carpintero.
    expect(await found('albañil')).toEqual(['maestro-albanil', 'maestro-carpintero']);
  });

  it('reads the words of a title written with a slash', async () => {
    // PostgreSQL reads "Cocinera/o" as one file-path token, which no query would match.
    expect(await found('cocinero')).toEqual(['cocinera']);
    expect(await found('cocineras')).toEqual(['cocinera']);
  });

  it('reads longer words with a typing mistake', async () => {
    expect(await found('auxilar de aseo')).toEqual(['auxiliar-de-aseo']);
    expect(await found('electrisista')).toEqual(['electricista']);
    expect(await found('aseo')).toEqual(['auxiliar-de-aseo']);
  });
});
