export { AccountForm, EmailField, PasswordField, ResendForm } from './AccountForm/AccountForm.tsx';
export { AccountNotice, AccountOutcome, AccountPage } from './AccountPage/AccountPage.tsx';
export { useAccountMessages } from './account-messages.ts';
export { accountPageMeta } from './account-meta.ts';
export { fieldId, useFormMessages } from './form-messages.tsx';
export type { FormFailure, FormProblem } from './form-result.ts';
