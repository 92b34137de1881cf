import { curriculumMessages } from '../messages.ts';
import { CompletenessSection } from './CompletenessSection.tsx';
import styles from './CurriculumPage.module.css';
import { CvSection } from './CvSection.tsx';
import { ExperienceSection } from './ExperienceSection.tsx';
import { PersonalSection } from './PersonalSection.tsx';
import type { CurriculumPageProps } from './page-props.ts';
import { SalarySection } from './SalarySection.tsx';
import { SearchForms } from './SearchForms.tsx';
import { SkillsSection } from './SkillsSection.tsx';
import { StudiesSection } from './StudiesSection.tsx';

/** `/hoja-de-vida`: completeness, personal data, salary, studies, experience, skills and the file. */
export function CurriculumPage(props: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  const { resume, forward } = props;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t('page.heading')}</h1>
        <p className={styles.muted}>{t('page.intro')}</p>
      </header>

      <CompletenessSection resume={resume} forward={forward} />

      <PersonalSection {...props} />
      <SalarySection {...props} />
      <StudiesSection {...props} />
      <ExperienceSection {...props} />
      <SkillsSection {...props} />
      <CvSection resume={resume} failure={props.failure} />

      <SearchForms resume={resume} forward={forward} />
    </div>
  );
}
