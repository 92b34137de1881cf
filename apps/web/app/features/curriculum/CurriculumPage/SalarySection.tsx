import { CURRENCIES, SALARY_FREQUENCIES } from '@camello/domain';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { ResumeSelectField, ResumeTextField } from './fields.tsx';
import type { CurriculumPageProps } from './page-props.ts';
import { ResumeForm } from './ResumeForm.tsx';
import { Section } from './Section.tsx';

/** What the person asks to earn, how often and in which currency. */
export function SalarySection({ resume, failure }: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  return (
    <Section id="aspiracion-salarial" title={t('salary.heading')}>
      <ResumeForm intent="salary" prefix="" kind="salary" failure={failure} submitLabel={t('save')}>
        <div className={styles.grid}>
          <ResumeTextField
            name="salary"
            label={t('field.salary')}
            initial={resume.salary === null ? '' : String(resume.salary)}
            inputMode="numeric"
          />
          <ResumeSelectField
            name="salaryFrequencyId"
            label={t('field.salaryFrequencyId')}
            initial={resume.salaryFrequencyId ? String(resume.salaryFrequencyId) : ''}
            choices={SALARY_FREQUENCIES.map((frequency, index) => ({
              value: String(index + 1),
              label: t(`frequency.${frequency}`),
            }))}
          />
          <ResumeSelectField
            name="currencyPayId"
            label={t('field.currencyPayId')}
            initial={resume.currencyPayId ? String(resume.currencyPayId) : ''}
            choices={CURRENCIES.map((currency, index) => ({ value: String(index + 1), label: currency }))}
          />
        </div>
      </ResumeForm>
    </Section>
  );
}
