export {
  confirmEmail,
  isRefusal,
  problemOf,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
} from './account-api.server.ts';
export {
  accountMessage,
  echoedValues,
  emailForm,
  parseForm,
  resetPasswordForm,
  signInForm,
  signUpForm,
} from './account-forms.server.ts';
export {
  accountHref,
  accountPageData,
  accountPageHeaders,
  type Forward,
  forwardOf,
  NO_STORE,
  redirectIfSignedIn,
  refuseCrossSiteForm,
  refusedForm,
} from './account-page.server.ts';
