import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  flattenTexts,
  interpolationVariables,
  PLURAL_SUFFIXES,
  type TextTree,
} from '#common/i18n/text-tree';
import bg from '#common/locales/email/bg.json';
import en from '#common/locales/email/en.json';
import { emailTexts } from './texts';

const enKeys = flattenTexts(en as TextTree);
const bgKeys = flattenTexts(bg as TextTree);
const serverRoot = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files that write with `emailTexts`: each `t('a.b')` there is a key of this namespace. */
const users = sourceFiles(serverRoot).filter((file) =>
  /\bemailTexts\(/.test(readFileSync(file, 'utf8')),
);

/** A key as written, or its fixed start when it ends in `${…}` (`plans.${plan}`). */
function keysUsedIn(source: string): { key: string; prefix: boolean }[] {
  return Array.from(source.matchAll(/\bt\(\s*['"`]([\w.]+?)(\.\$\{|['"`])/g), (match) => ({
    key: match[1]!,
    prefix: match[2] === '.${',
  }));
}

function exists(keys: Map<string, string>, { key, prefix }: { key: string; prefix: boolean }) {
  if (prefix) return [...keys.keys()].some((candidate) => candidate.startsWith(`${key}.`));
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}${suffix}`));
}

describe('the e-mails’ texts (common/locales/email)', () => {
  it('have the same keys in English and Bulgarian', () => {
    expect(
      [...enKeys.keys()].filter((key) => !bgKeys.has(key)),
      'missing in bg',
    ).toEqual([]);
    expect(
      [...bgKeys.keys()].filter((key) => !enKeys.has(key)),
      'missing in en',
    ).toEqual([]);
  });

  it('have no empty texts and the same variables in both languages', () => {
    const empty = [...enKeys, ...bgKeys].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
    const mismatched = [...enKeys].filter(
      ([key, text]) =>
        JSON.stringify(interpolationVariables(text)) !==
        JSON.stringify(interpolationVariables(bgKeys.get(key) ?? '')),
    );
    expect(mismatched).toEqual([]);
  });

  it('write Bulgarian in Cyrillic', () => {
    const latin = [...bgKeys]
      .map(([key, text]) => [key, text.replace(/\{\{\s*\w+\s*\}\}/g, '')] as const)
      .filter(([, text]) => /[a-z]{4,}/i.test(text) && !/\p{Script=Cyrillic}/u.test(text));
    expect(latin).toEqual([]);
  });

  it('contain every key the server writes with, in both languages', () => {
    expect(users.map((file) => relative(serverRoot, file))).toEqual(
      expect.arrayContaining([
        'features/mail/templates/welcome.ts',
        'features/notifications/unsubscribe-page.ts',
      ]),
    );
    const missing = users.flatMap((file) =>
      keysUsedIn(readFileSync(file, 'utf8'))
        .filter((used) => !exists(enKeys, used) || !exists(bgKeys, used))
        .map(({ key }) => `${relative(serverRoot, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('count minutes as each language does', () => {
    const minutes = (language: 'en' | 'bg', count: number) =>
      emailTexts(language)('passwordReset.request', { count });
    expect(minutes('en', 1)).toContain('It works for 1 minute and only once.');
    expect(minutes('en', 30)).toContain('It works for 30 minutes and only once.');
    expect(minutes('bg', 1)).toContain('Връзката е валидна 1 минута');
    expect(minutes('bg', 30)).toContain('Връзката е валидна 30 минути');
  });

  it('insert what a user wrote as it is, without reading it as a text or a key', () => {
    const t = emailTexts('en');
    const title = 'Refund {{name}} $t(greeting) <b>';
    expect(t('ticketAnswered.answered', { title, ref: 'AB12' })).toBe(
      `Our support team answered your request "${title}" (#AB12):`,
    );
  });
});
