import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import bg from '#common/locales/bg.json';
import en from '#common/locales/en.json';
import legalBg from '#common/locales/legal/bg.json';
import legalEn from '#common/locales/legal/en.json';

type Tree = { [key: string]: string | Tree | readonly string[] };

/** Every leaf of a locale as `a.b.c` → text (a list's items as `a.b.0`, `a.b.1`…). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
  }
  return out;
}

const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];
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

const enKeys = flatten(en as Tree);
const bgKeys = flatten(bg as Tree);

function exists(keys: Map<string, string>, key: string): boolean {
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}${suffix}`));
}

describe('translations', () => {
  it('have the same keys in English and Bulgarian', () => {
    const missingInBg = [...enKeys.keys()].filter((key) => !bgKeys.has(key));
    const missingInEn = [...bgKeys.keys()].filter((key) => !enKeys.has(key));
    expect(missingInBg, 'keys missing in bg.json').toEqual([]);
    expect(missingInEn, 'keys missing in en.json').toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...enKeys, ...bgKeys]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const variables = (text: string) =>
      Array.from(text.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (m) => m[1]).sort();
    const mismatched = [...enKeys.keys()].filter(
      (key) =>
        bgKeys.has(key) &&
        JSON.stringify(variables(enKeys.get(key)!)) !== JSON.stringify(variables(bgKeys.get(key)!)),
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

describe('legal texts (common/locales/legal)', () => {
  const legalEnKeys = flatten(legalEn as Tree);
  const legalBgKeys = flatten(legalBg as Tree);

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
