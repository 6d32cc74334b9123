import { describe, expect, it } from 'vitest';
import { COMPANION_CATEGORIES } from '#common/contracts/companions';
import type { LocalizedPersona } from '#server/features/companions/persona';
import { COMPANIONS } from './index';

/** docs/product-rules.md, "Companions". */
const TABLE = [
  {
    id: 1,
    en: 'Sophia',
    bg: 'София',
    age: 28,
    city: 'New York',
    cityBg: 'Ню Йорк',
    premium: false,
    explicit: false,
    category: 'romance',
    style: 'warm, witty, bookish',
  },
  {
    id: 2,
    en: 'Emma',
    bg: 'Ема',
    age: 24,
    city: 'Los Angeles',
    cityBg: 'Лос Анджелис',
    premium: false,
    explicit: true,
    category: 'casual',
    style: 'playful, sunny, adventurous',
  },
  {
    id: 3,
    en: 'Isabelle',
    bg: 'Изабел',
    age: 31,
    city: 'Paris',
    cityBg: 'Париж',
    premium: true,
    explicit: true,
    category: 'romance',
    style: 'elegant, romantic, mysterious',
  },
  {
    id: 4,
    en: 'Maya',
    bg: 'Мая',
    age: 29,
    city: 'San Francisco',
    cityBg: 'Сан Франциско',
    premium: false,
    explicit: false,
    category: 'friendship',
    style: 'caring, curious, tech-minded',
  },
  {
    id: 5,
    en: 'Lucia',
    bg: 'Лусия',
    age: 26,
    city: 'Barcelona',
    cityBg: 'Барселона',
    premium: true,
    explicit: true,
    category: 'romance',
    style: 'passionate, artistic, spontaneous',
  },
  {
    id: 6,
    en: 'Giulia',
    bg: 'Джулия',
    age: 27,
    city: 'Milan',
    cityBg: 'Милано',
    premium: true,
    explicit: false,
    category: 'professional',
    style: 'stylish, confident, teasing',
  },
] as const;

const LANGS = ['en', 'bg'] as const;

/** Every user-visible string of a persona, with a label for failure messages. */
function texts(persona: LocalizedPersona): [string, string][] {
  const out: [string, string][] = [];
  const add = (label: string, value: string) => out.push([label, value]);
  add('name', persona.name);
  add('personality', persona.personality);
  add('description', persona.description);
  add('location', persona.location);
  add('prompt', persona.prompt);
  add('responseTime', persona.responseTime);
  for (const key of ['interests', 'traits', 'values', 'secrets', 'speechPatterns'] as const) {
    persona[key].forEach((value, i) => add(`${key}[${i}]`, value));
  }
  for (const [mood, lines] of Object.entries(persona.emotionalTriggers) as [string, string[]][]) {
    lines.forEach((value, i) => add(`emotionalTriggers.${mood}[${i}]`, value));
  }
  for (const [part, value] of Object.entries(persona.backstory) as [string, string][]) {
    add(`backstory.${part}`, value);
  }
  return out;
}

const letters = (text: string) => text.match(/\p{L}/gu) ?? [];
const cyrillicShare = (text: string) => {
  const all = letters(text);
  return all.length === 0
    ? 0
    : all.filter((c) => /\p{Script=Cyrillic}/u.test(c)).length / all.length;
};
const sentences = (text: string) => text.split(/(?<=[.!?…])\s+/u).filter((s) => s.trim() !== '');
const words = (text: string) => text.split(/\s+/u).filter((w) => /\p{L}/u.test(w));

describe('built-in companions', () => {
  it('are the six built-in ones, ordered by legacy id 1-6, with unique lower-case slugs', () => {
    expect(COMPANIONS.map((c) => c.legacyId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(COMPANIONS.map((c) => c.slug)).toEqual(TABLE.map((row) => row.en.toLowerCase()));
    expect(new Set(COMPANIONS.map((c) => c.slug)).size).toBe(6);
  });

  it.each(TABLE)('$en matches the companions table', (row) => {
    const c = COMPANIONS[row.id - 1]!;
    expect(c.legacyId).toBe(row.id);
    expect(c.en.name).toBe(row.en);
    expect(c.bg.name).toBe(row.bg);
    expect(c.age).toBe(row.age);
    expect(c.age).toBeGreaterThanOrEqual(18);
    expect(c.isPremium).toBe(row.premium);
    expect(c.allowsExplicit).toBe(row.explicit);
    expect(c.category).toBe(row.category);
    expect(COMPANION_CATEGORIES).toContain(c.category);
    expect(c.en.personality.toLowerCase()).toBe(row.style);
    expect(c.en.location.startsWith(row.city)).toBe(true);
    expect(c.bg.location.startsWith(row.cityBg)).toBe(true);
    expect(c.rating).toBeGreaterThanOrEqual(4.7);
    expect(c.rating).toBeLessThanOrEqual(4.9);
  });

  describe.each(COMPANIONS.map((c) => [c.slug, c] as const))('%s', (_slug, c) => {
    it.each(LANGS)('has every field filled in %s, within the persona sizes', (lang) => {
      const p = c[lang];
      for (const [label, value] of texts(p)) {
        expect(value.trim(), `${lang}.${label}`).not.toBe('');
        expect(value, `${lang}.${label}`).toBe(value.trim());
        expect(value, `${lang}.${label} has a double space`).not.toMatch(/ {2}/);
      }
      expect(p.interests.length).toBeGreaterThanOrEqual(6);
      expect(p.interests.length).toBeLessThanOrEqual(9);
      expect(p.traits.length).toBeGreaterThanOrEqual(4);
      expect(p.traits.length).toBeLessThanOrEqual(6);
      expect(p.values.length).toBeGreaterThanOrEqual(4);
      expect(p.values.length).toBeLessThanOrEqual(5);
      expect(p.secrets.length).toBeGreaterThanOrEqual(2);
      expect(p.secrets.length).toBeLessThanOrEqual(3);
      expect(p.speechPatterns.length).toBeGreaterThanOrEqual(5);
      expect(p.speechPatterns.length).toBeLessThanOrEqual(7);
      for (const lines of Object.values(p.emotionalTriggers)) {
        expect(lines.length).toBeGreaterThanOrEqual(2);
        expect(lines.length).toBeLessThanOrEqual(4);
      }
      expect(Object.keys(p.emotionalTriggers).sort()).toEqual([
        'excited',
        'flirty',
        'frustrated',
        'happy',
        'sad',
      ]);
      expect(Object.keys(p.backstory).sort()).toEqual([
        'career',
        'childhood',
        'currentSituation',
        'dreams',
        'relationshipHistory',
      ]);
      for (const [part, text] of Object.entries(p.backstory)) {
        const count = sentences(text).length;
        expect(count, `${lang}.backstory.${part}`).toBeGreaterThanOrEqual(2);
        expect(count, `${lang}.backstory.${part}`).toBeLessThanOrEqual(4);
      }
      const described = sentences(p.description).length;
      expect(described).toBeGreaterThanOrEqual(2);
      expect(described).toBeLessThanOrEqual(3);
      const promptWords = words(p.prompt).length;
      expect(promptWords).toBeGreaterThanOrEqual(120);
      expect(promptWords).toBeLessThanOrEqual(200);
      expect(p.prompt).toContain(p.name);
      expect(p.prompt).toContain('1-3');
    });

    it('has the same shape in both languages', () => {
      for (const key of ['interests', 'traits', 'values', 'secrets', 'speechPatterns'] as const) {
        expect(c.bg[key].length, key).toBe(c.en[key].length);
      }
      for (const mood of Object.keys(
        c.en.emotionalTriggers,
      ) as (keyof typeof c.en.emotionalTriggers)[]) {
        expect(c.bg.emotionalTriggers[mood].length, mood).toBe(c.en.emotionalTriggers[mood].length);
      }
    });

    it('has no duplicate interests, traits or values, and no comma inside an interest', () => {
      for (const lang of LANGS) {
        // The API sends interests as one comma-separated text.
        for (const interest of c[lang].interests) expect(interest, interest).not.toContain(',');
        for (const key of ['interests', 'traits', 'values'] as const) {
          const list = c[lang][key].map((v) => v.toLocaleLowerCase(lang));
          expect(new Set(list).size, `${lang}.${key}`).toBe(list.length);
        }
      }
    });

    it('writes the Bulgarian texts in Bulgarian', () => {
      const all = texts(c.bg);
      for (const [label, value] of all) {
        // Foreign endearments such as „mon cœur“ or „cariño“ are allowed, English sentences are not.
        expect(cyrillicShare(value), `bg.${label}: ${value}`).toBeGreaterThanOrEqual(0.6);
        expect(value, `bg.${label}: ${value}`).not.toMatch(
          /\b(the|and|you|with|she|her|is|are|of|to|in)\b/i,
        );
        for (const word of value.match(/\p{L}+/gu) ?? []) {
          const mixed = /\p{Script=Cyrillic}/u.test(word) && /\p{Script=Latin}/u.test(word);
          expect(mixed, `bg.${label}: "${word}" mixes alphabets`).toBe(false);
        }
      }
      expect(cyrillicShare(all.map(([, v]) => v).join(' '))).toBeGreaterThan(0.97);
      for (const key of ['name', 'personality', 'location'] as const) {
        expect(cyrillicShare(c.bg[key]), key).toBe(1);
      }
      for (const value of [...c.bg.interests, ...c.bg.traits]) {
        expect(cyrillicShare(value), value).toBe(1);
      }
      expect(c.bg.responseTime).toMatch(/^\d+-\d+ минути$/);
    });

    it('writes the English texts without Cyrillic', () => {
      for (const [label, value] of texts(c.en)) {
        expect(/\p{Script=Cyrillic}/u.test(value), `en.${label}`).toBe(false);
      }
      expect(c.en.responseTime).toMatch(/^\d+-\d+ minutes$/);
    });

    it('has a portrait look with four backgrounds', () => {
      expect(c.portrait.seed).not.toBe('');
      expect(c.portrait.backgrounds).toHaveLength(4);
      for (const colour of c.portrait.backgrounds) expect(colour).toMatch(/^[0-9a-f]{6}$/);
      expect(new Set(c.portrait.backgrounds).size).toBe(4);
    });
  });

  it('gives each companion her own look', () => {
    const seeds = COMPANIONS.map((c) => c.portrait.seed);
    expect(new Set(seeds).size).toBe(6);
    const hair = COMPANIONS.map((c) =>
      JSON.stringify([c.portrait.options.hair, c.portrait.options.hairColor]),
    );
    expect(new Set(hair).size).toBe(6);
    const backgrounds = COMPANIONS.flatMap((c) => c.portrait.backgrounds);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });
});
