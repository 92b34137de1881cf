import type { ResumeExperience } from '@camello/domain/contracts';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { named } from './choices.ts';
import { ResumeCheckboxField, ResumeSelectField, ResumeTextField } from './fields.tsx';
import type { CurriculumPageProps } from './page-props.ts';
import { ResumeDateField } from './ResumeDateField.tsx';
import { isOpen, ResumeForm } from './ResumeForm.tsx';
import { AddItem, ResumeItem } from './ResumeItem.tsx';
import { ResumeSearchSelectField } from './ResumeSearchSelectField.tsx';
import { searchProps } from './SearchForms.tsx';
import { Section } from './Section.tsx';

/** The jobs: "without experience", each job with its edit and remove forms, and one to add. */
export function ExperienceSection(props: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  const { resume, failure, search } = props;
  return (
    <Section id="experiencia" title={t('experience.heading')}>
      <span id="field-experiences" tabIndex={-1} />
      <ResumeForm
        intent="withoutExperience"
        prefix="sin-experiencia"
        failure={failure}
        submitLabel={t('save')}
      >
        <ResumeCheckboxField
          name="withoutExperience"
          label={t('field.withoutExperience')}
          initial={resume.withoutExperience}
        />
      </ResumeForm>
      {resume.experiences.length === 0 ? <p className={styles.muted}>{t('experience.none')}</p> : null}
      <ul className={styles.items}>
        {resume.experiences.map((experience) => {
          const form = `experiencia-${experience.id}`;
          return (
            <ResumeItem
              key={experience.id}
              title={
                <>
                  {experience.position} · {experience.company}
                </>
              }
              detail={
                <>
                  {experience.cityName} · {experience.startDate} –{' '}
                  {experience.atPresent ? t('experience.atPresent') : experience.endDate}
                </>
              }
              open={isOpen(failure, 'experience', experience.id) || search?.form === form}
              editLabel={t('experience.editNamed', { name: experience.position })}
              remove={{
                intent: 'removeExperience',
                item: { name: 'itemId', value: experience.id },
                label: t('removeNamed', { name: experience.position }),
              }}
            >
              <ResumeForm
                intent="experience"
                itemId={experience.id}
                prefix={form}
                kind="experience"
                failure={failure}
                submitLabel={t('save')}
              >
                <ExperienceFields experience={experience} form={form} props={props} />
              </ResumeForm>
            </ResumeItem>
          );
        })}
      </ul>
      <AddItem
        open={isOpen(failure, 'experience', null) || search?.form === 'experiencia-nueva'}
        label={t('experience.add')}
      >
        <ResumeForm
          intent="experience"
          prefix="experiencia-nueva"
          kind="experience"
          failure={failure}
          submitLabel={t('add')}
        >
          <ExperienceFields experience={null} form="experiencia-nueva" props={props} />
        </ResumeForm>
      </AddItem>
    </Section>
  );
}

function ExperienceFields({
  experience,
  form,
  props,
}: {
  experience: ResumeExperience | null;
  form: string;
  props: CurriculumPageProps;
}) {
  const t = curriculumMessages.useMessages();
  return (
    <div className={styles.grid}>
      <ResumeTextField
        name="company"
        label={t('field.company')}
        initial={experience?.company ?? ''}
        limit="input"
      />
      <ResumeTextField
        name="position"
        label={t('field.position')}
        initial={experience?.position ?? ''}
        limit="input"
      />
      <ResumeSearchSelectField
        name="occupationId"
        label={t('field.occupationId')}
        {...searchProps(
          props,
          form,
          'occupationId',
          experience ? { id: experience.occupationId ?? 0, name: experience.occupationName } : null,
        )}
      />
      <ResumeSelectField
        name="level"
        label={t('field.level')}
        initial={experience?.level ? String(experience.level) : ''}
        choices={named(props.options.positionLevels)}
      />
      <ResumeSearchSelectField
        name="cityId"
        label={t('field.experienceCityId')}
        {...searchProps(
          props,
          form,
          'experienceCityId',
          experience ? { id: experience.cityId ?? 0, name: experience.cityName } : null,
        )}
      />
      <ResumeDateField
        name="startDate"
        label={t('field.startDate')}
        initial={experience?.startDate ?? null}
        years={props.years}
      />
      <ResumeDateField
        name="endDate"
        label={t('field.endDate')}
        initial={experience?.endDate ?? null}
        years={props.years}
      />
      <ResumeCheckboxField
        name="atPresent"
        label={t('field.atPresent')}
        initial={experience?.atPresent ?? false}
      />
      <ResumeTextField
        name="description"
        label={t('field.description')}
        initial={experience?.description ?? ''}
        limit="textArea"
        multiline
      />
    </div>
  );
}
