import type { Db } from '@camello/db';
import {
  closeSeededVacancies,
  daysAgo,
  insertCompany,
  insertVacancy,
  NOW,
  type VacancyFixture,
} from './job-fixtures.ts';

const HOUR = 3_600_000;

/**
 * The vacancies the search tests assert on, by slug. Only these are searchable: the seeded ones
 * are closed first. Every "médico" below that must not show says why in its slug.
 */
export const searchFixtures: VacancyFixture[] = [
  {
    slug: 'medico-general-medellin',
    title: 'Médico general',
    company: 'clinica-aurora',
    occupation: 'medicos-generales',
    sectors: ['salud'],
    cities: ['medellin'],
    employmentType: 'FULL_TIME',
    educationLevel: 'BACHELOR_DEGREE',
    experienceMonths: 24,
    salary: { min: 6_000_000, max: 8_000_000 },
    quotas: 2,
    publishedAt: daysAgo(1),
    skills: [
      { name: 'Trabajo en equipo', score: 3 },
      { name: 'Atención al detalle', score: 4 },
    ],
    questions: 2,
    videoUrl: 'https://videos.example.com/medico-general.mp4',
  },
  {
    slug: 'medica-pediatra-bogota',
    title: 'Médica pediatra',
    company: 'clinica-aurora',
    occupation: 'medicos-generales',
    sectors: ['salud'],
    cities: ['bogota'],
    employmentType: 'FIXED_TERM',
    educationLevel: 'POSTGRADUATE_DEGREE',
    experienceMonths: 60,
    salary: { min: 9_000_000, max: 12_000_000 },
    quotas: 1,
    publishedAt: daysAgo(5),
  },
  {
    slug: 'enfermero-jefe-bogota',
    title: 'Enfermero jefe',
    company: 'clinica-aurora',
    occupation: 'profesionales-de-enfermeria',
    sectors: ['salud'],
    cities: ['bogota'],
    employmentType: 'FIXED_TERM',
    educationLevel: 'BACHELOR_DEGREE',
    experienceMonths: 12,
    salary: { min: 3_500_000, max: 4_500_000 },
    quotas: 3,
    publishedAt: daysAgo(3),
  },
  {
    slug: 'auxiliar-de-enfermeria-envigado',
    title: 'Auxiliar de enfermería',
    company: 'clinica-aurora',
    occupation: 'tecnicos-y-profesionales-del-nivel-medio-en-enfermeria',
    sectors: ['salud'],
    cities: ['envigado', 'medellin'],
    employmentType: 'TEMPORARY',
    educationLevel: 'ASSOCIATE_DEGREE',
    experienceMonths: 6,
    salary: 'toAgree',
    quotas: 5,
    urgent: true,
    publishedAt: daysAgo(10),
  },
  {
    slug: 'ingeniero-de-sistemas-cali',
    title: 'Ingeniero de Sistemas',
    company: 'software-andino',
    occupation: 'desarrolladores-de-software',
    sectors: ['tecnologia-e-informatica'],
    cities: ['cali'],
    employmentType: 'FULL_TIME',
    educationLevel: 'BACHELOR_DEGREE',
    experienceMonths: 36,
    salary: { min: 5_000_000, max: 7_000_000 },
    remote: true,
    remoteText: 'Trabajo 100 % remoto desde cualquier ciudad de Colombia',
    quotas: 1,
    publishedAt: daysAgo(2),
  },
  {
    slug: 'desarrolladora-backend-bogota',
    title: 'Desarrolladora backend',
    company: 'software-andino',
    occupation: 'desarrolladores-de-software',
    sectors: ['tecnologia-e-informatica'],
    cities: ['bogota'],
    employmentType: 'CONTRACTOR',
    educationLevel: 'PROFESSIONAL_CERTIFICATE',
    experienceMonths: 72,
    salary: { min: 8_000_000, max: 10_000_000 },
    remote: true,
    quotas: 2,
    publishedAt: daysAgo(20),
  },
  {
    slug: 'coordinador-de-servicios-rionegro',
    title: 'Coordinador de servicios',
    company: 'software-andino',
    occupation: 'contadores',
    sectors: ['tecnologia-e-informatica'],
    cities: ['rionegro'],
    description: '<p>Coordinarás la agenda del médico ocupacional y los exámenes de ingreso.</p>',
    employmentType: 'PART_TIME',
    educationLevel: null,
    experienceMonths: 0,
    salary: { min: 1_500_000, max: 1_500_000 },
    quotas: 1,
    publishedAt: daysAgo(4),
  },
  {
    slug: 'recepcionista-centro-medico',
    title: 'Recepcionista',
    company: 'centro-medico-del-valle',
    sectors: ['salud'],
    cities: ['cali'],
    employmentType: 'PART_TIME',
    educationLevel: 'HIGH_SCHOOL',
    experienceMonths: 6,
    salary: { min: 15, max: 18, currency: 'USD', frequency: 'HOUR' },
    quotas: 1,
    publishedAt: daysAgo(6),
  },
  // Never in public results.
  { slug: 'medico-laboral-privado', title: 'Médico laboral', company: 'marca-privada', cities: ['bello'] },
  {
    slug: 'medico-auditor-vencido',
    title: 'Médico auditor',
    company: 'clinica-aurora',
    publishedAt: daysAgo(40),
    validThrough: new Date(NOW.getTime() - HOUR),
  },
  {
    slug: 'medico-de-urgencias-programado',
    title: 'Médico de urgencias',
    company: 'clinica-aurora',
    publishedAt: new Date(NOW.getTime() + 24 * HOUR),
  },
  {
    slug: 'medico-ocupacional-pausado',
    title: 'Médico ocupacional',
    company: 'clinica-aurora',
    status: 'paused',
  },
  { slug: 'medico-domiciliario-inactiva', title: 'Médico domiciliario', company: 'empresa-inactiva' },
  { slug: 'medico-borrador', title: 'Médico borrador', company: 'clinica-aurora', status: 'draft' },
];

/** The slugs public searches can return. */
export const publicSlugs = searchFixtures.slice(0, 8).map((fixture) => fixture.slug);

/** Loads the fixtures; returns vacancy ids by slug. */
export async function loadSearchFixtures(db: Db): Promise<Map<string, string>> {
  await closeSeededVacancies(db);
  await insertCompany(db, {
    slug: 'clinica-aurora',
    name: 'Clínica Aurora',
    facebookUrl: 'https://facebook.com/aurora',
  });
  await insertCompany(db, { slug: 'software-andino', name: 'Software Andino S.A.S.' });
  await insertCompany(db, { slug: 'centro-medico-del-valle', name: 'Centro Médico del Valle' });
  await insertCompany(db, {
    slug: 'marca-privada',
    name: 'Marca Privada',
    jobSiteKind: 0,
    parentSlug: 'clinica-aurora',
  });
  await insertCompany(db, { slug: 'empresa-inactiva', name: 'Empresa Inactiva', isActive: false });
  const ids = new Map<string, string>();
  for (const fixture of searchFixtures) ids.set(fixture.slug, await insertVacancy(db, fixture));
  return ids;
}
