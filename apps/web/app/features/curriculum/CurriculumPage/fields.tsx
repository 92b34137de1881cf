import { formatCounter, parseDatePart, TEXT_LIMITS, type TextLimitKind, textLength } from '@camello/domain';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import {
  CheckboxField,
  controlClassName,
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/ui/fields.tsx';
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

/**
 * A text box bound to its form's state, with, for limited texts, a counter `actual / máx` in the
 * German number style (1.234 / 2.000) that turns to the error style past the limit (spec §5). No
 * `maxlength`: the person sees the counter go red instead of the box refusing keys.
 */
export function ResumeTextField({
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
  const common = {
    id,
    name,
    label,
    error,
    counter: limit ? formatCounter(length, TEXT_LIMITS[limit]) : null,
    defaultValue: value,
    onInput: (event: { currentTarget: { value: string } }) =>
      setLength(textLength(event.currentTarget.value)),
  };
  return multiline ? (
    <TextAreaField {...common} rows={5} />
  ) : (
    <TextField {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
  );
}

export type Choice = { readonly value: string; readonly label: string };

/** A native select bound to its form's state: the browser gives the list, keyboard and screen readers. */
export function ResumeSelectField({
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
    <SelectField id={id} name={name} label={label} error={error} defaultValue={value}>
      <option value="">{t('choose')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

export function ResumeCheckboxField({
  name,
  label,
  initial,
}: {
  name: string;
  label: string;
  initial: boolean;
}) {
  const state = useContext(FormStateContext);
  const id = useFieldId(name);
  const checked = state.values ? name in state.values : initial;
  return <CheckboxField id={id} name={name} label={label} defaultChecked={checked} />;
}

/**
 * The date input of spec §2 and §5: day, month and year boxes; a month above 12 becomes 12 as it
 * is typed, and the year is chosen from the year list (74 years back to 26 ahead).
 */
export function ResumeDateField({
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
            className={controlClassName}
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
            className={controlClassName}
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
            className={controlClassName}
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
      <FieldError id={id} error={error} />
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
export function ResumeSearchSelectField({
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
      const response = await fetch(
        `/api/jobs/v1/${endpoint}/search?q=${encodeURIComponent(text.trim())}&limit=20`,
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
          className={controlClassName}
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
        className={controlClassName}
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
      <FieldError id={id} error={error} />
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
