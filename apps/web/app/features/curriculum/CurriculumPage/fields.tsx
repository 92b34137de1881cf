import { formatCounter, parseDatePart, TEXT_LIMITS, type TextLimitKind, textLength } from '@camello/domain';
import { browserCalls } from '@camello/domain/contracts/browser';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { browserCall } from '../../../shared/api/browser-api.ts';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';

/** The messages of one form, by field name, and the values it had when it came back refused. */
export type FormState = {
  readonly prefix: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, string>> | null;
};

export const FormStateContext = createContext<FormState>({ prefix: '', errors: {}, values: null });

/** The id of a field's input: `field-cityId` on the personal data, `study-new-title` in a study form. */
export function useFieldId(name: string): string {
  const { prefix } = useContext(FormStateContext);
  return prefix ? `${prefix}-${name}` : `field-${name}`;
}

function useFieldState(name: string, initial: string) {
  const state = useContext(FormStateContext);
  return {
    id: useFieldId(name),
    error: state.errors[name],
    value: state.values ? (state.values[name] ?? '') : initial,
  };
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

/**
 * A text box with its label, its message and, for limited texts, a counter `actual / máx` in the
 * German number style (1.234 / 2.000) that turns to the error style past the limit (spec §5). No
 * `maxlength`: the person sees the counter go red instead of the box refusing keys.
 */
export function TextField({
  name,
  label,
  initial,
  limit,
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  name: string;
  label: string;
  initial: string;
  limit?: TextLimitKind;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
}) {
  const { id, error, value } = useFieldState(name, initial);
  const [length, setLength] = useState(() => textLength(value));
  const max = limit ? TEXT_LIMITS[limit] : null;
  const counter = max === null ? null : formatCounter(length, max);
  const described = [error ? `${id}-error` : null, counter ? `${id}-counter` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    onInput: (event: { currentTarget: { value: string } }) =>
      setLength(textLength(event.currentTarget.value)),
    className: styles.input,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={5} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
      {counter ? (
        <span id={`${id}-counter`} className={counter.isError ? styles.counterError : styles.counter}>
          {counter.text}
        </span>
      ) : null}
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export type Choice = { readonly value: string; readonly label: string };

/** A native select: the list shows every choice, keyboard and screen readers as the browser gives them. */
export function SelectField({
  name,
  label,
  initial,
  choices,
}: {
  name: string;
  label: string;
  initial: string;
  choices: readonly Choice[];
}) {
  const t = curriculumMessages.useMessages();
  const { id, error, value } = useFieldState(name, initial);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label, initial }: { name: string; label: string; initial: boolean }) {
  const state = useContext(FormStateContext);
  const id = useFieldId(name);
  const checked = state.values ? name in state.values : initial;
  return (
    <div className={styles.check}>
      <input type="checkbox" id={id} name={name} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The date input of spec §2 and §5: day, month and year boxes; a month above 12 becomes 12 as it
 * is typed, and the year is chosen from the year list (74 years back to 26 ahead).
 */
export function DateField({
  name,
  label,
  initial,
  years,
}: {
  name: string;
  label: string;
  initial: string | null;
  years: readonly number[];
}) {
  const t = curriculumMessages.useMessages();
  const state = useContext(FormStateContext);
  const id = useFieldId(name);
  const error = state.errors[name];
  const [year = '', month = '', day = ''] = (initial ?? '').split('-');
  const part = (key: string, fallback: string) =>
    state.values ? (state.values[`${name}.${key}`] ?? '') : fallback.replace(/^0/, '');
  return (
    <fieldset
      className={styles.dateField}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      <div className={styles.dateParts}>
        <label htmlFor={id}>
          {t('date.day')}
          <input
            id={id}
            name={`${name}.day`}
            inputMode="numeric"
            pattern="[0-9]*"
            size={2}
            defaultValue={part('day', day)}
            className={styles.input}
          />
        </label>
        <label htmlFor={`${id}-month`}>
          {t('date.month')}
          <input
            id={`${id}-month`}
            name={`${name}.month`}
            inputMode="numeric"
            pattern="[0-9]*"
            size={2}
            defaultValue={part('month', month)}
            className={styles.input}
            onInput={(event) => {
              const typed = parseDatePart(event.currentTarget.value);
              if (typed > 12) event.currentTarget.value = '12';
            }}
          />
        </label>
        <label htmlFor={`${id}-year`}>
          {t('date.year')}
          <select
            id={`${id}-year`}
            name={`${name}.year`}
            defaultValue={part('year', year)}
            className={styles.input}
          >
            <option value="">{t('date.year')}</option>
            {[...years].reverse().map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

type SearchOption = { readonly id: number; readonly name: string };

/**
 * A city or occupation chosen from a long list by searching it. Without JavaScript the search box
 * belongs to a GET form outside this one (`searchFormId`), which reloads the page with the matches
 * in the select; with JavaScript typing two letters or more asks the API and fills the select,
 * and choosing one of them (single mode: it replaces the value) clears the search text (spec §4).
 */
export function SearchSelectField({
  name,
  label,
  current,
  matches,
  searchText,
  searchFormId,
  endpoint,
}: {
  name: string;
  label: string;
  current: SearchOption | null;
  matches: readonly SearchOption[];
  searchText: string;
  searchFormId: string;
  endpoint: 'cities' | 'occupations';
}) {
  const t = curriculumMessages.useMessages();
  const { id, error, value } = useFieldState(name, current ? String(current.id) : '');
  const [options, setOptions] = useState<readonly SearchOption[]>(matches);
  const [searched, setSearched] = useState(searchText);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const all = [...(current ? [current] : []), ...options.filter((option) => option.id !== current?.id)];
  const search = (text: string) => {
    if (pending.current) clearTimeout(pending.current);
    if (text.trim().length <= 1) return;
    pending.current = setTimeout(async () => {
      const response = await browserCall(
        endpoint === 'cities' ? browserCalls.jobs.searchCities : browserCalls.jobs.searchOccupations,
        {
          query: [
            ['q', text.trim()],
            ['limit', 20],
          ],
        },
      );
      if (!response.ok) return;
      const found = (await response.json()) as { id: number; name: string; label?: string }[];
      setOptions(found.map((each) => ({ id: each.id, name: each.label ?? each.name })));
      setSearched(text.trim());
      if (found[0] && select.current && !current) select.current.value = String(found[0].id);
    }, 300);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.searchRow}>
        <input
          ref={searchBox}
          id={`${id}-search`}
          form={searchFormId}
          name="buscar"
          type="search"
          defaultValue={searchText}
          aria-label={t('search.label', { field: label.toLowerCase() })}
          aria-describedby={`${id}-hint`}
          className={styles.input}
          onInput={(event) => search(event.currentTarget.value)}
        />
        <button type="submit" form={searchFormId} className={styles.secondary}>
          {t('search.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {searched && all.length === 0 ? t('search.none', { text: searched }) : t('search.hint')}
      </p>
      <select
        ref={select}
        id={id}
        name={name}
        defaultValue={value}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          // Spec §4 select input: a choice closes the list, which clears the search text.
          if (event.currentTarget.value === '' || !searchBox.current) return;
          if (pending.current) clearTimeout(pending.current);
          searchBox.current.value = '';
          setSearched('');
        }}
      >
        <option value="">{t('choose')}</option>
        {all.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
