import { describe, expect, it } from 'vitest';
import { cyrillicShare, detectReplyLanguage, hasBulgarianKeyword } from './detect-reply-language';

describe('detectReplyLanguage', () => {
  it('answers English for Latin text and for empty text', () => {
    expect(detectReplyLanguage('Hello, how are you today?')).toBe('en');
    expect(detectReplyLanguage('')).toBe('en');
    expect(detectReplyLanguage('   ')).toBe('en');
    expect(detectReplyLanguage('12345 !!! 😊')).toBe('en');
  });

  it('answers Bulgarian for Cyrillic text', () => {
    expect(detectReplyLanguage('Здравей, как мина денят ти?')).toBe('bg');
    expect(detectReplyLanguage('Разкажи ми за себе си')).toBe('bg');
  });

  it('uses the 10% threshold of non-space characters', () => {
    // 1 Cyrillic letter among 10 non-space characters is exactly 10%: not over it.
    expect(cyrillicShare('abcdefghiж')).toBeCloseTo(0.1);
    expect(detectReplyLanguage('abcdefghiж')).toBe('en');
    // 2 of 10 is over it; spaces do not count.
    expect(detectReplyLanguage('abcd efgh жж')).toBe('bg');
  });

  it('answers Bulgarian when a Bulgarian keyword appears in mostly Latin text', () => {
    expect(detectReplyLanguage('I wanted to write this in English, but honestly: благодаря')).toBe(
      'bg',
    );
    expect(hasBulgarianKeyword('so... КАК СИ today, my dear friend?')).toBe(true);
    expect(hasBulgarianKeyword('obicham te')).toBe(false);
  });

  it('matches keywords only as whole words', () => {
    // "да" inside a longer Cyrillic word is not the keyword.
    expect(hasBulgarianKeyword('a very long English sentence with Надежда')).toBe(false);
    expect(hasBulgarianKeyword('da, i know')).toBe(false);
  });

  it('counts Cyrillic share correctly', () => {
    expect(cyrillicShare('')).toBe(0);
    expect(cyrillicShare('аб')).toBe(1);
    expect(cyrillicShare('a б')).toBe(0.5);
  });
});
