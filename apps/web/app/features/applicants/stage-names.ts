import type { ApplicationStatus } from '@camello/domain';
import type { CompanyStage } from '@camello/domain/contracts';
import type { applicantMessages } from './messages.ts';

type Translate = ReturnType<typeof applicantMessages.of>;

/** A stage's name as the company words it, or the product's name for analysts. */
export function stageNameOf(
  stages: readonly CompanyStage[],
  status: ApplicationStatus,
  t: Translate,
): string {
  return stages.find((stage) => stage.status === status)?.label ?? t(`stage.${status}`);
}
