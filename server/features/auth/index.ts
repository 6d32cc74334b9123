// The auth feature's public module: what the rest of the server may use of it (decision 012).
export { ensureAdmin } from './admin-bootstrap';
export { confirmCurrentPassword } from './password-check';
export type { PasswordCheckDeps } from './password-check';
export { deleteResetsOfUser } from './password-reset-repository';
export { deleteEmailVerificationsOfUser } from './email-verification-repository';
export { createEmailVerification, sendVerificationMail } from './email-verification-service';
export { hashPassword } from './passwords';
export { authenticateRequest } from './authenticate';
export { clearSessionCookie } from './session-cookie';
export { sessionsSection } from './export';
export { deleteSessionsOfUser } from './session-repository';
export { hashSessionToken, newSessionToken } from './tokens';
