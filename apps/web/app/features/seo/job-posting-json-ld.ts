import type { JobPosting } from '@camello/domain/contracts';
import { crawlableImageUrl } from './crawlable-image-url.ts';
import type { JsonLdObject } from './json-ld.tsx';

/** What a JobPosting is built from: the API's answer to `calls.jobs.jobPosting`. */
export type JobPostingSource = Omit<JobPosting, 'slug' | 'updatedAt' | 'experienceMonths' | 'company'> & {
  readonly company: Omit<JobPosting['company'], 'slug' | 'isPublic'>;
};

/** Google's employmentType values; our FIXED_TERM is a temporary contract, INTERNSHIP an internship. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACTOR: 'CONTRACTOR',
  TEMPORARY: 'TEMPORARY',
  FIXED_TERM: 'TEMPORARY',
  INTERN: 'INTERN',
  INTERNSHIP: 'INTERN',
  VOLUNTEER: 'VOLUNTEER',
  PER_DIEM: 'PER_DIEM',
  OTHER: 'OTHER',
};

/** The country of a remote job's applicants: where its cities are, else Colombia. */
const COUNTRY_NAMES: Record<string, string> = { CO: 'Colombia', MX: 'México', US: 'Estados Unidos' };

function baseSalary(salary: JobPostingSource['salary']): JsonLdObject | null {
  const min = salary.min && salary.min > 0 ? salary.min : null;
  const max = salary.max && salary.max > 0 ? salary.max : null;
  if (salary.toAgree || (min === null && max === null)) return null;
  const value =
    min !== null && max !== null && min !== max
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: salary.frequency }
      : { '@type': 'QuantitativeValue', value: min ?? max, unitText: salary.frequency };
  return { '@type': 'MonetaryAmount', currency: salary.currency, value };
}

/**
 * schema.org JobPosting with Google's required properties (title, description, datePosted,
 * hiringOrganization, jobLocation or TELECOMMUTE with applicantLocationRequirements) and the
 * recommended ones the data has (validThrough, employmentType, baseSalary, identifier, directApply).
 */
export function jobPostingJsonLd(job: JobPostingSource, pageUrl: string): JsonLdObject {
  const jobLocation = job.cities.map((city) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: city.name,
      addressRegion: city.region,
      addressCountry: city.countryCode,
    },
  }));
  const countries = [...new Set(job.cities.map((city) => city.countryCode))];
  const salary = baseSalary(job.salary);
  const employmentType = EMPLOYMENT_TYPES[job.employmentType];
  const logo = crawlableImageUrl(job.company.logoUrl, pageUrl);
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.publishedAt,
    ...(job.validThrough && { validThrough: job.validThrough }),
    ...(employmentType && { employmentType }),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.websiteUrl && { sameAs: job.company.websiteUrl }),
      ...(logo && { logo }),
    },
    ...(jobLocation.length > 0 && { jobLocation }),
    ...(job.isRemote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: (countries.length > 0 ? countries : ['CO']).map((code) => ({
        '@type': 'Country',
        name: COUNTRY_NAMES[code] ?? code,
      })),
    }),
    ...(salary && { baseSalary: salary }),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.publicId },
    directApply: job.directApply,
    totalJobOpenings: job.numberOfQuotas,
    url: pageUrl,
  };
}
