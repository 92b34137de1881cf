import { ALPHABET, type AlphabetLetter, MEGA_MENU_CARDS, type MegaMenuCard } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { cardsForLetter } from '../alphabet.ts';
import styles from './MegaMenuGrid.module.css';

export type MegaMenuTabLink = { readonly label: string; readonly url: string; readonly active: boolean };

export type MegaMenuGridProps = {
  readonly tabs: readonly MegaMenuTabLink[];
  readonly title: string;
  /** The link beside the title, and the one under the cards. */
  readonly action: { readonly label: string; readonly url: string };
  readonly bottomAction: { readonly label: string; readonly url: string };
  /** Every card of the tab, most openings first. */
  readonly cards: readonly MegaMenuCard[];
  readonly letter: AlphabetLetter | null;
  /** The URL of the same page filtered by a letter (`?letra=A`), or unfiltered for null. */
  readonly hrefForLetter: (letter: AlphabetLetter | null) => string;
  readonly limit?: number;
};

/** Job categories: tabs, a title with its action link, the A–Z filter (plain links) and up to 39 cards. */
export function MegaMenuGrid({
  tabs,
  title,
  action,
  bottomAction,
  cards,
  letter,
  hrefForLetter,
  limit = MEGA_MENU_CARDS,
}: MegaMenuGridProps) {
  const { t, formatNumber } = useI18n();
  const shown = cardsForLetter(cards, letter).slice(0, limit);
  return (
    <section className={styles.menu} aria-labelledby="mega-menu-title">
      <nav aria-label={t('megaMenu.tabs')}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.url}>
              <Link to={tab.url} className={styles.tab} aria-current={tab.active ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.heading}>
        <h1 id="mega-menu-title" className={styles.title}>
          {title}
        </h1>
        <Link to={action.url} className={styles.action}>
          {action.label}
        </Link>
      </div>
      <nav aria-label={t('megaMenu.alphabet')}>
        <ul className={styles.alphabet}>
          <li>
            <Link
              to={hrefForLetter(null)}
              className={styles.letter}
              aria-current={letter === null ? 'true' : undefined}
              preventScrollReset
            >
              {t('megaMenu.allLetters')}
            </Link>
          </li>
          {ALPHABET.map((item) => (
            <li key={item}>
              <Link
                to={hrefForLetter(item)}
                className={styles.letter}
                aria-current={letter === item ? 'true' : undefined}
                aria-label={t('megaMenu.letter', { letter: item })}
                preventScrollReset
              >
                {item}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('megaMenu.noCards')}</p>
      ) : (
        <ul className={styles.cards}>
          {shown.map((card) => (
            <li key={card.url}>
              <Link to={card.url} className={styles.card}>
                {card.logo ? (
                  <img src={card.logo} alt="" width={32} height={32} className={styles.logo} />
                ) : null}
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.quotas}>
                  {t('megaMenu.quotas', { count: card.quotas, quotas: formatNumber(card.quotas) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={bottomAction.url} className={styles.bottomAction}>
        {bottomAction.label}
      </Link>
    </section>
  );
}
