import { browserCalls } from '@camello/domain/contracts/browser';
import { useEffect, useRef, useState } from 'react';
import { browserCall } from '../../../shared/api/browser-api.ts';
import { controlClassName, FieldError } from '../../../shared/ui/fields.tsx';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { useFieldState } from './fields.tsx';

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
