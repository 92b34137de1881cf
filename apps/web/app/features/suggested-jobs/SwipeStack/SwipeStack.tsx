import { paths, type SwipeDirection, swipeDirection } from '@camello/domain';
import type { SuggestedJob } from '@camello/domain/contracts';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { suggestedJobsMessages } from '../messages.ts';
import { JobSummary } from '../SuggestedJobList/JobSummary.tsx';
import { SwipeHint } from './SwipeHint.tsx';
import styles from './SwipeStack.module.css';

const INTENT_OF: Record<SwipeDirection, 'like' | 'discard'> = { right: 'like', left: 'discard' };

/**
 * The phone's card stack (spec §4 Swipe): the top suggestion goes right (like) or left (discard)
 * with a swipe of more than 40 px, the arrow keys, or its buttons. Each decision is posted on its
 * own (a fetcher per vacancy), and the card leaves at once.
 */
export default function SwipeStack({ jobs }: { jobs: readonly SuggestedJob[] }) {
  const t = suggestedJobsMessages.useMessages();
  const submit = useSubmit();
  const [judged, setJudged] = useState<ReadonlySet<string>>(new Set());
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const left = jobs.filter((job) => !judged.has(job.id));
  const [top, next] = left;

  function judge(job: SuggestedJob, direction: SwipeDirection) {
    setJudged((before) => new Set(before).add(job.id));
    setOffset(0);
    submit(
      { jobId: job.id, intent: INTENT_OF[direction] },
      { method: 'post', action: paths.suggestedJobs(), navigate: false, fetcherKey: `suggestion-${job.id}` },
    );
  }

  if (!top)
    return (
      <div className={styles.done}>
        <h2 className={styles.doneTitle}>{t('swipe.done.title')}</h2>
        <p>{t('swipe.done.text')}</p>
      </div>
    );

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (start.current && touch) setOffset(touch.clientX - start.current.x);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const from = start.current;
    start.current = null;
    const direction = from && touch ? swipeDirection(from.x, touch.clientX) : null;
    if (direction) judge(top, direction);
    else setOffset(0);
  };
  // The arrow keys act on the top card while the focus is in the stack (its link or buttons).
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = event.key === 'ArrowRight' ? 'right' : event.key === 'ArrowLeft' ? 'left' : null;
    if (!direction) return;
    event.preventDefault();
    judge(top, direction);
  };
  const headingId = `swipe-${top.id}`;
  const forTitle = <span className="visually-hidden">: {top.title}</span>;
  return (
    <>
      <SwipeHint />
      <section
        aria-label={t('swipe.label')}
        aria-describedby="swipe-keys"
        className={styles.stack}
        onKeyDown={onKeyDown}
      >
        <p className={styles.remaining} aria-live="polite">
          {t('swipe.remaining', { count: left.length })}
        </p>
        <p id="swipe-keys" className="visually-hidden">
          {t('swipe.keys')}
        </p>
        <div className={styles.cards}>
          {next ? <div className={styles.under} aria-hidden="true" /> : null}
          <article
            key={top.id}
            aria-labelledby={headingId}
            className={styles.card}
            style={
              offset === 0 ? undefined : { transform: `translateX(${offset}px) rotate(${offset / 20}deg)` }
            }
            data-leaning={offset > 0 ? 'right' : offset < 0 ? 'left' : undefined}
            onTouchStart={onTouchStart}
            onTouchMove={onTouchMove}
            onTouchEnd={onTouchEnd}
            onTouchCancel={() => setOffset(0)}
          >
            <JobSummary job={top} headingId={headingId} />
          </article>
        </div>
        <div className={styles.buttons}>
          <button type="button" className={styles.discard} onClick={() => judge(top, 'left')}>
            {t('suggested.discard')}
            {forTitle}
          </button>
          <button type="button" className={styles.like} onClick={() => judge(top, 'right')}>
            {t('suggested.like')}
            {forTitle}
          </button>
        </div>
      </section>
    </>
  );
}
