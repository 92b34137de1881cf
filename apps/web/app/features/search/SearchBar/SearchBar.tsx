import { TEXT_LIMITS } from '@camello/domain';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { SearchIcon } from '../../../shared/ui/icons/index.ts';
import styles from './SearchBar.module.css';

export type SearchBarProps = {
  /** Listing the search submits to; a GET form, so it works before JavaScript loads. */
  action: string;
  /** The term the shown results are for; empty when the page is not a search. */
  term: string;
  /** Placement in the surrounding layout. */
  className?: string;
};

/** Where the last search is kept, so that the field still has it on the next visit. */
export const SEARCH_VALUE_KEY = 'searchValue';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The site's search bar, in the header of every page: submit and clear, and the last search kept
 * in local storage (`searchValue`) so the field offers it again on the next visit.
 */
export function SearchBar({ action, term, className }: SearchBarProps) {
  const { t } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(term);

  // The field shows what the results are for after each navigation; with no term in the URL it
  // keeps what the visitor has typed (before the page became interactive, too), else offers
  // their last search again. The clear button works only with JavaScript: the form shows it once
  // enhanced, an attribute rather than state, so that a search page does not render the bar again
  // right after hydration.
  useEffect(() => {
    form.current?.setAttribute('data-enhanced', '');
    setValue(term || input.current?.value || (storage()?.getItem(SEARCH_VALUE_KEY) ?? ''));
  }, [term]);

  const clear = () => {
    storage()?.removeItem(SEARCH_VALUE_KEY);
    setValue('');
    input.current?.focus();
  };

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      role="search"
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={() => {
        const submitted = value.trim();
        if (submitted) storage()?.setItem(SEARCH_VALUE_KEY, submitted);
        else storage()?.removeItem(SEARCH_VALUE_KEY);
      }}
    >
      <label htmlFor="search-term" className="visually-hidden">
        {t('search.label')}
      </label>
      <span className={styles.field}>
        <input
          ref={input}
          id="search-term"
          name="q"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={TEXT_LIMITS.input}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        {value !== '' ? (
          <button type="button" className={styles.clear} aria-label={t('search.clear')} onClick={clear}>
            ×
          </button>
        ) : null}
      </span>
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className={styles.submitText}>{t('search.submit')}</span>
      </button>
    </Form>
  );
}
