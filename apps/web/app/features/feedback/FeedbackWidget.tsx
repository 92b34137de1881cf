import { browserCalls } from '@camello/domain/contracts/browser';
import { type FormEvent, useRef, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { browserCall } from '../../shared/api/browser-api.ts';
import styles from './Feedback.module.css';
import { feedbackMessages } from './messages.ts';

type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'noRating';

/**
 * The button and its short form: a rating from 1 to 5 and a comment, sent with the address of the
 * page. The answer's id is made once per form, so a retried post stores one answer.
 */
export default function FeedbackWidget() {
  const t = feedbackMessages.useMessages();
  const { locale } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<Status>('editing');
  const [answerId, setAnswerId] = useState(() => crypto.randomUUID());

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rating = Number(form.get('rating'));
    if (!rating) return setStatus('noRating');
    setStatus('sending');
    const comment = String(form.get('comment') ?? '').trim();
    const response = await browserCall(browserCalls.profile.feedback, {
      headers: { 'Accept-Language': locale },
      body: {
        id: answerId,
        pageUrl: `${window.location.pathname}${window.location.search}`.slice(0, 2000),
        rating,
        ...(comment && { comment }),
      },
    }).catch(() => null);
    if (response?.ok) {
      setStatus('sent');
      setAnswerId(crypto.randomUUID());
    } else setStatus('failed');
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setStatus('editing');
          dialog.current?.showModal();
        }}
      >
        {t('button')}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="feedback-title">
        <h2 id="feedback-title" className={styles.title}>
          {t('title')}
        </h2>
        {status === 'sent' ? (
          <p role="status">{t('thanks')}</p>
        ) : (
          <form className={styles.form} onSubmit={send}>
            <fieldset className={styles.stars}>
              <legend className={styles.label}>{t('rating')}</legend>
              {[1, 2, 3, 4, 5].map((count) => (
                <label key={count} className={styles.star}>
                  <input type="radio" name="rating" value={count} />
                  <span>{t('stars', { count })}</span>
                </label>
              ))}
            </fieldset>
            <label htmlFor="feedback-comment" className={styles.label}>
              {t('comment')}
            </label>
            <textarea
              id="feedback-comment"
              name="comment"
              rows={3}
              maxLength={2000}
              className={styles.input}
            />
            {status === 'noRating' || status === 'failed' ? (
              <p role="alert" className={styles.error}>
                {t(status === 'noRating' ? 'chooseRating' : 'failed')}
              </p>
            ) : null}
            <button type="submit" className={styles.send} disabled={status === 'sending'}>
              {t('send')}
            </button>
          </form>
        )}
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          {t('close')}
        </button>
      </dialog>
    </>
  );
}
