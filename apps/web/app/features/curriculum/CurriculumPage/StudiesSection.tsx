import type { ResumeStudy } from '@camello/domain/contracts';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { named } from './choices.ts';
import { ResumeCheckboxField, ResumeSelectField, ResumeTextField } from './fields.tsx';
import type { CurriculumPageProps } from './page-props.ts';
import { ResumeDateField } from './ResumeDateField.tsx';
import { isOpen, ResumeForm } from './ResumeForm.tsx';
import { AddItem, ResumeItem } from './ResumeItem.tsx';
import { Section } from './Section.tsx';

/** The studies: "without studies", each study with its edit and remove forms, and one to add. */
export function StudiesSection(props: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  const { resume, failure } = props;
  return (
    <Section id="estudios" title={t('studies.heading')}>
      <span id="field-studies" tabIndex={-1} />
      <ResumeForm intent="withoutStudies" prefix="sin-estudios" failure={failure} submitLabel={t('save')}>
        <ResumeCheckboxField
          name="withoutStudies"
          label={t('field.withoutStudies')}
          initial={resume.withoutStudies}
        />
      </ResumeForm>
      {resume.studies.length === 0 ? <p className={styles.muted}>{t('studies.none')}</p> : null}
      <ul className={styles.items}>
        {resume.studies.map((study) => (
          <ResumeItem
            key={study.id}
            title={study.title}
            detail={
              <>
                {study.institute} · {study.studyTypeName} · {study.startDate} –{' '}
                {study.inProgress ? t('studies.inProgress') : study.endDate}
              </>
            }
            open={isOpen(failure, 'study', study.id)}
            editLabel={t('studies.editNamed', { name: study.title })}
            remove={{
              intent: 'removeStudy',
              item: { name: 'itemId', value: study.id },
              label: t('removeNamed', { name: study.title }),
            }}
          >
            <ResumeForm
              intent="study"
              itemId={study.id}
              prefix={`estudio-${study.id}`}
              kind="study"
              failure={failure}
              submitLabel={t('save')}
            >
              <StudyFields study={study} props={props} />
            </ResumeForm>
          </ResumeItem>
        ))}
      </ul>
      <AddItem open={isOpen(failure, 'study', null)} label={t('studies.add')}>
        <ResumeForm
          intent="study"
          prefix="estudio-nuevo"
          kind="study"
          failure={failure}
          submitLabel={t('add')}
        >
          <StudyFields study={null} props={props} />
        </ResumeForm>
      </AddItem>
    </Section>
  );
}

function StudyFields({ study, props }: { study: ResumeStudy | null; props: CurriculumPageProps }) {
  const t = curriculumMessages.useMessages();
  const colombia = props.options.countries.find((each) => each.code === 'co');
  return (
    <div className={styles.grid}>
      <ResumeTextField
        name="institute"
        label={t('field.institute')}
        initial={study?.institute ?? ''}
        limit="input"
      />
      <ResumeTextField name="title" label={t('field.title')} initial={study?.title ?? ''} limit="input" />
      <ResumeTextField
        name="profession"
        label={t('field.profession')}
        initial={study?.profession ?? ''}
        limit="input"
      />
      <ResumeSelectField
        name="studyType"
        label={t('field.studyType')}
        initial={study?.studyType ? String(study.studyType) : ''}
        choices={named(props.options.studyTypes)}
      />
      <ResumeSelectField
        name="countryId"
        label={t('field.studyCountryId')}
        initial={String(study?.countryId ?? props.resume.countryId ?? colombia?.id ?? '')}
        choices={props.options.countries.map((each) => ({ value: String(each.id), label: each.name }))}
      />
      <ResumeDateField
        name="startDate"
        label={t('field.startDate')}
        initial={study?.startDate ?? null}
        years={props.years}
      />
      <ResumeDateField
        name="endDate"
        label={t('field.endDate')}
        initial={study?.endDate ?? null}
        years={props.years}
      />
      <ResumeCheckboxField
        name="inProgress"
        label={t('field.inProgress')}
        initial={study?.inProgress ?? false}
      />
    </div>
  );
}
