import { paths } from '@camello/domain';
import { lazy } from 'react';
import { useRevalidator } from 'react-router';
import { useCandidateStates } from './candidate-states.ts';
import styles from './SaveJob.module.css';

// Only a signed-in candidate's page renders it: visitors never download its script. Its styles
// stay here, in the page's stylesheet, so the server-rendered button is styled without scripts.
const SaveJobButton = lazy(() => import('./SaveJobButton/SaveJobButton.tsx'));

/**
 * Save and unsave a vacancy (spec §4 "Save button"): only for a signed-in candidate, and hidden
 * once they applied to it (§4 "Job view").
 */
export function SaveJob({
  jobId,
  title,
  onCard = false,
}: {
  jobId: string;
  title: string;
  onCard?: boolean;
}) {
  const states = useCandidateStates();
  // Taken here, not in the lazy button: there it would split React Router's hooks into a chunk of
  // their own, which every page would load (1.4 KB more gzipped).
  const { revalidate } = useRevalidator();
  const state = states?.[jobId];
  if (!states || !state || state.applied) return null;
  return (
    <SaveJobButton
      jobId={jobId}
      title={title}
      saved={state.saved}
      states={states}
      action={paths.savedJobs()}
      className={styles.save}
      onCard={onCard}
      revalidate={revalidate}
    />
  );
}
