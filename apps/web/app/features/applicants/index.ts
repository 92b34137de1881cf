export {
  ApplicantDetail,
  type ApplicantNotice,
} from './ApplicantDetail/ApplicantDetail.tsx';
export { ApplicantList, type BulkMoveNotice } from './ApplicantList/ApplicantList.tsx';
export { applicantMessages } from './messages.ts';
export { StageSettings, type StageSettingsNotice } from './StageSettings/StageSettings.tsx';
