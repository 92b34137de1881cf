import { slugify } from '@camello/domain';
import type { SeededClassifications } from './classifications.ts';
import type { CompanyDraft } from './company-generator.ts';
import type { OccupationPicker } from './occupation-demand.ts';
import type { SeededCity } from './places.ts';
import type { Random } from './random.ts';
import {
  benefits,
  closings,
  educationRequirement,
  intros,
  remoteTexts,
  responsibilitiesByMajorGroup,
  responsibilitiesBySubMajorGroup,
  schedules,
  screeningQuestions,
  skillRequirements,
  skillsByMajorGroup,
  softSkills,
  titleQualifiers,
} from './vacancy-copy.ts';

export type VacancyStatus = 'draft' | 'published' | 'paused' | 'closed' | 'expired';

export type VacancyDraft = {
  id: string;
  publicId: string;
  slug: string;
  companyId: string;
  occupationId: number;
  title: string;
  h1: string;
  descriptionHtml: string;
  status: VacancyStatus;
  numberOfQuotas: number;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryToAgree: boolean;
  salaryFrequency: 'HOUR' | 'MONTH';
  currency: string;
  employmentType: string;
  educationLevel: string | null;
  experienceMonths: number;
  isRemote: boolean;
  remoteText: string | null;
  urgent: boolean;
  fraudWarning: boolean;
  externalApplyUrl: string | null;
  publishedAt: Date | null;
  validThrough: Date | null;
  createdAt: Date;
  cityIds: number[];
  sectorIds: number[];
  skills: { skillId: number; score: number }[];
  questions: { type: string; question: string; options: string[] }[];
};

export type VacancyContext = {
  random: Random;
  now: Date;
  pickCompany: (random: Random) => CompanyDraft;
  pickCity: Record<'co' | 'mx' | 'us', (random: Random) => SeededCity>;
  cityById: ReadonlyMap<number, SeededCity>;
  occupations: OccupationPicker;
  classifications: SeededClassifications;
  publicIds: Set<string>;
};

const day = 24 * 60 * 60 * 1000;

const statuses: readonly VacancyStatus[] = ['published', 'paused', 'closed', 'expired', 'draft'];
const statusWeights = [90, 3, 3, 2, 2];

const employmentTypes = [
  'FULL_TIME',
  'FIXED_TERM',
  'TEMPORARY',
  'PART_TIME',
  'CONTRACTOR',
  'INTERNSHIP',
  'INTERN',
  'PER_DIEM',
  'OTHER',
  'VOLUNTEER',
  'unknown',
];
const employmentTypeWeights = [45, 20, 8, 8, 8, 3, 1, 2, 1, 0.5, 3.5];

const contractText: Readonly<Record<string, string>> = {
  FULL_TIME: 'Contrato a término indefinido.',
  FIXED_TERM: 'Contrato a término fijo por un año, con posibilidad de renovación.',
  TEMPORARY: 'Contrato por obra o labor a través de empresa temporal.',
  PART_TIME: 'Contrato de medio tiempo.',
  CONTRACTOR: 'Contrato de prestación de servicios.',
  INTERNSHIP: 'Contrato de aprendizaje o práctica universitaria.',
  INTERN: 'Práctica profesional con apoyo de sostenimiento.',
  PER_DIEM: 'Pago por jornada trabajada.',
  OTHER: 'Vinculación según el perfil.',
  VOLUNTEER: 'Voluntariado con reconocimiento de gastos.',
  unknown: 'Tipo de contrato a convenir.',
};

/** Monthly COP salary floor and ceiling by CIUO major group; the floor is the 2025 minimum wage. */
const copSalaryRange: Readonly<Record<string, readonly [number, number]>> = {
  '0': [2_000_000, 4_000_000],
  '1': [6_000_000, 14_000_000],
  '2': [3_000_000, 9_000_000],
  '3': [2_000_000, 5_000_000],
  '4': [1_423_500, 2_800_000],
  '5': [1_423_500, 2_500_000],
  '6': [1_423_500, 2_200_000],
  '7': [1_600_000, 3_500_000],
  '8': [1_600_000, 3_500_000],
  '9': [1_423_500, 1_800_000],
};
const minimumWage = 1_423_500;
const maximumSalary = 15_000_000;

const experienceOptions: Readonly<Record<string, readonly number[]>> = {
  '0': [12, 24],
  '1': [36, 60, 96],
  '2': [12, 24, 36, 60],
  '3': [6, 12, 24, 36],
  '4': [0, 6, 12, 24],
  '5': [0, 6, 12],
  '6': [0, 6, 12],
  '7': [6, 12, 24, 36],
  '8': [6, 12, 24],
  '9': [0, 0, 6],
};

const educationOptions: Readonly<Record<string, readonly [readonly (string | null)[], readonly number[]]>> = {
  '0': [['HIGH_SCHOOL'], [1]],
  '1': [
    ['BACHELOR_DEGREE', 'POSTGRADUATE_DEGREE'],
    [60, 40],
  ],
  '2': [
    ['BACHELOR_DEGREE', 'POSTGRADUATE_DEGREE', 'PROFESSIONAL_CERTIFICATE'],
    [75, 20, 5],
  ],
  '3': [
    ['ASSOCIATE_DEGREE', 'BACHELOR_DEGREE', 'PROFESSIONAL_CERTIFICATE'],
    [60, 20, 20],
  ],
  '4': [
    ['HIGH_SCHOOL', 'ASSOCIATE_DEGREE', 'PROFESSIONAL_CERTIFICATE'],
    [40, 35, 25],
  ],
  '5': [
    ['HIGH_SCHOOL', 'PROFESSIONAL_CERTIFICATE', null],
    [70, 20, 10],
  ],
  '6': [
    ['HIGH_SCHOOL', null],
    [40, 60],
  ],
  '7': [
    ['PROFESSIONAL_CERTIFICATE', 'HIGH_SCHOOL', 'ASSOCIATE_DEGREE'],
    [40, 40, 20],
  ],
  '8': [
    ['HIGH_SCHOOL', 'PROFESSIONAL_CERTIFICATE', null],
    [70, 20, 10],
  ],
  '9': [
    ['HIGH_SCHOOL', null],
    [50, 50],
  ],
};

// Office work can be remote; field, plant and service work almost never is.
const remoteChance: Readonly<Record<string, number>> = {
  '1': 0.23,
  '2': 0.3,
  '3': 0.19,
  '4': 0.23,
  '5': 0.03,
  '6': 0,
  '7': 0.01,
  '8': 0.01,
  '9': 0,
  '0': 0,
};

const highVolumeGroups = new Set(['5', '8', '9']);

export function generateVacancy(context: VacancyContext): VacancyDraft {
  const { random, now } = context;
  const company = context.pickCompany(random);
  const relatedGroups =
    context.classifications.sectors.find((sector) => sector.id === company.sectorId)?.relatedGroups ?? [];
  const occupation = random.chance(0.7)
    ? context.occupations.within(random, relatedGroups)
    : context.occupations.any(random);
  const majorGroup = occupation.code.slice(0, 1);

  const employmentType = random.weighted(employmentTypes, employmentTypeWeights);
  const title = vacancyTitle(
    random,
    context.occupations.title(random, occupation),
    majorGroup,
    employmentType,
  );
  const cities = vacancyCities(context, company);
  const mainCity = cities[0] as SeededCity;
  const publicId = uniquePublicId(random, context.publicIds);
  const [educationChoices, educationWeights] = educationOptions[majorGroup] ?? [[null], [1]];
  const educationLevel = random.weighted(educationChoices, educationWeights);
  const experienceMonths = random.pick(experienceOptions[majorGroup] ?? [0]);
  const isRemote = random.chance(remoteChance[majorGroup] ?? 0);
  const salary = vacancySalary(random, company.countryIso2, majorGroup, employmentType);
  const status = random.weighted(statuses, statusWeights);
  const dates = vacancyDates(random, now, status);
  const quotas =
    highVolumeGroups.has(majorGroup) || occupation.subMajorCode === '42'
      ? random.weighted([1, 2, 3, 5, 10, 15, 20], [50, 15, 10, 10, 8, 4, 3])
      : random.weighted([1, 2, 3, 5], [75, 15, 6, 4]);

  const skillPool = skillsByMajorGroup[majorGroup] ?? [];
  const skillNames = [
    ...random.sample(softSkills, random.int(1, 2)),
    ...random.sample(skillPool, random.int(2, 3)),
  ];
  const skillIds = new Map(context.classifications.skills.map((skill) => [skill.name, skill.id]));

  return {
    id: random.uuid(),
    publicId,
    slug: `${slugify(title, 60)}-en-${mainCity.slug}-${publicId}`,
    companyId: company.id,
    occupationId: occupation.id,
    title,
    h1: `${title} en ${mainCity.displayName}`,
    descriptionHtml: vacancyDescription(random, {
      title,
      companyName: company.name,
      cityName: mainCity.displayName,
      majorGroup,
      subMajorGroup: occupation.subMajorCode,
      educationLevel,
      experienceMonths,
      employmentType,
    }),
    status,
    numberOfQuotas: quotas,
    ...salary,
    employmentType,
    educationLevel,
    experienceMonths,
    isRemote,
    remoteText: isRemote ? random.pick(remoteTexts)(mainCity.displayName) : null,
    urgent: random.chance(0.08),
    fraudWarning: random.chance(0.05),
    externalApplyUrl: random.chance(0.03) ? `https://empleos.example.com/${company.slug}/${publicId}` : null,
    ...dates,
    cityIds: cities.map((city) => city.id),
    sectorIds: vacancySectors(context, company.sectorId, occupation.subMajorCode),
    skills: [...new Set(skillNames)].flatMap((name) => {
      const skillId = skillIds.get(name);
      return skillId ? [{ skillId, score: random.weighted([1, 2, 3, 4], [15, 35, 35, 15]) }] : [];
    }),
    questions: random.chance(0.15)
      ? random.sample(screeningQuestions, random.int(1, 3)).map(({ type, question, options }) => ({
          type,
          question,
          options,
        }))
      : [],
  };
}

function vacancyTitle(random: Random, baseTitle: string, majorGroup: string, employmentType: string): string {
  if (employmentType === 'PART_TIME' && random.chance(0.4)) return `${baseTitle} - medio tiempo`;
  if (!random.chance(0.15)) return baseTitle;
  const kind = ['1', '2', '3'].includes(majorGroup) ? 'professional' : 'general';
  return `${baseTitle} ${random.pick(titleQualifiers[kind] ?? [])}`;
}

function vacancyCities(context: VacancyContext, company: CompanyDraft): SeededCity[] {
  const { random } = context;
  const count = random.weighted([1, 2, 3], [75, 17, 8]);
  const headquarters = context.cityById.get(company.headquartersCityId);
  const cities: SeededCity[] = [];
  if (headquarters && random.chance(0.55)) cities.push(headquarters);
  for (let attempt = 0; cities.length < count && attempt < 20; attempt++) {
    const city = context.pickCity[company.countryIso2](random);
    if (!cities.includes(city)) cities.push(city);
  }
  return cities;
}

function vacancySectors(context: VacancyContext, companySectorId: number, subMajorCode: string): number[] {
  const { random } = context;
  if (!random.chance(0.25)) return [companySectorId];
  const related = context.classifications.sectors.filter(
    (sector) => sector.id !== companySectorId && sector.relatedGroups.includes(subMajorCode),
  );
  return related.length > 0 ? [companySectorId, random.pick(related).id] : [companySectorId];
}

function vacancySalary(
  random: Random,
  countryIso2: CompanyDraft['countryIso2'],
  majorGroup: string,
  employmentType: string,
): Pick<VacancyDraft, 'salaryMin' | 'salaryMax' | 'salaryToAgree' | 'salaryFrequency' | 'currency'> {
  if (countryIso2 === 'us') {
    const min = random.int(15, 40);
    return {
      salaryMin: min,
      salaryMax: min + random.int(0, 8),
      salaryToAgree: false,
      salaryFrequency: 'HOUR',
      currency: 'USD',
    };
  }
  if (random.chance(0.2)) {
    const currency = countryIso2 === 'mx' ? 'MXN' : 'COP';
    return { salaryMin: null, salaryMax: null, salaryToAgree: true, salaryFrequency: 'MONTH', currency };
  }
  if (countryIso2 === 'mx') {
    const min = random.int(9, 55) * 1_000;
    return {
      salaryMin: min,
      salaryMax: min + random.int(0, 10) * 1_000,
      salaryToAgree: false,
      salaryFrequency: 'MONTH',
      currency: 'MXN',
    };
  }
  const [low, high] = copSalaryRange[majorGroup] ?? [minimumWage, 2_000_000];
  const partTime = employmentType === 'PART_TIME' ? 0.5 : 1;
  const min = Math.max(
    minimumWage * partTime,
    roundTo(low + random.next() * (high - low), 50_000) * partTime,
  );
  const max = Math.min(maximumSalary, roundTo(min * (1 + random.next() * 0.35), 50_000));
  return {
    salaryMin: min,
    salaryMax: Math.max(min, max),
    salaryToAgree: false,
    salaryFrequency: 'MONTH',
    currency: 'COP',
  };
}

/**
 * Published vacancies are live: published within their 30 to 60 days of validity. The others spread
 * over the last 90 days; expired ones are past their validity.
 */
function vacancyDates(
  random: Random,
  now: Date,
  status: VacancyStatus,
): Pick<VacancyDraft, 'publishedAt' | 'validThrough' | 'createdAt'> {
  const validityDays = random.int(30, 60);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day - random.int(0, 86_399) * 1000);
  if (status === 'draft') {
    const createdAt = at(random.int(0, 20));
    return { publishedAt: null, validThrough: null, createdAt };
  }
  const ageDays =
    status === 'published' || status === 'paused'
      ? random.next() * (validityDays - 1)
      : status === 'expired'
        ? validityDays + random.next() * (90 - validityDays)
        : random.next() * 90;
  const publishedAt = new Date(now.getTime() - Math.floor(ageDays * day));
  const validThrough = new Date(publishedAt.getTime() + validityDays * day);
  const createdAt = new Date(publishedAt.getTime() - random.int(0, 3 * 86_400) * 1000);
  return { publishedAt, validThrough, createdAt };
}

type DescriptionInput = {
  title: string;
  companyName: string;
  cityName: string;
  majorGroup: string;
  subMajorGroup: string;
  educationLevel: string | null;
  experienceMonths: number;
  employmentType: string;
};

function vacancyDescription(random: Random, input: DescriptionInput): string {
  const intro = random.pick(intros)(lowerFirst(input.title), input.companyName, input.cityName);
  const dutyPool =
    responsibilitiesBySubMajorGroup[input.subMajorGroup] ??
    responsibilitiesByMajorGroup[input.majorGroup] ??
    [];
  const duties = random.sample(dutyPool, random.int(4, 6));
  const requirements = [
    input.educationLevel
      ? educationRequirement[input.educationLevel]
      : 'No se requiere formación específica.',
    experienceText(input.experienceMonths),
    ...random.sample(skillRequirements, random.int(1, 3)),
  ];
  const offers = [contractText[input.employmentType] ?? '', ...random.sample(benefits, random.int(2, 4))];
  const list = (items: readonly (string | undefined)[]) =>
    `<ul>${items
      .filter(Boolean)
      .map((item) => `<li>${escapeHtml(item as string)}</li>`)
      .join('')}</ul>`;
  return [
    `<p>${escapeHtml(intro)}</p>`,
    '<p><strong>¿Qué harás?</strong></p>',
    list(duties),
    '<p><strong>Requisitos</strong></p>',
    list(requirements),
    '<p><strong>¿Qué te ofrecemos?</strong></p>',
    list(offers),
    `<p><strong>Horario:</strong> ${escapeHtml(random.pick(schedules))}</p>`,
    `<p>${escapeHtml(random.pick(closings))}</p>`,
  ].join('');
}

function experienceText(months: number): string {
  if (months === 0) return 'No se requiere experiencia: te capacitamos.';
  if (months < 12) return `Experiencia mínima de ${months} meses en cargos similares.`;
  const years = Math.round(months / 12);
  return `Experiencia mínima de ${years} ${years === 1 ? 'año' : 'años'} en cargos similares.`;
}

function uniquePublicId(random: Random, taken: Set<string>): string {
  for (;;) {
    const id = random.token(10);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function lowerFirst(text: string): string {
  const [first = '', second = ''] = text;
  // Keep acronyms ("TIC", "SST") as they are.
  return second === second.toUpperCase() && second !== second.toLowerCase()
    ? text
    : first.toLowerCase() + text.slice(1);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
