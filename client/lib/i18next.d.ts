import 'i18next';
import type email from '#common/locales/email/en.json';
import type legal from '#common/locales/legal/en.json';
import type en from '#common/locales/en.json';
import type about from '#common/locales/pages/about.en.json';
import type admin from '#common/locales/pages/admin.en.json';
import type auth from '#common/locales/pages/auth.en.json';
import type billing from '#common/locales/pages/billing.en.json';
import type call from '#common/locales/pages/call.en.json';
import type characterCards from '#common/locales/pages/character-cards.en.json';
import type chat from '#common/locales/pages/chat.en.json';
import type comingSoon from '#common/locales/pages/coming-soon.en.json';
import type companionProfile from '#common/locales/pages/companion-profile.en.json';
import type dashboard from '#common/locales/pages/dashboard.en.json';
import type favorites from '#common/locales/pages/favorites.en.json';
import type home from '#common/locales/pages/home.en.json';
import type ownCompanions from '#common/locales/pages/own-companions.en.json';
import type myProfile from '#common/locales/pages/my-profile.en.json';
import type settings from '#common/locales/pages/settings.en.json';
import type support from '#common/locales/pages/support.en.json';

// The app's texts: the main file plus the page groups merged into it when their pages load
// (client/lib/page-texts.ts). A group that shares a top-level key with the main file
// (`chat.stage`, `auth.errors.network`) merges deeply, so the types are merged the same way.
type Merge<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A
    ? K extends keyof B
      ? A[K] extends Record<string, unknown>
        ? B[K] extends Record<string, unknown>
          ? Merge<A[K], B[K]>
          : A[K]
        : A[K]
      : A[K]
    : K extends keyof B
      ? B[K]
      : never;
};

type Translation = Merge<
  typeof en,
  typeof about &
    typeof admin &
    typeof auth &
    typeof billing &
    typeof call &
    typeof characterCards &
    typeof chat &
    typeof comingSoon &
    typeof companionProfile &
    typeof dashboard &
    typeof favorites &
    typeof home &
    typeof myProfile &
    typeof ownCompanions &
    typeof settings &
    typeof support
>;

// Typed keys: `t('models.title')` fails to compile when the key is in no file. The legal
// pages' long texts are a namespace of their own, loaded with those pages. `email` is the
// server's (the e-mails and the unsubscribe page, server/features/mail/texts.ts); the browser
// never loads it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation; legal: typeof legal; email: typeof email };
  }
}
