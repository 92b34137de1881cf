import type { AnalystVacancy, AnalystVacancyForm } from '@camello/domain/contracts';

/** A vacancy's form as the page shows it: what was stored, or what the analyst sent back. */
export type VacancyFormValues = {
  title: string;
  descriptionHtml: string;
  /** Names (or slugs) separated by «;». */
  cities: string;
  sectors: string;
  occupation: string;
  salaryMin: string;
  salaryMax: string;
  salaryToAgree: boolean;
  salaryFrequency: string;
  currency: string;
  employmentType: string;
  educationLevel: string;
  experienceMonths: string;
  isRemote: boolean;
  remoteText: string;
  urgent: boolean;
  numberOfQuotas: string;
  videoUrl: string;
  externalApplyUrl: string;
  /** yyyy-mm-dd */
  validThrough: string;
  isConfidential: boolean;
  skills: { name: string; score: string }[];
  questions: { type: string; question: string; options: string; required: boolean }[];
};

/** Blank rows the form always offers, so that a skill or a question is added without JavaScript. */
export const BLANK_SKILLS = 3;
export const BLANK_QUESTIONS = 2;

export const emptyVacancyValues = (currency: string): VacancyFormValues => ({
  title: '',
  descriptionHtml: '',
  cities: '',
  sectors: '',
  occupation: '',
  salaryMin: '',
  salaryMax: '',
  salaryToAgree: false,
  salaryFrequency: 'MONTH',
  currency,
  employmentType: 'FULL_TIME',
  educationLevel: '',
  experienceMonths: '0',
  isRemote: false,
  remoteText: '',
  urgent: false,
  numberOfQuotas: '1',
  videoUrl: '',
  externalApplyUrl: '',
  validThrough: '',
  isConfidential: false,
  skills: [],
  questions: [],
});

const bogotaDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date(iso)) : '';

export function valuesOfVacancy(vacancy: AnalystVacancy): VacancyFormValues {
  return {
    title: vacancy.title,
    descriptionHtml: vacancy.descriptionHtml,
    cities: vacancy.cities.map((city) => city.name).join('; '),
    sectors: vacancy.sectors.map((sector) => sector.name).join('; '),
    occupation: vacancy.occupation?.title ?? '',
    salaryMin: vacancy.salaryMin?.toString() ?? '',
    salaryMax: vacancy.salaryMax?.toString() ?? '',
    salaryToAgree: vacancy.salaryToAgree,
    salaryFrequency: vacancy.salaryFrequency,
    currency: vacancy.currency,
    employmentType: vacancy.employmentType,
    educationLevel: vacancy.educationLevel ?? '',
    experienceMonths: String(vacancy.experienceMonths),
    isRemote: vacancy.isRemote,
    remoteText: vacancy.remoteText ?? '',
    urgent: vacancy.urgent,
    numberOfQuotas: String(vacancy.numberOfQuotas),
    videoUrl: vacancy.videoUrl ?? '',
    externalApplyUrl: vacancy.externalApplyUrl ?? '',
    validThrough: bogotaDate(vacancy.validThrough),
    isConfidential: vacancy.isConfidential,
    skills: vacancy.skills.map((skill) => ({ name: skill.name, score: String(skill.score) })),
    questions: vacancy.questions.map((question) => ({
      type: question.type,
      question: question.question,
      options: question.options.join('\n'),
      required: question.required,
    })),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form a browser posted, read back as values (to show again) and as the API's body. */
export function readVacancyForm(form: FormData): { values: VacancyFormValues; body: AnalystVacancyForm } {
  const skills: VacancyFormValues['skills'] = [];
  const questions: VacancyFormValues['questions'] = [];
  for (let index = 0; index < 60; index += 1) {
    const name = text(form, `skills.${index}.name`);
    if (form.has(`skills.${index}.name`) && name.trim() !== '')
      skills.push({ name, score: text(form, `skills.${index}.score`) });
    const question = text(form, `questions.${index}.question`);
    if (form.has(`questions.${index}.question`) && question.trim() !== '')
      questions.push({
        type: text(form, `questions.${index}.type`),
        question,
        options: text(form, `questions.${index}.options`),
        required: form.get(`questions.${index}.required`) === 'on',
      });
  }
  const values: VacancyFormValues = {
    title: text(form, 'title'),
    descriptionHtml: text(form, 'descriptionHtml'),
    cities: text(form, 'cities'),
    sectors: text(form, 'sectors'),
    occupation: text(form, 'occupation'),
    salaryMin: text(form, 'salaryMin'),
    salaryMax: text(form, 'salaryMax'),
    salaryToAgree: form.get('salaryToAgree') === 'on',
    salaryFrequency: text(form, 'salaryFrequency'),
    currency: text(form, 'currency'),
    employmentType: text(form, 'employmentType'),
    educationLevel: text(form, 'educationLevel'),
    experienceMonths: text(form, 'experienceMonths'),
    isRemote: form.get('isRemote') === 'on',
    remoteText: text(form, 'remoteText'),
    urgent: form.get('urgent') === 'on',
    numberOfQuotas: text(form, 'numberOfQuotas'),
    videoUrl: text(form, 'videoUrl'),
    externalApplyUrl: text(form, 'externalApplyUrl'),
    validThrough: text(form, 'validThrough'),
    isConfidential: form.get('isConfidential') === 'on',
    skills,
    questions,
  };
  const list = (value: string) =>
    value
      .split(/[;|\n]/)
      .map((item) => item.trim())
      .filter((item) => item !== '');
  // Numbers and lists go as the feed writes them; the import's schema reads and judges them.
  const body: AnalystVacancyForm = {
    title: values.title,
    descriptionHtml: values.descriptionHtml,
    cities: list(values.cities),
    sectors: list(values.sectors),
    occupation: values.occupation,
    salaryMin: values.salaryMin,
    salaryMax: values.salaryMax,
    salaryToAgree: values.salaryToAgree,
    salaryFrequency: values.salaryFrequency,
    currency: values.currency,
    employmentType: values.employmentType,
    educationLevel: values.educationLevel,
    experienceMonths: values.experienceMonths,
    isRemote: values.isRemote,
    remoteText: values.remoteText,
    urgent: values.urgent,
    numberOfQuotas: values.numberOfQuotas,
    videoUrl: values.videoUrl,
    externalApplyUrl: values.externalApplyUrl,
    validThrough: values.validThrough,
    isConfidential: values.isConfidential,
    skills: skills.map((skill) => ({ name: skill.name, score: skill.score })),
    questions: questions.map((question) => ({
      type: question.type,
      question: question.question,
      options: list(question.options.replaceAll(';', '\n')),
      required: question.required,
    })),
  };
  return { values, body };
}
