export {
  confirmEmail,
  isRefusal,
  problemOf,
  register,
  requestPasswordReset,
  resetPassword,
  signIn,
} from './account-api.server.ts';
export {
  accountMessage,
  echoedValues,
  forgotPasswordForm,
  parseForm,
  resetPasswordForm,
  signInForm,
  signUpForm,
} from './account-forms.server.ts';
export {
  accountHref,
  accountPageData,
  accountPageHeaders,
  forwardOf,
  NO_STORE,
  redirectIfSignedIn,
  refuseCrossSiteForm,
  refusedForm,
} from './account-page.server.ts';
