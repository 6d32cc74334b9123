import { describe, expect, it } from 'vitest';
import {
  APP_ROUTE_PATTERNS,
  canonicalLanguagePath,
  languageFromPath,
  matchAppRoute,
  resolveLanguagePath,
  stripLanguageSegments,
  switchLanguagePath,
} from './language-path';

describe('resolveLanguagePath', () => {
  it('renders a path whose prefix matches the chosen language', () => {
    expect(resolveLanguagePath('/en/models', '', 'en')).toEqual({
      kind: 'render',
      language: 'en',
      rest: ['models'],
    });
    expect(resolveLanguagePath('/bg', '', 'bg')).toEqual({
      kind: 'render',
      language: 'bg',
      rest: [],
    });
  });

  it('accepts the optional prefix on every route of the list', () => {
    for (const pattern of APP_ROUTE_PATTERNS) {
      const rest = pattern.replace(':id', 'sophia');
      const path = rest ? `/bg/${rest}` : '/bg';
      expect(resolveLanguagePath(path, '', 'bg').kind).toBe('render');
      expect(resolveLanguagePath(`/${rest}`, '', 'bg')).toEqual({ kind: 'redirect', to: path });
    }
  });

  it('adds the chosen prefix to the root', () => {
    expect(resolveLanguagePath('/', '', 'en')).toEqual({ kind: 'redirect', to: '/en' });
    expect(resolveLanguagePath('/', '', 'bg')).toEqual({ kind: 'redirect', to: '/bg' });
  });

  it('adds the prefix to unprefixed and unknown paths, keeping the query and hash', () => {
    expect(resolveLanguagePath('/models', '?search=anna&status=active', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/models?search=anna&status=active',
    });
    expect(resolveLanguagePath('/no/such/page', '?x=1', 'bg', '#top')).toEqual({
      kind: 'redirect',
      to: '/bg/no/such/page?x=1#top',
    });
  });

  it('rewrites a prefix that disagrees with the chosen language', () => {
    expect(resolveLanguagePath('/bg/models', '?status=inactive', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/models?status=inactive',
    });
    expect(resolveLanguagePath('/en/model/1', '', 'bg')).toEqual({
      kind: 'redirect',
      to: '/bg/model/1',
    });
  });

  it('collapses duplicate language segments into one prefix of the chosen language', () => {
    expect(resolveLanguagePath('/en/en/models', '', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/models',
    });
    expect(resolveLanguagePath('/en/bg/models', '?q=1', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/models?q=1',
    });
    expect(resolveLanguagePath('/bg/en/bg/who-we-are', '', 'bg')).toEqual({
      kind: 'redirect',
      to: '/bg/who-we-are',
    });
  });

  it('sends home to the language root, with or without a prefix', () => {
    expect(resolveLanguagePath('/home', '', 'en')).toEqual({ kind: 'redirect', to: '/en' });
    expect(resolveLanguagePath('/bg/home', '', 'bg')).toEqual({ kind: 'redirect', to: '/bg' });
    expect(resolveLanguagePath('/en/home', '?a=b', 'bg')).toEqual({
      kind: 'redirect',
      to: '/bg?a=b',
    });
  });

  it('drops trailing slashes and empty segments', () => {
    expect(resolveLanguagePath('/en/models/', '', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/models',
    });
    expect(resolveLanguagePath('//en//models', '', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/models',
    });
  });

  it('keeps a prefixed unknown path as it is (the 404 page renders)', () => {
    expect(resolveLanguagePath('/en/nothing-here', '', 'en')).toEqual({
      kind: 'render',
      language: 'en',
      rest: ['nothing-here'],
    });
  });

  it('treats only exact language codes as a prefix', () => {
    expect(resolveLanguagePath('/EN/models', '', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/EN/models',
    });
  });
});

describe('switchLanguagePath', () => {
  it('rewrites the prefix and keeps the query', () => {
    expect(switchLanguagePath('/en/models', '?search=emma&status=active', 'bg')).toBe(
      '/bg/models?search=emma&status=active',
    );
    expect(switchLanguagePath('/bg/model/sophia', '', 'en')).toBe('/en/model/sophia');
    expect(switchLanguagePath('/bg', '', 'en')).toBe('/en');
  });

  it('adds a prefix where there was none and collapses duplicates', () => {
    expect(switchLanguagePath('/models', 'status=all', 'bg')).toBe('/bg/models?status=all');
    expect(switchLanguagePath('/en/en/plans', '', 'bg')).toBe('/bg/plans');
  });
});

describe('helpers', () => {
  it('strips every leading language segment', () => {
    expect(stripLanguageSegments('/en/bg/models/en')).toEqual({
      prefix: ['en', 'bg'],
      rest: ['models', 'en'],
    });
  });

  it('computes the canonical path', () => {
    expect(canonicalLanguagePath('/home', 'bg')).toBe('/bg');
    expect(canonicalLanguagePath('/bg/chat/1', 'en')).toBe('/en/chat/1');
  });

  it('reads the language of the first segment', () => {
    expect(languageFromPath('/bg/models')).toBe('bg');
    expect(languageFromPath('/models')).toBeNull();
    expect(languageFromPath('/')).toBeNull();
  });

  it('matches the route list', () => {
    expect(matchAppRoute([])).toBe('');
    expect(matchAppRoute(['model', '3'])).toBe('model/:id');
    expect(matchAppRoute(['admin', 'models'])).toBe('admin/models');
    expect(matchAppRoute(['call', 'emma'])).toBe('call/:id');
    expect(matchAppRoute(['model'])).toBeNull();
    expect(matchAppRoute(['unknown'])).toBeNull();
    expect(matchAppRoute(['model', '3', 'extra'])).toBeNull();
  });
});
