import type { CompanySettings } from '@camello/domain/contracts';
import { Form } from 'react-router';
import styles from './analyst.module.css';
import { LogoField } from './LogoField.tsx';
import { analystMessages } from './messages.ts';

export type SettingsFormProps = {
  readonly action: string;
  readonly settings: CompanySettings & { readonly brands: readonly { slug: string; name: string }[] };
  readonly problem: string | null;
  readonly saved: boolean;
};

const LINKS = [
  'websiteUrl',
  'facebookUrl',
  'instagramUrl',
  'linkedinUrl',
  'youtubeUrl',
  'tiktokUrl',
  'xUrl',
] as const;

/** A company's settings (issue #13): general, job site, referral page, personal-data policy. */
export function SettingsForm({ action, settings, problem, saved }: SettingsFormProps) {
  const t = analystMessages.useMessages();
  const field = (name: string, label: string, value: string | null, type = 'text') => (
    <div key={name} className={styles.field}>
      <label htmlFor={`settings-${name}`}>{label}</label>
      <input id={`settings-${name}`} name={name} type={type} defaultValue={value ?? ''} />
    </div>
  );
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className={styles.pageTitle}>
        {t('settings.heading')}
      </h1>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : saved ? (
        <p role="status" className={styles.notice}>
          {t('settings.saved')}
        </p>
      ) : null}
      <Form method="post" action={action} encType="multipart/form-data">
        <fieldset className={styles.fieldset} id="general">
          <legend>{t('nav.general')}</legend>
          {field('name', t('settings.name'), settings.name)}
          {field('primaryColor', t('settings.primaryColor'), settings.primaryColor ?? '#0a7d3e', 'color')}
          {field(
            'secondaryColor',
            t('settings.secondaryColor'),
            settings.secondaryColor ?? '#ffffff',
            'color',
          )}
          <LogoField id="settings" logoUrl={settings.logoUrl} />
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="settings-description">{t('settings.description')}</label>
            <textarea
              id="settings-description"
              name="description"
              rows={5}
              defaultValue={settings.description ?? ''}
            />
          </div>
          {LINKS.map((name) => field(name, t(`settings.${name}`), settings[name], 'url'))}
        </fieldset>
        <fieldset className={styles.fieldset} id="sitio-de-empleo">
          <legend>{t('nav.jobSite')}</legend>
          <label className={styles.check}>
            <input type="radio" name="jobSiteKind" value="1" defaultChecked={settings.jobSiteKind === 1} />
            <span>{t('settings.public')}</span>
          </label>
          <label className={styles.check}>
            <input type="radio" name="jobSiteKind" value="0" defaultChecked={settings.jobSiteKind === 0} />
            <span>{t('settings.private')}</span>
          </label>
        </fieldset>
        <fieldset className={styles.fieldset} id="referidos">
          <legend>{t('nav.referrals')}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="referralEnabled"
              defaultChecked={settings.referral?.isEnabled ?? false}
            />
            <span>{t('settings.referralEnabled')}</span>
          </label>
          {field('referralTitle', t('settings.referralTitle'), settings.referral?.title ?? '')}
          {field('referralTerms', t('settings.referralTerms'), settings.referral?.termsUrl ?? '', 'url')}
          <label className={styles.check}>
            <input
              type="checkbox"
              name="referralUpload"
              defaultChecked={settings.referral?.allowsUpload ?? true}
            />
            <span>{t('settings.referralUpload')}</span>
          </label>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="settings-referralIntro">{t('settings.referralIntro')}</label>
            <textarea
              id="settings-referralIntro"
              name="referralIntro"
              rows={3}
              defaultValue={settings.referral?.introHtml ?? ''}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset} id="datos-personales">
          <legend>{t('nav.dataPolicy')}</legend>
          {field('dataPolicyUrl', t('settings.dataPolicyUrl'), settings.dataPolicyUrl, 'url')}
        </fieldset>
        <button type="submit" className={styles.primaryButton}>
          {t('form.save')}
        </button>
      </Form>
    </section>
  );
}
