import { parseDatePart } from '@camello/domain';
import { useContext } from 'react';
import { controlClassName, FieldError } from '../../../shared/ui/fields.tsx';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { FormStateContext, useFieldId } from './fields.tsx';

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
