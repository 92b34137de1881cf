import { CURRENCIES, paths, SALARY_FREQUENCIES } from '@camello/domain';
import {
  type CandidateResume,
  CIVIL_STATUSES,
  GENDERS,
  type ResumeExperience,
  type ResumeFormOptions,
  type ResumeStudy,
  SEXES,
} from '@camello/domain/contracts';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldError } from '../../../shared/ui/fields.tsx';
import type { CurriculumMessageKey } from '../messages.ts';
import { curriculumMessages } from '../messages.ts';
import type { SearchField } from '../search-fields.ts';
import styles from './CurriculumPage.module.css';
import {
  type Choice,
  FormStateContext,
  ResumeCheckboxField,
  ResumeDateField,
  ResumeSearchSelectField,
  ResumeSelectField,
  ResumeTextField,
  Section,
} from './fields.tsx';
import { type FormKind, useInstantCheck } from './instant-check.ts';

/** A refused form as the action answers it. */
export type CurriculumFailure = {
  readonly intent: string;
  readonly itemId: string | null;
  readonly fields: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string>>;
  readonly message: string;
  readonly codes?: Readonly<Record<string, string>>;
};

export type CurriculumPageProps = {
  readonly resume: CandidateResume;
  readonly options: ResumeFormOptions;
  readonly years: readonly number[];
  readonly search: {
    readonly field: SearchField;
    readonly form: string;
    readonly text: string;
    readonly matches: readonly { id: number; name: string }[];
  } | null;
  readonly forward: { readonly path: string; readonly forwardUrl: string } | null;
  readonly failure: CurriculumFailure | null;
};

type T = (key: CurriculumMessageKey, values?: Record<string, string | number>) => string;

const choicesOf = (t: T, prefix: 'sex' | 'gender' | 'civilStatus', values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}` as CurriculumMessageKey) }));

const named = (items: readonly { id: number; name: string }[]): Choice[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const sizeOf = (bytes: number) =>
  bytes >= 1_000_000 ? `${SIZE.format(bytes / 1_048_576)} MB` : `${SIZE.format(Math.ceil(bytes / 1024))} KB`;

/** `/hoja-de-vida`: completeness, personal data, salary, studies, experience, skills and the file. */
export function CurriculumPage(props: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  const { resume, forward } = props;
  const { completeness } = resume;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t('page.heading')}</h1>
        <p className={styles.muted}>{t('page.intro')}</p>
      </header>

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

const REQUIREMENT_LABEL: Record<string, CurriculumMessageKey> = {
  experiences: 'experience.heading',
  studies: 'studies.heading',
};

function labelOfRequirement(t: T, field: string): string {
  return t(REQUIREMENT_LABEL[field] ?? (`field.${field}` as CurriculumMessageKey));
}

/**
 * One form of the page: it posts its `intent` (and `itemId`), works without JavaScript, and shows
 * under each field the server's message or, once touched, the rule's message as the person types.
 */
function ResumeForm({
  intent,
  itemId,
  prefix,
  kind,
  failure,
  children,
  submitLabel,
  encType,
}: {
  intent: string;
  itemId?: string;
  prefix: string;
  kind?: FormKind;
  failure: CurriculumFailure | null;
  children: ReactNode;
  submitLabel: string;
  encType?: 'multipart/form-data';
}) {
  const t = curriculumMessages.useMessages();
  const navigation = useNavigation();
  const submitting =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (navigation.formData?.get('itemId') ?? null) === (itemId ?? null);
  const mine = failure && failure.intent === intent && failure.itemId === (itemId ?? null) ? failure : null;
  const instant = useInstantCheck(kind ?? 'personal');
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(mine?.codes ?? {}))
    errors[field] = t(`issue.${code}` as CurriculumMessageKey);
  for (const [field, message] of Object.entries(mine?.fields ?? {}))
    if (!instant.touched.has(field)) errors[field] = message;
  if (kind) {
    for (const field of instant.touched) delete errors[field];
    for (const issue of instant.issues)
      if (instant.touched.has(issue.field) && !errors[issue.field])
        errors[issue.field] = t(
          `issue.${issue.code}` as CurriculumMessageKey,
          issue.max ? { max: issue.max } : {},
        );
  }
  return (
    <FormStateContext.Provider value={{ prefix, errors, values: mine ? mine.values : null }}>
      <Form
        method="post"
        noValidate
        className={styles.form}
        encType={encType}
        {...(kind ? instant.handlers : {})}
      >
        <input type="hidden" name="intent" value={intent} />
        {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
        {mine && Object.keys(errors).length > 0 ? (
          <p role="alert" className={styles.formError}>
            {t('page.failed', { message: mine.message || t('issue.invalidFile') })}
          </p>
        ) : null}
        {children}
        <button type="submit" className={styles.primary} aria-disabled={submitting || undefined}>
          {submitting ? t('saving') : submitLabel}
        </button>
      </Form>
    </FormStateContext.Provider>
  );
}

function searchProps(
  props: CurriculumPageProps,
  form: string,
  field: SearchField,
  current: { id: number; name: string } | null,
) {
  const found =
    props.search && props.search.field === field && props.search.form === form ? props.search : null;
  return {
    current,
    matches: found?.matches ?? [],
    searchText: found?.text ?? '',
    searchFormId: `buscar-${form}-${field}`,
    endpoint: field === 'occupationId' ? ('occupations' as const) : ('cities' as const),
  };
}

function PersonalSection(props: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  const { resume, options, failure } = props;
  const country = options.countries.find((each) => each.id === resume.countryId);
  return (
    <Section id="datos-personales" title={t('personal.heading')}>
      <ResumeForm intent="personal" prefix="" kind="personal" failure={failure} submitLabel={t('save')}>
        <div className={styles.grid}>
          <ResumeTextField
            name="firstName"
            label={t('field.firstName')}
            initial={resume.firstName ?? ''}
            limit="input"
            autoComplete="given-name"
          />
          <ResumeTextField
            name="lastName"
            label={t('field.lastName')}
            initial={resume.lastName ?? ''}
            limit="input"
            autoComplete="family-name"
          />
          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('field.email')}</span>
            <span id="field-email">{resume.email}</span>
          </div>
          <ResumeDateField
            name="birthdate"
            label={t('field.birthdate')}
            initial={resume.birthdate}
            years={props.years}
          />
          <ResumeSearchSelectField
            name="cityBirthId"
            label={t('field.cityBirthId')}
            {...searchProps(
              props,
              'datos',
              'cityBirthId',
              resume.cityBirthId && resume.cityBirthName
                ? { id: resume.cityBirthId, name: resume.cityBirthName }
                : null,
            )}
          />
          <ResumeSelectField
            name="countryId"
            label={t('field.countryId')}
            initial={resume.countryId ? String(resume.countryId) : ''}
            choices={options.countries.map((each) => ({
              value: String(each.id),
              label: `${each.name} (+${each.phoneCode})`,
            }))}
          />
          <ResumeSearchSelectField
            name="cityId"
            label={t('field.cityId')}
            {...searchProps(
              props,
              'datos',
              'cityId',
              resume.cityId && resume.cityName ? { id: resume.cityId, name: resume.cityName } : null,
            )}
          />
          <ResumeTextField
            name="address"
            label={t('field.address')}
            initial={resume.address ?? ''}
            limit="input"
            autoComplete="address-line1"
          />
          <ResumeTextField
            name="phone"
            label={t('field.phone')}
            initial={resume.phone ?? ''}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
          <ResumeSelectField
            name="identificationType"
            label={t('field.identificationType')}
            initial={resume.identificationType ?? ''}
            choices={options.documentTypes
              .filter((type) => !country || type.countryId === country.id)
              .map((type) => ({
                value: String(type.id),
                label: country
                  ? type.name
                  : `${type.name} (${options.countries.find((each) => each.id === type.countryId)?.name ?? ''})`,
              }))}
          />
          <ResumeTextField
            name="identificationNumber"
            label={t('field.identificationNumber')}
            initial={resume.identificationNumber ?? ''}
          />
          <ResumeSelectField
            name="sex"
            label={t('field.sex')}
            initial={resume.sex ?? ''}
            choices={choicesOf(t, 'sex', SEXES)}
          />
          <ResumeSelectField
            name="gender"
            label={t('field.gender')}
            initial={resume.gender ?? ''}
            choices={choicesOf(t, 'gender', GENDERS)}
          />
          <ResumeSelectField
            name="civilStatus"
            label={t('field.civilStatus')}
            initial={resume.civilStatus ?? ''}
            choices={choicesOf(t, 'civilStatus', CIVIL_STATUSES)}
          />
          <ResumeTextField
            name="titleOrProfession"
            label={t('field.titleOrProfession')}
            initial={resume.titleOrProfession ?? ''}
            limit="input"
          />
        </div>
      </ResumeForm>
    </Section>
  );
}

function SalarySection({ resume, failure }: CurriculumPageProps) {
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

const isOpen = (failure: CurriculumFailure | null, intent: string, itemId: string | null) =>
  failure?.intent === intent && failure.itemId === itemId;

function StudiesSection(props: CurriculumPageProps) {
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
          <li key={study.id} className={styles.item}>
            <p className={styles.itemTitle}>{study.title}</p>
            <p className={styles.muted}>
              {study.institute} · {study.studyTypeName} · {study.startDate} –{' '}
              {study.inProgress ? t('studies.inProgress') : study.endDate}
            </p>
            <details open={isOpen(failure, 'study', study.id) || undefined}>
              <summary>{t('studies.editNamed', { name: study.title })}</summary>
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
            </details>
            <Form method="post" className={styles.inline}>
              <input type="hidden" name="intent" value="removeStudy" />
              <input type="hidden" name="itemId" value={study.id} />
              <button type="submit" className={styles.secondary}>
                {t('removeNamed', { name: study.title })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <details open={isOpen(failure, 'study', null) || undefined} className={styles.addBlock}>
        <summary>{t('studies.add')}</summary>
        <ResumeForm
          intent="study"
          prefix="estudio-nuevo"
          kind="study"
          failure={failure}
          submitLabel={t('add')}
        >
          <StudyFields study={null} props={props} />
        </ResumeForm>
      </details>
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

function ExperienceSection(props: CurriculumPageProps) {
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
            <li key={experience.id} className={styles.item}>
              <p className={styles.itemTitle}>
                {experience.position} · {experience.company}
              </p>
              <p className={styles.muted}>
                {experience.cityName} · {experience.startDate} –{' '}
                {experience.atPresent ? t('experience.atPresent') : experience.endDate}
              </p>
              <details
                open={isOpen(failure, 'experience', experience.id) || search?.form === form || undefined}
              >
                <summary>{t('experience.editNamed', { name: experience.position })}</summary>
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
              </details>
              <Form method="post" className={styles.inline}>
                <input type="hidden" name="intent" value="removeExperience" />
                <input type="hidden" name="itemId" value={experience.id} />
                <button type="submit" className={styles.secondary}>
                  {t('removeNamed', { name: experience.position })}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <details
        open={isOpen(failure, 'experience', null) || search?.form === 'experiencia-nueva' || undefined}
        className={styles.addBlock}
      >
        <summary>{t('experience.add')}</summary>
        <ResumeForm
          intent="experience"
          prefix="experiencia-nueva"
          kind="experience"
          failure={failure}
          submitLabel={t('add')}
        >
          <ExperienceFields experience={null} form="experiencia-nueva" props={props} />
        </ResumeForm>
      </details>
    </Section>
  );
}

function SkillsSection({ resume, options, failure }: CurriculumPageProps) {
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
            <Form method="post" className={styles.inline}>
              <input type="hidden" name="intent" value="removeSkill" />
              <input type="hidden" name="skillId" value={skill.id} />
              <button
                type="submit"
                className={styles.chipButton}
                aria-label={t('removeNamed', { name: skill.name })}
              >
                ×
              </button>
            </Form>
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

function CvSection({ resume, failure }: { resume: CandidateResume; failure: CurriculumFailure | null }) {
  const t = curriculumMessages.useMessages();
  return (
    <Section id="archivo" title={t('cv.heading')}>
      {resume.cv ? (
        <div className={styles.cvRow}>
          <p>{t('cv.current', { name: resume.cv.fileName, size: sizeOf(resume.cv.sizeBytes) })}</p>
          <a href={paths.curriculumFile()} className={styles.secondaryLink} download>
            {t('cv.download')}
          </a>
          <Form method="post" className={styles.inline}>
            <input type="hidden" name="intent" value="removeCv" />
            <button type="submit" className={styles.secondary}>
              {t('removeNamed', { name: resume.cv.fileName })}
            </button>
          </Form>
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

/**
 * The GET forms the search boxes belong to (outside the page's other forms, which cannot nest):
 * without JavaScript, "Buscar" reloads the page with the matches in that field's list.
 */
function SearchForms({
  resume,
  forward,
}: {
  resume: CandidateResume;
  forward: CurriculumPageProps['forward'];
}) {
  const forms: [form: string, field: SearchField, section: string][] = [
    ['datos', 'cityBirthId', 'datos-personales'],
    ['datos', 'cityId', 'datos-personales'],
    ...['experiencia-nueva', ...resume.experiences.map((each) => `experiencia-${each.id}`)].flatMap(
      (form): [string, SearchField, string][] => [
        [form, 'occupationId', 'experiencia'],
        [form, 'experienceCityId', 'experiencia'],
      ],
    ),
  ];
  return (
    <>
      {forms.map(([form, field, section]) => (
        <form
          key={`${form}-${field}`}
          id={`buscar-${form}-${field}`}
          method="get"
          action={`${paths.curriculum()}#${section}`}
          hidden
        >
          <input type="hidden" name="campo" value={field} />
          <input type="hidden" name="formulario" value={form} />
          {forward ? <input type="hidden" name="forwardUrl" value={forward.forwardUrl} /> : null}
        </form>
      ))}
    </>
  );
}
