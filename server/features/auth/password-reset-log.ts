/**
 * A reset token is a password for an hour. Request logs record URLs, and two carry the token:
 * the page the e-mail links to (`/{lang}/reset-password?token=...`) and the link check
 * (`/api/auth/reset-password/{token}/status`). This masks it for the logger's request serializer.
 */
export function withoutResetToken(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/g, '$1[redacted]')
    .replace(/(\/reset-password\/)[^/?#]+(\/status)/, '$1[redacted]$2');
}
