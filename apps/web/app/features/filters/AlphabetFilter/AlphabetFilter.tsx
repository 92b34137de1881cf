import { ALPHABET, type AlphabetLetter } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import styles from './AlphabetFilter.module.css';

export type AlphabetFilterProps = {
  /** Name of the filter card, for the group's accessible name. */
  filterLabel: string;
  selected: AlphabetLetter | null;
  /** Letters some value starts with; the others are disabled. */
  available: ReadonlySet<AlphabetLetter>;
  onSelect: (letter: AlphabetLetter | null) => void;
};

/** A to Z with Ñ: narrows a long filter card to the values starting with one letter. */
export function AlphabetFilter({ filterLabel, selected, available, onSelect }: AlphabetFilterProps) {
  const { t } = useI18n();
  return (
    <fieldset className={styles.letters}>
      <legend className="visually-hidden">{t('filters.alphabet', { filter: filterLabel })}</legend>
      <button
        type="button"
        aria-pressed={selected === null}
        className={styles.letter}
        onClick={() => onSelect(null)}
      >
        {t('filters.allLetters')}
      </button>
      {ALPHABET.map((letter) => (
        <button
          key={letter}
          type="button"
          aria-pressed={selected === letter}
          disabled={!available.has(letter)}
          className={styles.letter}
          onClick={() => onSelect(selected === letter ? null : letter)}
        >
          {letter}
        </button>
      ))}
    </fieldset>
  );
}
