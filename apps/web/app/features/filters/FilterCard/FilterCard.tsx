import { type AlphabetLetter, filterCardOptions, isFilterOptionDisabled, TEXT_LIMITS } from '@camello/domain';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { AlphabetFilter } from '../AlphabetFilter/AlphabetFilter.tsx';
import { FilterSuggestions } from '../FilterSuggestions/FilterSuggestions.tsx';
import {
  ALPHABET_MIN_ITEMS,
  alphabetLetterOf,
  type FilterGroup,
  type FilterItem,
  SEARCH_BOX_MIN_ITEMS,
} from '../filter-options.ts';
import styles from './FilterCard.module.css';

export type FilterCardProps = {
  group: FilterGroup;
  /** The listing URL with this value applied, or taken off when it is applied. */
  hrefFor: (item: FilterItem) => string;
  /** The option search of a SEARCH card. */
  searchOptions?: ((text: string, signal: AbortSignal) => Promise<FilterItem[]>) | undefined;
};

/** A SEARCH card lists its applied values and its top ones; the search box finds the rest. */
const SEARCH_CARD_TOP_ITEMS = 5;

/** One filter: its values as links (applied first) with counts; a value with no vacancies is disabled. */
export function FilterCard({ group, hrefFor, searchOptions }: FilterCardProps) {
  const { t, formatNumber } = useI18n();
  const headingId = useId();
  const [text, setText] = useState('');
  const [letter, setLetter] = useState<AlphabetLetter | null>(null);
  const { definition, items } = group;
  const isSearch = definition.renderType === 'SEARCH';

  let visible = filterCardOptions(items, isSearch ? '' : text);
  if (letter) visible = visible.filter((item) => item.isApplied || alphabetLetterOf(item.label) === letter);
  else if (isSearch) {
    const applied = visible.filter((item) => item.isApplied);
    visible = [...applied, ...visible.filter((item) => !item.isApplied).slice(0, SEARCH_CARD_TOP_ITEMS)];
  }
  const letters = new Set(items.map((item) => alphabetLetterOf(item.label)).filter((l) => l !== null));

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {definition.label}
      </h3>
      {isSearch ? (
        <FilterSuggestions
          filterLabel={definition.label}
          placeholder={definition.searchPlaceholder}
          items={items}
          hrefFor={hrefFor}
          searchOptions={searchOptions}
        />
      ) : items.length > SEARCH_BOX_MIN_ITEMS ? (
        <div>
          <label htmlFor={`${headingId}-search`} className="visually-hidden">
            {t('filters.searchLabel', { filter: definition.label })}
          </label>
          <input
            id={`${headingId}-search`}
            type="search"
            value={text}
            maxLength={TEXT_LIMITS.input}
            placeholder={definition.searchPlaceholder || t('filters.searchPlaceholder')}
            autoComplete="off"
            className={styles.search}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ) : null}
      {items.length >= ALPHABET_MIN_ITEMS ? (
        <AlphabetFilter
          filterLabel={definition.label}
          selected={letter}
          available={letters}
          onSelect={setLetter}
        />
      ) : null}
      {visible.length === 0 ? (
        <p className={styles.noMatches}>{t('filters.noMatches')}</p>
      ) : (
        <ul className={styles.items} aria-labelledby={headingId}>
          {visible.map((item) => {
            const content = (
              <>
                <span className={styles.label}>{item.label}</span>
                <span className={styles.total}>{formatNumber(item.total)}</span>
                {item.isApplied ? <span className="visually-hidden">, {t('filters.applied')}</span> : null}
              </>
            );
            return (
              <li key={item.id}>
                {isFilterOptionDisabled(item) ? (
                  <span className={styles.item} aria-disabled="true">
                    {content}
                  </span>
                ) : (
                  <Link
                    to={hrefFor(item)}
                    className={styles.item}
                    aria-current={item.isApplied ? 'true' : undefined}
                    preventScrollReset
                    rel="nofollow"
                  >
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {group.hidden ? (
        <Link to={group.hidden.href} className={styles.more} rel="nofollow">
          {t('filters.showMore', { count: formatNumber(group.hidden.count), filter: definition.label })}
        </Link>
      ) : null}
    </section>
  );
}
