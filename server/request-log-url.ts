/**
 * The address a request log line records: the path, and of the query only the parameter names.
 * Query values carry what people type or are sent (an admin's search for an e-mail address,
 * the outbox's recipient, a password reset token on the page an e-mail links to); the names are
 * enough to tell requests apart. A reset token is a password for an hour, and the link check
 * carries it in the path (`/api/auth/reset-password/{token}/status`): that is masked too.
 */

const REDACTED = '[redacted]';
/** A parameter name as the app's own addresses spell them; anything else is not a name. */
const PARAMETER_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;

export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(
    /(\/reset-password\/)[^/]+(\/status)/,
    `$1${REDACTED}$2`,
  );
  if (at < 0) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0]!;
      return `${PARAMETER_NAME.test(name) ? name : REDACTED}=…`;
    });
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}
