import { TIMINGS } from '@camello/domain';
import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react';
import type { CandidateStatesByJob } from '../candidate-states.ts';
import { jobStatesMessages } from '../messages.ts';
import { sendSaved } from './save-request.ts';
import { changeSaved, currentVersion, savedOn, subscribe } from './saved-overrides.ts';

/**
 * What the page hands over (its states, the saved jobs path, its styles), so that this chunk
 * imports nothing the page's shared scripts hold: the build would split them into more files.
 */
export type SaveJobButtonProps = {
  jobId: string;
  title: string;
  /** Saved, as the page's loader data says. */
  saved: boolean;
  /** The page's candidate states, whose identity tells loader data that arrived after a save. */
  states: CandidateStatesByJob;
  /** The saved jobs page, whose action saves without scripts. */
  action: string;
  /** From the page's stylesheet, which the server-rendered button needs before this chunk loads. */
  className: string | undefined;
  /** On a job card, above its stretched title link. */
  onCard: boolean;
  /** Loads the page's data again (React Router's `useRevalidator`, taken by the page). */
  revalidate: () => Promise<void>;
};

/**
 * The save button. Without scripts it is a form posted to the saved jobs page's action, which
 * comes back to this page (its Referer); with them the icon switches at once, the API is called,
 * and a failure switches it back with a notice, a success has the page's loader data revalidated.
 */
export default function SaveJobButton({
  jobId,
  title,
  saved: serverSaved,
  states,
  action,
  className,
  onCard,
  revalidate,
}: SaveJobButtonProps) {
  const t = jobStatesMessages.useMessages();
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const saved = savedOn(states, jobId, serverSaved);
  // A failure's notice (spec §2 "Notification": top right, closing by itself after a while).
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (failure === null) return;
    const timer = setTimeout(() => setFailure(null), TIMINGS.notificationAutoClose);
    return () => clearTimeout(timer);
  }, [failure]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = !saved;
    setFailure(null);
    const change = changeSaved(jobId, next);
    sendSaved(jobId, next).then(
      (now) => {
        change.update(now);
        // Loader data read while the save was on its way may not have it. Revalidating restarts
        // any load in flight, so the page's next loader data was loaded after the save: until it
        // arrives the switch holds.
        revalidate().then(change.settle, change.settle);
      },
      () => {
        change.update(!next);
        change.settle();
        setFailure(t(next ? 'save.failed' : 'unsave.failed'));
      },
    );
  };

  return (
    <form
      method="post"
      action={action}
      className={className}
      data-on-card={onCard || undefined}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="jobId" value={jobId} />
      <button type="submit" name="intent" value={saved ? 'unsave' : 'save'} data-saved={saved || undefined}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 3h12v18l-6-4.5L6 21z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {t(saved ? 'saved.label' : 'save.label')}
        <span className="visually-hidden">{t(saved ? 'saved.hidden' : 'save.hidden', { title })}</span>
      </button>
      {failure === null ? null : (
        <p role="alert">
          {failure}
          <button type="button" aria-label={t('notice.close')} onClick={() => setFailure(null)}>
            ×
          </button>
        </p>
      )}
    </form>
  );
}
