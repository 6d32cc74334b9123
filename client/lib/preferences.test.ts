import { beforeEach, describe, expect, it } from 'vitest';
import {
  LANGUAGE_SELECTED_KEY,
  PREFERRED_LANGUAGE_KEY,
  readLanguagePreferences,
  saveLanguageChoice,
} from './preferences';

beforeEach(() => localStorage.clear());

describe('language preferences', () => {
  it('defaults to English, not yet selected', () => {
    expect(readLanguagePreferences()).toEqual({ language: 'en', selected: false });
  });

  it('uses the saved language only when it is en or bg', () => {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, 'bg');
    expect(readLanguagePreferences().language).toBe('bg');
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, 'de');
    expect(readLanguagePreferences().language).toBe('en');
  });

  it('saves the choice and the selected flag under the documented keys', () => {
    saveLanguageChoice('bg');
    expect(localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe('bg');
    expect(localStorage.getItem(LANGUAGE_SELECTED_KEY)).toBe('true');
    expect(readLanguagePreferences()).toEqual({ language: 'bg', selected: true });
  });
});
