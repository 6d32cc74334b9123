import { describe, expect, it } from 'vitest';
import bg from '#common/locales/pages/my-profile.bg.json';
import en from '#common/locales/pages/my-profile.en.json';
import {
  INTEREST_GROUPS,
  MAX_SUGGESTIONS,
  hasInterest,
  interestSuggestions,
} from './interest-catalogue';

const catalogue = INTEREST_GROUPS.flatMap((group) => Object.values(en.interestCatalogue[group]));

describe('the interest catalogue', () => {
  it('has the seven groups with 8 to 12 items each, in both languages', () => {
    for (const group of INTEREST_GROUPS) {
      for (const locale of [en, bg]) {
        const count = Object.keys(locale.interestCatalogue[group]).length;
        expect(count).toBeGreaterThanOrEqual(8);
        expect(count).toBeLessThanOrEqual(12);
      }
    }
  });

  it('suggests case-insensitive substring matches, without chosen ones', () => {
    expect(interestSuggestions(catalogue, [], 'YOG')).toEqual(['Yoga']);
    expect(interestSuggestions(catalogue, ['yoga'], 'yog')).toEqual([]);
    expect(interestSuggestions(catalogue, [], '  ing ')).toContain('Cooking');
  });

  it('suggests at most 20', () => {
    expect(interestSuggestions(catalogue, [], '')).toHaveLength(MAX_SUGGESTIONS);
    expect(interestSuggestions(catalogue, [], 'e').length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });

  it('finds chosen interests ignoring case and spaces', () => {
    expect(hasInterest(['Hiking'], '  hIKING ')).toBe(true);
    expect(hasInterest(['Hiking'], 'Hike')).toBe(false);
  });
});
