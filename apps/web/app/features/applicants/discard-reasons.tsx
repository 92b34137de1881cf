import { DISCARD_REASONS } from '@camello/domain';
import { applicantMessages } from './messages.ts';

/** The reasons an analyst may give for discarding an applicant, as the options of a select. */
export function DiscardReasonOptions() {
  const t = applicantMessages.useMessages();
  return (
    <>
      {DISCARD_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {t(`discardReason.${reason}`)}
        </option>
      ))}
    </>
  );
}
