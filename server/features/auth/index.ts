// The auth feature's public module: what the rest of the server may use of it (decision 012).
export { ensureAdmin } from './admin-bootstrap';
export { confirmCurrentPassword } from './password-check';
export type { PasswordCheckDeps } from './password-check';
export { deleteResetsOfUser } from './password-reset-repository';
export { hashPassword } from './passwords';
export { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
export type { TokenSource } from './session-cookie';
export { sessionsSection } from './export';
export { deleteSessionsOfUser } from './session-repository';
export { hashSessionToken, newSessionToken } from './tokens';
export { resolveSession } from './session-service';
export type { SessionInfo } from './session-service';
