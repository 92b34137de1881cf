export {
  addApplicantNote,
  downloadApplicantCv,
  exportApplicants,
  listApplicants,
  moveApplicant,
  moveApplicants,
  readApplicant,
  readStages,
  saveStages,
} from './applicants-api.server.ts';
export { applicantsQueryOf } from './applicants-query.server.ts';
