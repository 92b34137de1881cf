import {
  checkQuestionnaireAnswers,
  formatCounter,
  type JobQuestion,
  type QuestionnaireIssue,
  TEXT_LIMITS,
} from '@camello/domain';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { answersOf } from '../answers.ts';
import type { ApplyActionData } from '../apply-types.ts';
import { applyMessages } from '../messages.ts';
import styles from './ApplyFlow.module.css';
import { SubmitButton } from './SubmitButton.tsx';

type Refused = Extract<ApplyActionData, { kind: 'invalidAnswers' }>;
type Messages = ReturnType<typeof applyMessages.useMessages>;

const fieldName = (question: JobQuestion) => `answer.${question.id}`;
const errorId = (question: JobQuestion) => `answer-${question.id}-error`;

function issueMessage(t: Messages, issue: QuestionnaireIssue): string {
  if (issue.code === 'tooLong') return t('questionnaire.tooLong', { max: issue.max ?? 0 });
  if (issue.code === 'invalidOption' || issue.code === 'unknownQuestion')
    return t('questionnaire.invalidOption');
  return t('questionnaire.missing');
}

/** An open answer with its counter (`actual / máx`, in the error style past the limit). */
function OpenAnswer({
  question,
  value,
  error,
}: {
  question: JobQuestion;
  value: string;
  error: string | null;
}) {
  const t = applyMessages.useMessages();
  const [length, setLength] = useState(value.length);
  const max = question.type === 'openShort' ? TEXT_LIMITS.shortQuestion : TEXT_LIMITS.longQuestion;
  const counter = formatCounter(length, max);
  const id = `answer-${question.id}`;
  const props = {
    id,
    name: fieldName(question),
    defaultValue: value,
    required: question.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-counter${error ? ` ${errorId(question)}` : ''}`,
    onChange: (event: { currentTarget: { value: string } }) => setLength(event.currentTarget.value.length),
    className: styles.input,
  };
  return (
    <div className={styles.question}>
      <label htmlFor={id} className={styles.questionText}>
        {question.text}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {question.type === 'openShort' ? <input type="text" {...props} /> : <textarea rows={5} {...props} />}
      <p id={`${id}-counter`} className={counter.isError ? styles.counterError : styles.counter}>
        <span aria-hidden="true">{counter.text}</span>
        <span className="visually-hidden">{t('questionnaire.counter', { current: length, max })}</span>
      </p>
      {error ? (
        <p id={errorId(question)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A choice question: radio buttons for `unique`, checkboxes for `multiple`, in a fieldset. */
function ChoiceAnswer({
  question,
  chosen,
  error,
}: {
  question: JobQuestion;
  chosen: readonly string[];
  error: string | null;
}) {
  const t = applyMessages.useMessages();
  const unique = question.type === 'unique';
  return (
    <fieldset
      className={styles.question}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(question) : undefined}
    >
      <legend className={styles.questionText}>
        {question.text}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <p className={styles.hint}>{t(unique ? 'questionnaire.chooseOne' : 'questionnaire.chooseSome')}</p>
      {question.options.map((option) => (
        <div key={option.id} className={styles.check}>
          <input
            id={`answer-${question.id}-${option.id}`}
            type={unique ? 'radio' : 'checkbox'}
            name={fieldName(question)}
            value={option.id}
            defaultChecked={chosen.includes(option.id)}
            required={unique && question.required}
          />
          <label htmlFor={`answer-${question.id}-${option.id}`}>{option.text}</label>
        </div>
      ))}
      {error ? (
        <p id={errorId(question)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The vacancy's questions (spec §3 question types) as one form. The domain rule that the API
 * applies checks the answers in the browser first, so a missing or too long answer shows its
 * message before anything is sent; the API's messages show after a post without JavaScript.
 */
export function Questionnaire({
  questions,
  refused,
}: {
  questions: readonly JobQuestion[];
  refused: Refused | null;
}) {
  const t = applyMessages.useMessages();
  const [issues, setIssues] = useState<Record<string, string> | null>(null);
  // Once hydrated, the domain rule checks the answers, with the page's own words; before, the browser does.
  const [checksItself, setChecksItself] = useState(false);
  useEffect(() => setChecksItself(true), []);
  const errors = issues ?? refused?.fields ?? {};
  const values = refused?.values ?? {};
  const errorCount = Object.keys(errors).length;
  return (
    <section className={styles.step} aria-labelledby="questionnaire-title">
      <h2 id="questionnaire-title" className={styles.stepTitle}>
        {t('questionnaire.title')}
      </h2>
      <p>{t(questions.length > 0 ? 'questionnaire.intro' : 'questionnaire.none')}</p>
      {errorCount > 0 ? (
        <div className={styles.alertError} role="alert">
          <p>{t('questionnaire.errorSummary', { count: errorCount })}</p>
          <ul>
            {questions
              .filter((question) => errors[question.id])
              .map((question) => (
                <li key={question.id}>
                  <a
                    href={`#answer-${question.id}${question.type.startsWith('open') ? '' : `-${question.options[0]?.id ?? ''}`}`}
                  >
                    {question.text}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <Form
        method="post"
        className={styles.form}
        noValidate={checksItself}
        onSubmit={(event) => {
          const found = checkQuestionnaireAnswers(
            questions,
            answersOf(new FormData(event.currentTarget), questions),
          );
          if (found.issues.length === 0) return setIssues(null);
          event.preventDefault();
          setIssues(Object.fromEntries(found.issues.map((issue) => [issue.field, issueMessage(t, issue)])));
        }}
      >
        <input type="hidden" name="intent" value="apply" />
        {questions.map((question) => {
          const error = errors[question.id] ?? null;
          const posted = values[fieldName(question)] ?? [];
          return question.type === 'openShort' || question.type === 'openLong' ? (
            <OpenAnswer key={question.id} question={question} value={posted[0] ?? ''} error={error} />
          ) : (
            <ChoiceAnswer key={question.id} question={question} chosen={posted} error={error} />
          );
        })}
        <SubmitButton label={t('questionnaire.submit')} />
      </Form>
    </section>
  );
}
