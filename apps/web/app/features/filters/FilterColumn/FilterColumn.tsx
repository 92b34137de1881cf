import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { FilterCard } from '../FilterCard/FilterCard.tsx';
import { appliedFilterCount, type FilterGroup, type FilterItem } from '../filter-options.ts';
import styles from './FilterColumn.module.css';

export type FilterColumnProps = {
  groups: readonly FilterGroup[];
  hrefFor: (group: FilterGroup, item: FilterItem) => string;
  /** The listing without any filter. */
  clearHref: string;
  /** The option search of a card whose values are looked up as the visitor types. */
  searchOptionsFor?: (
    group: FilterGroup,
  ) => ((text: string, signal: AbortSignal) => Promise<FilterItem[]>) | undefined;
};

const PANEL_ID = 'filtros';
/** Where the panel's close link points without JavaScript: anywhere but the panel closes it. */
export const RESULTS_ID = 'resultados';

/**
 * The filter column: a sidebar on large screens, a panel over the page on small ones. The toggle
 * is a link to the panel, so without JavaScript `:target` opens it; with JavaScript it toggles in
 * place, dims the page and stops it scrolling while open.
 */
export function FilterColumn({ groups, hrefFor, clearHref, searchOptionsFor }: FilterColumnProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const applied = appliedFilterCount(groups);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a link so that `:target` opens the panel without JavaScript */}
      <a
        href={`#${PANEL_ID}`}
        role="button"
        aria-controls={PANEL_ID}
        aria-expanded={open}
        className={styles.toggle}
        onClick={(event) => {
          event.preventDefault();
          setOpen((current) => !current);
        }}
      >
        {applied > 0 ? t('filters.toggleWithCount', { count: applied }) : t('filters.toggle')}
      </a>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <section
        id={PANEL_ID}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        aria-labelledby={`${PANEL_ID}-title`}
      >
        <header className={styles.header}>
          <h2 id={`${PANEL_ID}-title`} className={styles.title}>
            {t('filters.title')}
          </h2>
          <p className={styles.count}>{t('filters.appliedCount', { count: applied })}</p>
          {applied > 0 ? (
            <Link to={clearHref} className={styles.clear} preventScrollReset onClick={() => setOpen(false)}>
              {t('filters.clear')}
            </Link>
          ) : (
            <button type="button" className={styles.clear} disabled>
              {t('filters.clear')}
            </button>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: a link away from `:target` closes the panel without JavaScript */}
          <a
            href={`#${RESULTS_ID}`}
            role="button"
            className={styles.close}
            aria-label={t('filters.close')}
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            ×
          </a>
        </header>
        {groups.map((group) => (
          <FilterCard
            key={group.definition.field}
            group={group}
            hrefFor={(item) => hrefFor(group, item)}
            searchOptions={searchOptionsFor?.(group)}
          />
        ))}
      </section>
    </>
  );
}
