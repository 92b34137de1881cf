import { paths } from '@camello/domain';
import { useI18n } from '../../../i18n/index.ts';
import { Link } from '../../../shared/ui/Link.tsx';
import { MailtoText } from '../MailtoText.tsx';
import { Prose, SitePage } from '../SitePage/SitePage.tsx';
import type { SiteTexts } from '../site-texts.ts';
import styles from './LegalDocument.module.css';

export type LegalDocumentProps = {
  readonly title: string;
  /** The page's texts, `legal.inForceSince` written with the version and the day it rules from. */
  readonly texts: SiteTexts<'legal'>;
  /** Sanitized HTML, in Spanish whatever the page's language: the Spanish text is the one that binds. */
  readonly contentHtml: string;
};

/** The terms or the data policy in force: its version, its date and its text. */
export function LegalDocument({ title, texts, contentHtml }: LegalDocumentProps) {
  const t = (key: keyof SiteTexts<'legal'>) => texts[key];
  const { locale } = useI18n();
  return (
    <SitePage title={title} subtitle={t('legal.inForceSince')}>
      {locale.startsWith('es') ? null : <p className={styles.note}>{t('legal.spanishOnly')}</p>}
      <Prose html={contentHtml} lang="es-CO" />
      <aside aria-labelledby="legal-contact" className={styles.contact}>
        <h2 id="legal-contact" className={styles.contactTitle}>
          {t('legal.contactTitle')}
        </h2>
        <p>
          <MailtoText text={t('legal.contact')} />
        </p>
        <p>
          <Link to={paths.personalData()}>{t('legal.personalDataLink')}</Link>
        </p>
        <p>
          <Link to={paths.help()}>{t('legal.helpLink')}</Link>
        </p>
      </aside>
    </SitePage>
  );
}
