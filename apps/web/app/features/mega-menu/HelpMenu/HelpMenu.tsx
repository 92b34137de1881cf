import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { helpLinks } from '../header-links.ts';
import styles from './HelpMenu.module.css';

/**
 * The header's help dropdown: a disclosure that toggles without JavaScript and, once the page is
 * interactive, also closes when the focus leaves it (spec §4).
 */
export function HelpMenu({ summaryClassName }: { summaryClassName?: string | undefined }) {
  const { t } = useI18n();
  return (
    <details
      className={styles.help}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
      }}
    >
      <summary className={summaryClassName}>{t('megaMenu.help')}</summary>
      <ul className={styles.list}>
        {helpLinks.map((link) => (
          <li key={link.url}>
            <Link to={link.url}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
