import { SKILL_SCORE_MAX, type Skill } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import styles from './JobDetail.module.css';

/** Required skills, each with its level (1 to 4) drawn as a bar. */
export function SkillsCard({ skills, Heading }: { skills: readonly Skill[]; Heading: 'h2' | 'h3' }) {
  const { t } = useI18n();
  return (
    <section className={styles.card} aria-labelledby="job-skills-title">
      <Heading id="job-skills-title" className={styles.cardTitle}>
        {t('jobDetail.skills')}
      </Heading>
      <ul className={styles.skills}>
        {skills.map((skill) => (
          <li key={skill.id} className={styles.skill}>
            <span>{skill.name}</span>
            <span
              role="img"
              aria-label={t('jobDetail.skillLevel', { score: skill.score, max: SKILL_SCORE_MAX })}
              className={styles.skillBar}
            >
              {Array.from({ length: SKILL_SCORE_MAX }, (_, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the segments of a bar are positions
                  key={index}
                  className={index < skill.score ? `${styles.segment} ${styles.filled}` : styles.segment}
                />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
