/** The access, account and status pages: one chunk, loaded when one of them is opened. */

export { ErrorPage } from '../../shell/status/error-page';
export { NotFoundPage } from '../../shell/status/not-found';
export { ResultPage } from '../../shell/status/result';
export { AccountPage } from './account';
export { ChangeEmailPage } from './change-email';
export { ChangePasswordPage } from './change-password';
export { ForgotPage } from './forgot';
export { type Checkable, schemaErrors } from './form';
export { AccessLayout, PageLayout } from './layout';
export { LoginPage } from './login';
export { MyAccountPage } from './my-account';
export { SignUpPage } from './sign-up';
