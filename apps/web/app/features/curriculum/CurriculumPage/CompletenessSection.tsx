import { type CurriculumMessageKey, curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import type { T } from './choices.ts';
import type { CurriculumPageProps } from './page-props.ts';

const REQUIREMENT_LABEL: Record<string, CurriculumMessageKey> = {
  experiences: 'experience.heading',
  studies: 'studies.heading',
};

function labelOfRequirement(t: T, field: string): string {
  return t(REQUIREMENT_LABEL[field] ?? (`field.${field}` as CurriculumMessageKey));
}

/** How complete the résumé is, what it still lacks (links to those fields) and, once complete, the way back. */
export function CompletenessSection({ resume, forward }: Pick<CurriculumPageProps, 'resume' | 'forward'>) {
  const t = curriculumMessages.useMessages();
  const { completeness } = resume;
  return (
    <section className={styles.progressCard} aria-labelledby="completitud-title">
      <h2 id="completitud-title" className={styles.sectionTitle}>
        {t('completeness.heading')}
      </h2>
      <label htmlFor="completitud" className={styles.progressLabel}>
        {t('completeness.label', { percent: completeness.percent })}
      </label>
      <progress id="completitud" max={100} value={completeness.percent} className={styles.progress}>
        {completeness.percent} %
      </progress>
      {completeness.complete ? (
        <p className={styles.done}>{t('completeness.done')}</p>
      ) : (
        <>
          <p>{t('completeness.missing')}</p>
          <ul className={styles.missing}>
            {completeness.missing.map((item) => (
              <li key={item.field}>
                <a href={`#field-${item.field}`}>{labelOfRequirement(t, item.field)}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {forward ? (
        completeness.complete ? (
          <a href={forward.path} className={styles.primaryLink}>
            {t('page.back')}
          </a>
        ) : (
          <p className={styles.muted}>{t('page.backIncomplete')}</p>
        )
      ) : null}
    </section>
  );
}
