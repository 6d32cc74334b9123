import type { AppConfig } from '../config';

export type CspDirectives = Record<string, string[]>;

/**
 * The Content-Security-Policy: only what the app uses. Scripts and styles are files Vite built
 * (no inline scripts; the JSON-LD `application/ld+json` block is data, which CSP does not block).
 * Later issues add their providers' origins here (Google sign-in, Stripe, the voice provider).
 */
export function contentSecurityPolicy(config: AppConfig): CspDirectives {
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Toast and dialog libraries (sonner, Radix) insert <style> elements at run time; inline
    // styles cannot run code, so allowing them costs little, unlike inline scripts.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only behind HTTPS: on plain http://localhost it would break every asset request.
  if (config.publicUrl?.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}
