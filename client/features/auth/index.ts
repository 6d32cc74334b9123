// The auth feature's public module: what the rest of the client may use of it (decision 012).
export { ForgotPasswordPage } from './forgot-password-page';
export { GoogleButton } from './google-button';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
export { UndoEmailChangePage } from './undo-email-change-page';
export { VerifyEmailPage } from './verify-email-page';
