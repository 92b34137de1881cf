export { BrowserSignedInHeader } from './SignedInHeader/BrowserSignedInHeader.tsx';
export { SignedInHeader } from './SignedInHeader/SignedInHeader.tsx';
export { SignOutConfirmation, signOutTitle } from './SignOut/SignOutConfirmation.tsx';
