import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '#common/i18n/languages';
import { useLanguage } from './language-context';

type Texts = Record<string, unknown>;
type Loader = () => Promise<{ default: Texts }>;

/**
 * Texts only the lazily loaded pages show (decision 017): each group is a file per language in
 * common/locales/pages/, a chunk of its own that loads with the pages that need it rather than
 * with the app's texts every visit downloads. Its keys are those the pages always used: a group's
 * texts are merged into the default namespace. What shows before a page's chunk (the header, the
 * footer, the language modal, the error screen, toasts, the verification reminder) stays in
 * common/locales/{en,bg}.json.
 */
export const PAGE_TEXT_LOADERS = {
  about: {
    en: () => import('#common/locales/pages/about.en.json'),
    bg: () => import('#common/locales/pages/about.bg.json'),
  },
  admin: {
    en: () => import('#common/locales/pages/admin.en.json'),
    bg: () => import('#common/locales/pages/admin.bg.json'),
  },
  auth: {
    en: () => import('#common/locales/pages/auth.en.json'),
    bg: () => import('#common/locales/pages/auth.bg.json'),
  },
  billing: {
    en: () => import('#common/locales/pages/billing.en.json'),
    bg: () => import('#common/locales/pages/billing.bg.json'),
  },
  call: {
    en: () => import('#common/locales/pages/call.en.json'),
    bg: () => import('#common/locales/pages/call.bg.json'),
  },
  'character-cards': {
    en: () => import('#common/locales/pages/character-cards.en.json'),
    bg: () => import('#common/locales/pages/character-cards.bg.json'),
  },
  chat: {
    en: () => import('#common/locales/pages/chat.en.json'),
    bg: () => import('#common/locales/pages/chat.bg.json'),
  },
  'coming-soon': {
    en: () => import('#common/locales/pages/coming-soon.en.json'),
    bg: () => import('#common/locales/pages/coming-soon.bg.json'),
  },
  'companion-profile': {
    en: () => import('#common/locales/pages/companion-profile.en.json'),
    bg: () => import('#common/locales/pages/companion-profile.bg.json'),
  },
  dashboard: {
    en: () => import('#common/locales/pages/dashboard.en.json'),
    bg: () => import('#common/locales/pages/dashboard.bg.json'),
  },
  favorites: {
    en: () => import('#common/locales/pages/favorites.en.json'),
    bg: () => import('#common/locales/pages/favorites.bg.json'),
  },
  home: {
    en: () => import('#common/locales/pages/home.en.json'),
    bg: () => import('#common/locales/pages/home.bg.json'),
  },
  'own-companions': {
    en: () => import('#common/locales/pages/own-companions.en.json'),
    bg: () => import('#common/locales/pages/own-companions.bg.json'),
  },
  'my-profile': {
    en: () => import('#common/locales/pages/my-profile.en.json'),
    bg: () => import('#common/locales/pages/my-profile.bg.json'),
  },
  settings: {
    en: () => import('#common/locales/pages/settings.en.json'),
    bg: () => import('#common/locales/pages/settings.bg.json'),
  },
  support: {
    en: () => import('#common/locales/pages/support.en.json'),
    bg: () => import('#common/locales/pages/support.bg.json'),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type PageTextGroup = keyof typeof PAGE_TEXT_LOADERS;

export const PAGE_TEXT_GROUPS = Object.keys(PAGE_TEXT_LOADERS) as PageTextGroup[];

// Which groups each i18next store holds, per language (`bg:settings`): the merged keys alone
// cannot tell, since a group may share a top-level key with the main file (`chat.stage`). Keyed
// by the store: react-i18next's useTranslation hands out a wrapper of the instance per language,
// all sharing its store.
type Store = I18n['store'];
const present = new WeakMap<Store, Set<string>>();
const pending = new WeakMap<Store, Map<string, Promise<void>>>();

const id = (language: Language, group: PageTextGroup) => `${language}:${group}`;

/** Merges a group's texts into the default namespace (tests add them this way, synchronously). */
export function addPageTexts(
  i18n: I18n,
  language: Language,
  group: PageTextGroup,
  texts: Texts,
): void {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  let groups = present.get(i18n.store);
  if (!groups) present.set(i18n.store, (groups = new Set()));
  groups.add(id(language, group));
}

export function hasPageTexts(i18n: I18n, language: Language, group: PageTextGroup): boolean {
  return present.get(i18n.store)?.has(id(language, group)) ?? false;
}

/** Loads a group's texts in a language (one download at a time; a failed one can be retried). */
export function loadPageTexts(i18n: I18n, language: Language, group: PageTextGroup): Promise<void> {
  if (hasPageTexts(i18n, language, group)) return Promise.resolve();
  let downloads = pending.get(i18n.store);
  if (!downloads) pending.set(i18n.store, (downloads = new Map()));
  const key = id(language, group);
  let loading = downloads.get(key);
  if (!loading) {
    loading = PAGE_TEXT_LOADERS[group][language]().then(
      (module) => {
        downloads.delete(key);
        addPageTexts(i18n, language, group, module.default);
      },
      (error: unknown) => {
        downloads.delete(key);
        throw error;
      },
    );
    downloads.set(key, loading);
  }
  return loading;
}

// The groups of the pages on screen, counted per mounted page: a language switch loads them in
// the new language before it shows it, so the page does not fall back to its loading state.
const shown = new Map<PageTextGroup, number>();

/** Loads, in `language`, the texts of every page on screen (for a language switch). */
export function loadShownPageTexts(i18n: I18n, language: Language): Promise<void> {
  return Promise.all([...shown.keys()].map((group) => loadPageTexts(i18n, language, group))).then(
    () => undefined,
  );
}

export type PageTextsState = 'loading' | 'ready' | 'failed';

/**
 * Loads the page's text groups in the shown language (and in i18next's, while a switch is under
 * way): `loading` until all are in, `failed` with `retry` if one could not be downloaded.
 */
export function usePageTexts(groups: readonly PageTextGroup[]): {
  state: PageTextsState;
  retry: () => void;
} {
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [, setArrived] = useState(0);

  const languages = [language];
  if (isLanguage(i18n.language) && i18n.language !== language) languages.push(i18n.language);
  const missing = languages.flatMap((lng) =>
    groups.filter((group) => !hasPageTexts(i18n, lng, group)).map((group) => [lng, group] as const),
  );
  const missingKey = missing.map(([lng, group]) => id(lng, group)).join(' ');
  const groupsKey = groups.join(' ');

  useEffect(() => {
    const mine = groupsKey.split(' ') as PageTextGroup[];
    for (const group of mine) shown.set(group, (shown.get(group) ?? 0) + 1);
    return () => {
      for (const group of mine) {
        const count = (shown.get(group) ?? 1) - 1;
        if (count > 0) shown.set(group, count);
        else shown.delete(group);
      }
    };
  }, [groupsKey]);

  useEffect(() => {
    if (!missingKey) return;
    let active = true;
    const wanted = missingKey.split(' ').map((key) => key.split(':') as [Language, PageTextGroup]);
    Promise.all(wanted.map(([lng, group]) => loadPageTexts(i18n, lng, group))).then(
      () => active && setArrived((count) => count + 1),
      () => active && setFailure(missingKey),
    );
    return () => {
      active = false;
    };
  }, [i18n, missingKey, attempt]);

  return {
    state: !missingKey ? 'ready' : failure === missingKey ? 'failed' : 'loading',
    retry: () => {
      setFailure(null);
      setAttempt((count) => count + 1);
    },
  };
}
