import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import bg from '#common/locales/bg.json';
import en from '#common/locales/en.json';
import legalBg from '#common/locales/legal/bg.json';
import legalEn from '#common/locales/legal/en.json';
import {
  flattenTexts,
  interpolationVariables,
  PLURAL_SUFFIXES,
  type TextTree,
} from '#common/i18n/text-tree';
import { PAGE_TEXT_GROUPS, type PageTextGroup } from './page-texts';

const clientRoot = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Literal keys in `t('a.b')`, `t("a.b", …)` and `'a.b'` entries typed as translation keys. */
function keysUsedIn(source: string): string[] {
  const pattern = /\bt\(\s*['"]([\w.-]+)['"]/g;
  return Array.from(source.matchAll(pattern), (match) => match[1]!);
}

// The page groups (client/lib/page-texts.ts): common/locales/pages/<group>.<language>.json, merged
// into the main texts when their pages load, so their keys count as the app's keys.
const pagesDir = join(clientRoot, '../common/locales/pages');
const pageFiles = readdirSync(pagesDir).filter((name) => name.endsWith('.json'));
const readPage = (name: string) =>
  JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as TextTree;
const pageKeys = (language: 'en' | 'bg') =>
  new Map(
    PAGE_TEXT_GROUPS.map((group) => [group, flattenTexts(readPage(`${group}.${language}.json`))]),
  );
const enPageKeys = pageKeys('en');
const bgPageKeys = pageKeys('bg');

/** The main file's keys and every group's, each key once (a key in two files is reported). */
function allKeys(main: TextTree, pages: Map<string, Map<string, string>>) {
  const keys = flattenTexts(main);
  const duplicated: string[] = [];
  for (const [group, groupKeys] of pages) {
    for (const [key, text] of groupKeys) {
      if (keys.has(key)) duplicated.push(`${group}: ${key}`);
      keys.set(key, text);
    }
  }
  return { keys, duplicated };
}

const enAll = allKeys(en as TextTree, enPageKeys);
const bgAll = allKeys(bg as TextTree, bgPageKeys);
const enKeys = enAll.keys;
const bgKeys = bgAll.keys;

function exists(keys: Map<string, string>, key: string): boolean {
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}${suffix}`));
}

describe('translations', () => {
  it('have the same keys in English and Bulgarian', () => {
    const main = [flattenTexts(en as TextTree), flattenTexts(bg as TextTree)] as const;
    const missingInBg = [...main[0].keys()].filter((key) => !main[1].has(key));
    const missingInEn = [...main[1].keys()].filter((key) => !main[0].has(key));
    expect(missingInBg, 'keys missing in bg.json').toEqual([]);
    expect(missingInEn, 'keys missing in en.json').toEqual([]);
  });

  it('have the same keys in English and Bulgarian in every page group', () => {
    for (const group of PAGE_TEXT_GROUPS) {
      const enGroup = enPageKeys.get(group)!;
      const bgGroup = bgPageKeys.get(group)!;
      expect(enGroup.size, `pages/${group}.en.json has texts`).toBeGreaterThan(0);
      const missingInBg = [...enGroup.keys()].filter((key) => !bgGroup.has(key));
      const missingInEn = [...bgGroup.keys()].filter((key) => !enGroup.has(key));
      expect(missingInBg, `keys missing in pages/${group}.bg.json`).toEqual([]);
      expect(missingInEn, `keys missing in pages/${group}.en.json`).toEqual([]);
    }
  });

  it('have a file per language for each page group, and no other page file', () => {
    const expected = PAGE_TEXT_GROUPS.flatMap((group) => [`${group}.bg.json`, `${group}.en.json`]);
    expect([...pageFiles].sort()).toEqual(expected.sort());
  });

  it('keep each key in one file only (the main file or one page group)', () => {
    expect(enAll.duplicated).toEqual([]);
    expect(bgAll.duplicated).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...enKeys, ...bgKeys]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const mismatched = [...enKeys.keys()].filter(
      (key) =>
        bgKeys.has(key) &&
        JSON.stringify(interpolationVariables(enKeys.get(key)!)) !==
          JSON.stringify(interpolationVariables(bgKeys.get(key)!)),
    );
    expect(mismatched).toEqual([]);
  });

  it('contain every key the client source uses', () => {
    const files = sourceFiles(clientRoot);
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of files) {
      for (const key of keysUsedIn(readFileSync(file, 'utf8'))) {
        if (!exists(enKeys, key) || !exists(bgKeys, key)) {
          missing.push(`${relative(clientRoot, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('write Bulgarian in Cyrillic, not transliteration', () => {
    const latinOnly = [...bgKeys]
      .filter(([key]) => key !== 'app.name')
      // Names that stay in Latin letters in Bulgarian too: a language's own name, an example
      // e-mail address, a company's name.
      .filter(
        ([key]) =>
          ![
            'language.english',
            'comingSoon.form.placeholder',
            'admin.engine.figures.openaiServer',
          ].includes(key),
      )
      .map(([key, text]) => [key, text.replace(/\{\{\s*\w+\s*\}\}/g, '')] as const)
      .filter(([, text]) => /[a-z]{4,}/i.test(text) && !/\p{Script=Cyrillic}/u.test(text))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });
});

// Where each page group's texts may show: the sources of the pages that load the group
// (PAGE_TEXTS in client/app/router/app-routes.tsx). Anywhere else (the header, the footer, the
// language modal, toasts, a page that does not load the group) its keys would show raw.
const PAGE_GROUP_SOURCES: Record<PageTextGroup, readonly string[]> = {
  about: ['features/about/'],
  admin: ['features/admin/'],
  auth: [
    'features/auth/',
    'features/settings/',
    'components/password-field.tsx',
    'components/password-checklist.tsx',
  ],
  billing: ['features/billing/'],
  call: ['features/call/'],
  'character-cards': [
    'features/companions/own/',
    'features/admin/',
    'components/character-card-summary.tsx',
  ],
  chat: ['features/chat/', 'features/my-chats/', 'features/call/'],
  'coming-soon': ['features/coming-soon/'],
  'companion-profile': ['features/companions/profile/'],
  dashboard: ['features/dashboard/'],
  favorites: ['features/favorites/'],
  home: ['features/home/'],
  'my-profile': ['features/profile/'],
  'own-companions': ['features/companions/own/'],
  settings: ['features/settings/'],
  support: ['features/support/'],
};

describe('page groups (common/locales/pages)', () => {
  it('show only on the pages that load them', () => {
    // Quoted keys, and the fixed start of a template key (`admin.engine.${…}`).
    const pattern = /['"`]([a-zA-Z]\w*(?:\.[\w-]+)+)(\.\$\{|['"`])/g;
    const misplaced: string[] = [];
    for (const file of sourceFiles(clientRoot)) {
      const where = relative(clientRoot, file);
      const source = readFileSync(file, 'utf8');
      for (const [, key, end] of source.matchAll(pattern)) {
        for (const [group, keys] of enPageKeys) {
          const shown = [...keys.keys()].some((candidate) =>
            end === '.${'
              ? candidate.startsWith(`${key}.`)
              : candidate === key || PLURAL_SUFFIXES.some((s) => candidate === `${key}${s}`),
          );
          if (shown && !PAGE_GROUP_SOURCES[group].some((path) => where.startsWith(path))) {
            misplaced.push(`${where}: ${key} (pages/${group})`);
          }
        }
      }
    }
    expect(misplaced).toEqual([]);
  });
});

describe('the main texts (common/locales/en.json)', () => {
  it('keep of a page group only the keys pages of other groups share', () => {
    // Everything else under a group's names belongs in its page file: the main file is in every
    // first load (decision 017).
    const shared = /^(chat\.stage\.|myProfile\.defaultName$|auth\.errors\.network$)/;
    const groupNames = new Set(
      [...enPageKeys.values()].flatMap((keys) => [...keys.keys()].map((key) => key.split('.')[0])),
    );
    const strays = [...flattenTexts(en as TextTree).keys()].filter(
      (key) => groupNames.has(key.split('.')[0]!) && !shared.test(key),
    );
    expect(strays).toEqual([]);
  });
});

describe('legal texts (common/locales/legal)', () => {
  const legalEnKeys = flattenTexts(legalEn as TextTree);
  const legalBgKeys = flattenTexts(legalBg as TextTree);

  it('have the same sections, paragraphs and items in English and Bulgarian', () => {
    expect([...legalBgKeys.keys()]).toEqual([...legalEnKeys.keys()]);
  });

  it('have no empty texts, and Bulgarian in Cyrillic', () => {
    const empty = [...legalEnKeys, ...legalBgKeys].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
    const latinOnly = [...legalBgKeys].filter(([, text]) => !/\p{Script=Cyrillic}/u.test(text));
    expect(latinOnly).toEqual([]);
  });

  it('contain every key the legal pages use', () => {
    const source = readFileSync(join(clientRoot, 'features/legal/legal-page.tsx'), 'utf8');
    const used = Array.from(source.matchAll(/\blegalText\(\s*['"]([\w.-]+)['"]/g), (m) => m[1]!);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((key) => !legalEnKeys.has(key))).toEqual([]);
  });

  it('cover what the policy must say: storage, retention, export, deletion, payments, age, AI, contact', () => {
    expect(Object.keys(legalEn.privacy.sections)).toEqual(
      expect.arrayContaining(['stored', 'retention', 'export', 'delete', 'age', 'ai', 'contact']),
    );
    expect(Object.keys(legalEn.terms.sections)).toEqual(
      expect.arrayContaining(['who', 'ai', 'adult', 'plans', 'contact']),
    );
  });
});
