import { TIMINGS } from '@camello/domain';
import { type ComponentType, useEffect, useState } from 'react';

/**
 * The feedback button of spec §4: 10 s after load (checked every second) its widget loads, and
 * shows itself. A widget that fails to load is only logged (spec §8): the page goes on as it was.
 */
export function FeedbackIsland() {
  const [Widget, setWidget] = useState<ComponentType | null>(null);
  useEffect(() => {
    const loadedAt = Date.now();
    const poll = setInterval(() => {
      if (Date.now() - loadedAt < TIMINGS.feedbackButtonDelay) return;
      clearInterval(poll);
      import('./FeedbackWidget.tsx').then(
        (module) => setWidget(() => module.default),
        (error: unknown) => console.error('The feedback widget did not load', error),
      );
    }, TIMINGS.feedbackButtonPoll);
    return () => clearInterval(poll);
  }, []);
  return Widget ? <Widget /> : null;
}
