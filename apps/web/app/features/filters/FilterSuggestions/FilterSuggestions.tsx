import { matchesFilterLabel, TEXT_LIMITS, TIMINGS } from '@camello/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import type { FilterItem } from '../filter-options.ts';
import styles from './FilterSuggestions.module.css';

export type FilterSuggestionsProps = {
  filterLabel: string;
  placeholder: string;
  items: readonly FilterItem[];
  hrefFor: (item: FilterItem) => string;
  /** Looks the typed text up beyond the listed values; without it only those are matched. */
  searchOptions?: ((text: string, signal: AbortSignal) => Promise<FilterItem[]>) | undefined;
};

/** Pause after the last keystroke before asking the API, so typing a word is one request. */
const SEARCH_DELAY_MS = 200;

const MAX_SUGGESTIONS = 8;

/**
 * The search box of a SEARCH filter: typing lists matching values not applied yet; ArrowDown and
 * ArrowUp move the highlight, Enter applies it. The list closes a moment after the box loses
 * focus so that a click on a suggestion still lands.
 */
export function FilterSuggestions({
  filterLabel,
  placeholder,
  items,
  hrefFor,
  searchOptions,
}: FilterSuggestionsProps) {
  const { t, formatNumber } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  // What the lookup found for a text; null items when it failed and the listed values stand in.
  const [found, setFound] = useState<{ text: string; items: FilterItem[] | null } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The latest search function, without restarting the lookup when the parent renders a new one.
  const lookUp = useRef(searchOptions);
  lookUp.current = searchOptions;

  // Each keystroke cancels the search still running for the previous text.
  useEffect(() => {
    const typed = text.trim();
    const search = lookUp.current;
    if (!search || typed === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(typed, controller.signal).then(
        (options) => setFound({ text: typed, items: options }),
        () => {
          if (!controller.signal.aborted) setFound({ text: typed, items: null });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const typed = text.trim();
  const settled = found?.text === typed;
  const candidates = (settled && found.items) || items;
  // Until the lookup answers, the list shows the listed values and says it is still updating.
  const updating = Boolean(searchOptions) && typed !== '' && !settled;
  const suggestions =
    typed === ''
      ? []
      : candidates
          .filter((item) => !item.isApplied && item.total > 0 && matchesFilterLabel(item.label, typed))
          .slice(0, MAX_SUGGESTIONS);
  const expanded = open && suggestions.length > 0;
  const active = suggestions[Math.min(highlight, suggestions.length - 1)];

  const choose = (item: FilterItem) => {
    setOpen(false);
    setText('');
    void navigate(hrefFor(item), { preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current + step + suggestions.length) % Math.max(suggestions.length, 1));
    } else if (event.key === 'Enter' && expanded && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('filters.searchLabel', { filter: filterLabel })}
      </label>
      <input
        id={`${id}-input`}
        // A combobox is a text input; the search keyboard comes from inputMode.
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active ? `${id}-${active.id}` : undefined}
        value={text}
        maxLength={TEXT_LIMITS.input}
        placeholder={placeholder}
        autoComplete="off"
        className={styles.input}
        onChange={(event) => {
          setText(event.target.value);
          setHighlight(0);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), TIMINGS.suggestionClose);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('filters.suggestions', { filter: filterLabel })}
        className={styles.list}
        aria-busy={updating}
        hidden={!expanded}
      >
        {suggestions.map((item) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options are reached through the combobox input (aria-activedescendant), not focused
          <div
            key={item.id}
            id={`${id}-${item.id}`}
            role="option"
            aria-selected={item === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
          >
            {item.label} <span className={styles.total}>({formatNumber(item.total)})</span>
          </div>
        ))}
      </div>
    </div>
  );
}
