import { paths } from '@camello/domain';
import type { CandidateResume } from '@camello/domain/contracts';
import { FieldError } from '../../../shared/ui/fields.tsx';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { FormStateContext } from './fields.tsx';
import type { CurriculumFailure } from './page-props.ts';
import { ResumeForm } from './ResumeForm.tsx';
import { RemoveForm } from './ResumeItem.tsx';
import { Section } from './Section.tsx';

const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const sizeOf = (bytes: number) =>
  bytes >= 1_000_000 ? `${SIZE.format(bytes / 1_048_576)} MB` : `${SIZE.format(Math.ceil(bytes / 1024))} KB`;

/** The résumé's file: the one there is, to download or remove, and the form that uploads one. */
export function CvSection({
  resume,
  failure,
}: {
  resume: CandidateResume;
  failure: CurriculumFailure | null;
}) {
  const t = curriculumMessages.useMessages();
  return (
    <Section id="archivo" title={t('cv.heading')}>
      {resume.cv ? (
        <div className={styles.cvRow}>
          <p>{t('cv.current', { name: resume.cv.fileName, size: sizeOf(resume.cv.sizeBytes) })}</p>
          <a href={paths.curriculumFile()} className={styles.secondaryLink} download>
            {t('cv.download')}
          </a>
          <RemoveForm intent="removeCv" label={t('removeNamed', { name: resume.cv.fileName })} />
        </div>
      ) : (
        <p className={styles.muted}>{t('cv.none')}</p>
      )}
      <ResumeForm
        intent="cv"
        prefix=""
        failure={failure}
        encType="multipart/form-data"
        submitLabel={resume.cv ? t('cv.replace') : t('cv.upload')}
      >
        <CvInput />
      </ResumeForm>
    </Section>
  );
}

function CvInput() {
  const t = curriculumMessages.useMessages();
  return (
    <FormStateContext.Consumer>
      {({ errors }) => (
        <div className={styles.field}>
          <label htmlFor="field-cv">{t('field.cv')}</label>
          <input
            id="field-cv"
            name="cv"
            type="file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-invalid={errors.cv ? true : undefined}
            aria-describedby={errors.cv ? 'field-cv-error' : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.setCustomValidity(
                file && file.size > 5 * 1024 * 1024 ? t('cv.tooLarge') : '',
              );
              event.currentTarget.reportValidity();
            }}
          />
          <FieldError id="field-cv" error={errors.cv} />
        </div>
      )}
    </FormStateContext.Consumer>
  );
}
