import { Form } from 'react-router';
import { Link } from '../../../shared/ui/Link.tsx';
import styles from '../alerts.module.css';
import { jobAlertMessages } from '../messages.ts';

export type NewAlertFormProps = {
  readonly term: string;
  readonly filterCount: number;
  /** Where the form posts: this page with the search in its query string. */
  readonly action: string;
  readonly backHref: string;
  /** Null for a signed-in candidate; for a visitor, where signing in brings them back here. */
  readonly signInHref: string | null;
  /** The API's message when the alert could not be created. */
  readonly error: string | null;
  /** A visitor's alert was taken: the address the confirmation went to. */
  readonly sentTo: string | null;
  readonly values: { readonly email: string; readonly phone: string; readonly frequency: string };
};

/** "Crear alerta": the search it keeps, how often to write, and a visitor's e-mail and phone. */
export function NewAlertForm(props: NewAlertFormProps) {
  const t = jobAlertMessages.useMessages();
  if (props.sentTo)
    return (
      <section className={styles.card} aria-labelledby="new-alert-title">
        <h1 id="new-alert-title" className={styles.title}>
          {t('new.checkEmailHeading')}
        </h1>
        <p role="status">{t('new.checkEmailText', { email: props.sentTo })}</p>
        <p>
          <Link to={props.backHref} className={styles.link}>
            {t('new.back')}
          </Link>
        </p>
      </section>
    );
  return (
    <section className={styles.card} aria-labelledby="new-alert-title">
      <h1 id="new-alert-title" className={styles.title}>
        {t('new.heading')}
      </h1>
      <p>
        <strong>{props.term ? t('new.search', { term: props.term }) : t('new.allJobs')}</strong>
        {props.filterCount > 0 ? ` · ${t('new.filters', { count: props.filterCount })}` : ''}
      </p>
      {props.error ? (
        <p className={styles.error} role="alert">
          {t('new.failed', { message: props.error })}
        </p>
      ) : null}
      <Form method="post" action={props.action} className={styles.card}>
        <fieldset className={styles.field}>
          <legend>{t('new.frequency')}</legend>
          <label>
            <input
              type="radio"
              name="frequency"
              value="daily"
              defaultChecked={props.values.frequency !== 'weekly'}
            />{' '}
            {t('new.daily')}
          </label>
          <label>
            <input
              type="radio"
              name="frequency"
              value="weekly"
              defaultChecked={props.values.frequency === 'weekly'}
            />{' '}
            {t('new.weekly')}
          </label>
        </fieldset>
        {props.signInHref ? (
          <>
            <label className={styles.field}>
              {t('new.email')}
              <input
                type="email"
                name="email"
                required
                maxLength={254}
                autoComplete="email"
                defaultValue={props.values.email}
                className={styles.input}
              />
            </label>
            <label className={styles.field}>
              {t('new.phone')}
              <input
                type="tel"
                name="phone"
                required
                maxLength={30}
                autoComplete="tel"
                defaultValue={props.values.phone}
                className={styles.input}
              />
            </label>
            <p className={styles.muted}>
              {t('new.visitorNote')}{' '}
              <Link to={props.signInHref} className={styles.link}>
                {t('new.signIn')}
              </Link>
            </p>
          </>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('new.submit')}
          </button>
          <Link to={props.backHref} className={styles.link}>
            {t('new.back')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
