import { type CurriculumMessageKey, curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { named } from './choices.ts';
import { ResumeSelectField } from './fields.tsx';
import type { CurriculumPageProps } from './page-props.ts';
import { ResumeForm } from './ResumeForm.tsx';
import { RemoveForm } from './ResumeItem.tsx';
import { Section } from './Section.tsx';

/** The skills as chips, each with its score and a cross that removes it, and the form that adds one. */
export function SkillsSection({ resume, options, failure }: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  const scores = [1, 2, 3, 4].map((score) => ({
    value: String(score),
    label: t(`score.${score}` as CurriculumMessageKey),
  }));
  return (
    <Section id="habilidades" title={t('skills.heading')}>
      {resume.skills.length === 0 ? <p className={styles.muted}>{t('skills.none')}</p> : null}
      <ul className={styles.chips}>
        {resume.skills.map((skill) => (
          <li key={skill.id} className={styles.chip}>
            <span>
              {skill.name} · {t(`score.${skill.score}` as CurriculumMessageKey)}
            </span>
            <RemoveForm
              intent="removeSkill"
              item={{ name: 'skillId', value: skill.id }}
              label={t('removeNamed', { name: skill.name })}
              cross
            />
          </li>
        ))}
      </ul>
      <ResumeForm intent="skill" prefix="habilidad" failure={failure} submitLabel={t('skills.add')}>
        <div className={styles.grid}>
          <ResumeSelectField
            name="skillId"
            label={t('field.skillId')}
            initial=""
            choices={named(
              options.skills.filter((skill) => !resume.skills.some((mine) => mine.id === String(skill.id))),
            )}
          />
          <ResumeSelectField name="score" label={t('field.score')} initial="2" choices={scores} />
        </div>
      </ResumeForm>
    </Section>
  );
}
