// The e-mail verification feature's public module: what the rest of the client may use of it
// (decision 012).
export { ResendVerification } from './resend-verification';
export { VerifyEmailReminder } from './verify-email-reminder';
