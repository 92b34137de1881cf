import { TIMINGS } from '@camello/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { useExitDelay } from '../../../shared/ui/use-exit-delay.ts';
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
 * place, dims the page and stops it scrolling while open, and slides out for 500 ms on closing
 * (spec §4), giving the focus back to the toggle when it was in the panel.
 */
export function FilterColumn({ groups, hrefFor, clearHref, searchOptionsFor }: FilterColumnProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const panel = useExitDelay(open, TIMINGS.drawerClose);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const applied = appliedFilterCount(groups);
  const close = useCallback(() => {
    setOpen(false);
    if (panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!panel.present) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [panel.present]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const closing = panel.closing ? '' : undefined;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a link so that `:target` opens the panel without JavaScript */}
      <a
        ref={toggleRef}
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
      {panel.present ? (
        <div className={styles.backdrop} data-closing={closing} aria-hidden="true" onClick={close} />
      ) : null}
      <section
        ref={panelRef}
        id={PANEL_ID}
        className={panel.present ? `${styles.panel} ${styles.open}` : styles.panel}
        data-drawer-open={panel.present ? '' : undefined}
        data-closing={closing}
        inert={panel.closing}
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
              close();
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
