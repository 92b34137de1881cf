import { TEXT_LIMITS } from '@camello/domain';
import { Form } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { SearchIcon } from '../../../shared/ui/icons/index.ts';
import styles from './SearchBar.module.css';

export type SearchBarProps = {
  /** Listing the search submits to; a GET form, so it works before JavaScript loads. */
  action: string;
  term: string;
};

export function SearchBar({ action, term }: SearchBarProps) {
  const { t } = useI18n();
  return (
    <Form method="get" action={action} role="search" className={styles.form}>
      <label htmlFor="search-term" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        // Remount on a new term so the field shows what the results are for after navigation.
        key={term}
        id="search-term"
        name="q"
        type="search"
        defaultValue={term}
        maxLength={TEXT_LIMITS.input}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span>{t('search.submit')}</span>
      </button>
    </Form>
  );
}
