import { LOGO_MEDIA_TYPES } from '@camello/domain';
import styles from './analyst.module.css';
import { analystMessages } from './messages.ts';

const ACCEPTED = Object.keys(LOGO_MEDIA_TYPES).join(',');

/**
 * A company's or brand's logo in its form: the one it has, kept unless another is uploaded or it
 * is removed. The file goes with the form's own post (multipart), so it works without JavaScript;
 * the server uploads it first (`submittedLogo`).
 */
export function LogoField({ id, logoUrl }: { id: string; logoUrl: string | null }) {
  const t = analystMessages.useMessages();
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <input type="hidden" name="logoUrl" value={logoUrl ?? ''} />
      {logoUrl ? (
        <img src={logoUrl} alt={t('logo.current')} width={64} height={64} className={styles.companyLogo} />
      ) : (
        <p className={styles.hint}>{t('logo.none')}</p>
      )}
      <label htmlFor={`${id}-logoFile`}>{t(logoUrl ? 'logo.replace' : 'logo.upload')}</label>
      <input
        // A new logo saved empties the field, which would otherwise still show the file sent.
        key={logoUrl ?? ''}
        id={`${id}-logoFile`}
        name="logoFile"
        type="file"
        accept={ACCEPTED}
        aria-describedby={`${id}-logoHint`}
      />
      <p id={`${id}-logoHint`} className={styles.hint}>
        {t('logo.hint')}
      </p>
      {logoUrl ? (
        <label className={styles.check}>
          <input type="checkbox" name="logoRemove" />
          <span>{t('logo.remove')}</span>
        </label>
      ) : null}
    </div>
  );
}
