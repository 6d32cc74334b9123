/** Every page of the site, for specs that check them all (widths, accessibility). */

/** Pages a visitor can open, after the language (`/en/…`). */
export const PUBLIC_PAGES = [
  '',
  'models',
  'model/sophia',
  'who-we-are',
  'coming-soon',
  'plans',
  'support',
  'privacy',
  'terms',
  'login',
  'register',
  'forgot-password',
  'reset-password?token=not-a-real-token',
  'undo-email-change?token=not-a-real-token',
  'verify-email?token=not-a-real-token',
  'favorites',
  'chats',
  'no-such-page',
] as const;

/** Pages a signed-in user opens, after the language. */
export const SIGNED_IN_PAGES = [
  'dashboard',
  'models',
  'model/sophia',
  'chats',
  'favorites',
  'chat/sophia',
  'call/sophia',
  'profile',
  'settings?tab=account',
  'settings?tab=privacy',
  'settings?tab=notifications',
  'settings?tab=appearance',
  'settings?tab=subscription',
  'plans',
  'checkout?plan=premium&billing=monthly',
  'sandbox-checkout/not-a-real-session',
  'support',
  'who-we-are',
] as const;

/** The admin panel's tabs. */
export const ADMIN_PAGES = [
  'admin?tab=overview',
  'admin?tab=models',
  'admin?tab=support',
  'admin?tab=users',
  'admin?tab=settings',
  'admin/models',
] as const;
