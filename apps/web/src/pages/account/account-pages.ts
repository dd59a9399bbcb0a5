// The pages of accounts and signing in, one chunk fetched the first time one is opened: the
// home page and play do not carry them (nor passkeys' and the QR code's libraries) up front.
export { AccountPage } from './AccountPage.tsx';
export { SignInPage } from './SignInPage.tsx';
export { SignUpPage } from './SignUpPage.tsx';
export { SignInCodePage } from '../SignInCodePage.tsx';
export { SignedInPage } from '../SignedInPage.tsx';
