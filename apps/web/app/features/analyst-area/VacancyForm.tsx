import { QUESTION_TYPES } from '@camello/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useCitySuggestions } from '../../shared/ui/use-city-suggestions.ts';
import { AnalystIcon } from './AnalystIcon.tsx';
import styles from './analyst.module.css';
import { analystMessages } from './messages.ts';
import { BLANK_QUESTIONS, BLANK_SKILLS, type VacancyFormValues } from './vacancy-form.ts';

/** Option labels of the form's selects, in the page's language. */
export type VacancyFormLabels = {
  readonly salaryFrequencies: readonly (readonly [string, string])[];
  readonly currencies: readonly (readonly [string, string])[];
  readonly employmentTypes: readonly (readonly [string, string])[];
  readonly educationLevels: readonly (readonly [string, string])[];
  readonly questionTypes: Readonly<Record<string, string>>;
};

export type VacancyFormProps = {
  readonly heading: string;
  readonly action: string;
  readonly values: VacancyFormValues;
  readonly labels: VacancyFormLabels;
  /** The import's words about each field that failed, and the first as a summary. */
  readonly problem: { readonly message: string; readonly fields: Readonly<Record<string, string>> } | null;
  /** A draft can be saved and published in one go. */
  readonly canPublish: boolean;
};

/** Wraps the selection of a textarea in a tag (the description's small toolbar, with JavaScript only). */
function wrapSelection(area: HTMLTextAreaElement, open: string, close: string) {
  const { selectionStart: start, selectionEnd: end, value } = area;
  area.value = `${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`;
  area.focus();
  area.setSelectionRange(start + open.length, end + open.length);
}

/**
 * The vacancy form (issue #13): every field of the feed import, the questionnaire builder and the
 * confidential option. A plain form post that works without JavaScript; the description is a
 * textarea that takes limited HTML (sanitized when saved), with a small toolbar once interactive.
 */
export function VacancyForm({ heading, action, values, labels, problem, canPublish }: VacancyFormProps) {
  const t = analystMessages.useMessages();
  const description = useRef<HTMLTextAreaElement>(null);
  const [interactive, setInteractive] = useState(false);
  const { cities, search: searchCities } = useCitySuggestions();
  useEffect(() => setInteractive(true), []);
  const fieldError = (name: string) =>
    problem?.fields[name] ? (
      <span className={styles.error} id={`${name}-error`}>
        {problem.fields[name]}
      </span>
    ) : null;
  const described = (name: string, hint?: boolean) =>
    [hint ? `${name}-hint` : '', problem?.fields[name] ? `${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const skills = [
    ...values.skills,
    ...Array.from({ length: BLANK_SKILLS }, () => ({ name: '', score: '3' })),
  ];
  const questions = [
    ...values.questions,
    ...Array.from({ length: BLANK_QUESTIONS }, () => ({
      type: 'unique',
      question: '',
      options: '',
      required: true,
    })),
  ];
  const select = (
    name: keyof VacancyFormValues,
    options: readonly (readonly [string, string])[],
    empty?: string,
  ) => (
    <select
      id={name}
      name={name}
      defaultValue={String(values[name])}
      aria-invalid={problem?.fields[name] ? true : undefined}
      aria-describedby={described(name)}
    >
      {empty === undefined ? null : <option value="">{empty}</option>}
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  const input = (name: keyof VacancyFormValues, type = 'text', extra: Record<string, unknown> = {}) => (
    <input
      id={name}
      name={name}
      type={type}
      defaultValue={String(values[name])}
      aria-invalid={problem?.fields[name] ? true : undefined}
      aria-describedby={described(name, 'hint' in extra)}
      {...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'hint'))}
    />
  );
  const check = (name: keyof VacancyFormValues, label: string) => (
    <label className={styles.check}>
      <input type="checkbox" name={name} defaultChecked={Boolean(values[name])} />
      <span>{label}</span>
    </label>
  );

  return (
    <section aria-labelledby="vacancy-form-title">
      <h1 id="vacancy-form-title" className={styles.pageTitle}>
        {heading}
      </h1>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {t('form.errorSummary', { message: problem.message })}
        </p>
      ) : null}
      <Form method="post" action={action} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{t('form.basics')}</legend>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="title">{t('form.title')}</label>
            {input('title', 'text', { maxLength: 200, required: true, autoComplete: 'off' })}
            {fieldError('title')}
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="descriptionHtml">{t('form.description')}</label>
            {interactive ? (
              <div className={styles.toolbar} role="toolbar" aria-label={t('form.toolbar')}>
                {(
                  [
                    ['form.bold', '<strong>', '</strong>', 'B'],
                    ['form.italic', '<em>', '</em>', 'I'],
                    ['form.list', '<ul>\n<li>', '</li>\n</ul>', '•'],
                    [
                      'form.link',
                      '<a href="https://">',
                      '</a>',
                      <AnalystIcon key="link" name="link" size={18} />,
                    ],
                  ] as const
                ).map(([label, open, close, symbol]) => (
                  <button
                    key={label}
                    type="button"
                    aria-label={t(label)}
                    title={t(label)}
                    onClick={() => description.current && wrapSelection(description.current, open, close)}
                  >
                    {symbol}
                  </button>
                ))}
              </div>
            ) : null}
            <textarea
              id="descriptionHtml"
              ref={description}
              name="descriptionHtml"
              rows={10}
              defaultValue={values.descriptionHtml}
              aria-describedby={described('descriptionHtml', true)}
            />
            <span className={styles.hint} id="descriptionHtml-hint">
              {t('form.descriptionHint')}
            </span>
            {fieldError('descriptionHtml')}
          </div>
          <div className={styles.field}>
            <label htmlFor="cities">{t('form.cities')}</label>
            {input('cities', 'text', {
              hint: true,
              required: true,
              autoComplete: 'off',
              list: 'vacancy-city-options',
              onInput: (event: FormEvent<HTMLInputElement>) => searchCities(event.currentTarget.value),
            })}
            <datalist id="vacancy-city-options">
              {cities.map((city) => (
                <option key={city} value={city} />
              ))}
            </datalist>
            <span className={styles.hint} id="cities-hint">
              {t('form.citiesHint')}
            </span>
            {fieldError('cities')}
          </div>
          <div className={styles.field}>
            <label htmlFor="sectors">{t('form.sectors')}</label>
            {input('sectors', 'text', { hint: true })}
            <span className={styles.hint} id="sectors-hint">
              {t('form.sectorsHint')}
            </span>
            {fieldError('sectors')}
          </div>
          <div className={styles.field}>
            <label htmlFor="occupation">{t('form.occupation')}</label>
            {input('occupation', 'text', { hint: true })}
            <span className={styles.hint} id="occupation-hint">
              {t('form.occupationHint')}
            </span>
            {fieldError('occupation')}
          </div>
          <div className={styles.wide}>{check('isConfidential', t('form.isConfidential'))}</div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('form.conditions')}</legend>
          <div className={styles.field}>
            <label htmlFor="salaryMin">{t('form.salaryMin')}</label>
            {input('salaryMin', 'number', { min: 0, step: 1, inputMode: 'numeric' })}
            {fieldError('salaryMin')}
          </div>
          <div className={styles.field}>
            <label htmlFor="salaryMax">{t('form.salaryMax')}</label>
            {input('salaryMax', 'number', { min: 0, step: 1, inputMode: 'numeric' })}
            {fieldError('salaryMax')}
          </div>
          {check('salaryToAgree', t('form.salaryToAgree'))}
          <div className={styles.field}>
            <label htmlFor="salaryFrequency">{t('form.salaryFrequency')}</label>
            {select('salaryFrequency', labels.salaryFrequencies)}
            {fieldError('salaryFrequency')}
          </div>
          <div className={styles.field}>
            <label htmlFor="currency">{t('form.currency')}</label>
            {select('currency', labels.currencies)}
            {fieldError('currency')}
          </div>
          <div className={styles.field}>
            <label htmlFor="employmentType">{t('form.employmentType')}</label>
            {select('employmentType', labels.employmentTypes)}
            {fieldError('employmentType')}
          </div>
          <div className={styles.field}>
            <label htmlFor="educationLevel">{t('form.educationLevel')}</label>
            {select('educationLevel', labels.educationLevels, t('form.noEducation'))}
            {fieldError('educationLevel')}
          </div>
          <div className={styles.field}>
            <label htmlFor="experienceMonths">{t('form.experienceMonths')}</label>
            {input('experienceMonths', 'number', { min: 0, max: 600, step: 1 })}
            {fieldError('experienceMonths')}
          </div>
          <div className={styles.field}>
            <label htmlFor="numberOfQuotas">{t('form.numberOfQuotas')}</label>
            {input('numberOfQuotas', 'number', { min: 1, max: 10000, step: 1 })}
            {fieldError('numberOfQuotas')}
          </div>
          {check('isRemote', t('form.isRemote'))}
          <div className={styles.field}>
            <label htmlFor="remoteText">{t('form.remoteText')}</label>
            {input('remoteText', 'text', { maxLength: 200 })}
            {fieldError('remoteText')}
          </div>
          {check('urgent', t('form.urgent'))}
          <div className={styles.field}>
            <label htmlFor="validThrough">{t('form.validThrough')}</label>
            {input('validThrough', 'date')}
            {fieldError('validThrough')}
          </div>
          <div className={styles.field}>
            <label htmlFor="videoUrl">{t('form.videoUrl')}</label>
            {input('videoUrl', 'url', { maxLength: 2000 })}
            {fieldError('videoUrl')}
          </div>
          <div className={styles.field}>
            <label htmlFor="externalApplyUrl">{t('form.externalApplyUrl')}</label>
            {input('externalApplyUrl', 'url', { maxLength: 2000, hint: true })}
            <span className={styles.hint} id="externalApplyUrl-hint">
              {t('form.externalApplyHint')}
            </span>
            {fieldError('externalApplyUrl')}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('form.skills')}</legend>
          {fieldError('skills')}
          {skills.map((skill, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form, posted by index.
            <div key={index} className={styles.inlineForm}>
              <label className={styles.field}>
                <span>{t('form.skillName', { number: index + 1 })}</span>
                <input name={`skills.${index}.name`} defaultValue={skill.name} maxLength={80} />
              </label>
              <label className={styles.field}>
                <span>{t('form.skillScore', { number: index + 1 })}</span>
                <select name={`skills.${index}.score`} defaultValue={skill.score}>
                  {['1', '2', '3', '4'].map((score) => (
                    <option key={score} value={score}>
                      {score}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ))}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t('form.questions')}</legend>
          <p className={`${styles.hint} ${styles.wide}`}>{t('form.questionsHint')}</p>
          {fieldError('questions')}
          {questions.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form, posted by index.
            <div key={index} className={`${styles.card} ${styles.wide}`} data-question={index}>
              <label className={styles.field}>
                <span>{t('form.question', { number: index + 1 })}</span>
                <input
                  name={`questions.${index}.question`}
                  defaultValue={question.question}
                  maxLength={500}
                />
              </label>
              <label className={styles.field}>
                <span>{t('form.questionType', { number: index + 1 })}</span>
                <select name={`questions.${index}.type`} defaultValue={question.type}>
                  {QUESTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {labels.questionTypes[type]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>{t('form.questionOptions', { number: index + 1 })}</span>
                <textarea name={`questions.${index}.options`} defaultValue={question.options} rows={3} />
              </label>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name={`questions.${index}.required`}
                  defaultChecked={question.required}
                />
                <span>{t('form.questionRequired')}</span>
              </label>
            </div>
          ))}
        </fieldset>

        <div className={styles.actions}>
          <button type="submit" name="intent" value="save" className={styles.secondaryButton}>
            {t('form.save')}
          </button>
          {canPublish ? (
            <button type="submit" name="intent" value="publish" className={styles.primaryButton}>
              {t('form.saveAndPublish')}
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
