export { personalDataMessages } from './messages.ts';
export {
  AccountDeleted,
  type DeletionErrors,
  PersonalDataPage,
} from './PersonalDataPage/PersonalDataPage.tsx';
