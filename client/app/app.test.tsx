import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardsAnswer, fakeApi, makeCompanion } from '#client/test-utils/fixtures';
import { testI18n } from '#client/test-utils/render';
import { App } from './app';

const companions = ['Sophia', 'Emma', 'Isabelle', 'Maya', 'Lucia', 'Giulia'].map((name, index) =>
  makeCompanion({
    id: `00000000-0000-4000-8000-00000000000${index + 1}`,
    legacy_id: index + 1,
    name,
    slug: name.toLowerCase(),
    is_premium: ['Isabelle', 'Lucia', 'Giulia'].includes(name),
  }),
);

function start(path: string, language?: 'en' | 'bg') {
  if (language) {
    localStorage.setItem('preferred-language', language);
    localStorage.setItem('language-selected', 'true');
  }
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App queryClient={queryClient} i18n={testI18n} />);
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

// The language modal is a chunk of its own, imported when a first visit needs it: compiled once
// here, so that the waits below time the app rather than the test runner's first compile.
beforeAll(() => import('./layout/language-modal'));

beforeEach(() => {
  vi.stubGlobal('fetch', fakeApi({ 'GET /api/models': cardsAnswer(companions) }).fetchMock);
  void testI18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app shell', () => {
  it('blocks with the language modal until a language is chosen', async () => {
    start('/models?search=em');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    expect(within(dialog).getByText('You can change this later in settings.')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Български' }));
    // The modal's own texts follow the highlighted language.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продължи' }));

    await waitFor(() => expect(currentPath()).toBe('/bg/models?search=em'));
    expect(localStorage.getItem('preferred-language')).toBe('bg');
    expect(localStorage.getItem('language-selected')).toBe('true');
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(document.documentElement.lang).toBe('bg');
  });

  it('pre-selects the language of the URL in the modal', async () => {
    start('/bg/who-we-are');
    const dialog = await screen.findByRole('dialog', { name: 'Избери език' });
    expect(
      (within(dialog).getByRole('radio', { name: 'Български' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it.each([
    ['/', 'en', '/en'],
    ['/models?status=inactive', 'en', '/en/models?status=inactive'],
    ['/bg/models?search=a', 'en', '/en/models?search=a'],
    ['/en/bg/models', 'bg', '/bg/models'],
    ['/en/en/who-we-are', 'en', '/en/who-we-are'],
    ['/home', 'bg', '/bg'],
    ['/en/home', 'en', '/en'],
  ] as const)('redirects %s to %s with language %s', async (from, language, to) => {
    start(from, language);
    await waitFor(() => expect(currentPath()).toBe(to));
  });

  it('renders the header, footer and home page for a returning visitor', async () => {
    start('/en', 'en');
    const banner = await screen.findByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Companions', 'Plans', 'Support']);
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe(
      '/en/plans',
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Featured companions' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Isabelle' })).toBeTruthy();
  });

  it('switches language, keeping the query and replacing history', async () => {
    start('/en/models?search=so&status=active', 'en');
    await screen.findByRole('heading', { name: 'Meet the companions' });
    const lengthBefore = window.history.length;
    const switcher = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' });
    fireEvent.change(switcher, { target: { value: 'bg' } });
    await waitFor(() => expect(currentPath()).toBe('/bg/models?search=so&status=active'));
    expect(window.history.length).toBe(lengthBefore);
    expect(localStorage.getItem('preferred-language')).toBe('bg');
    expect(
      await screen.findByRole('heading', { name: 'Запознай се с компаньонките' }),
    ).toBeTruthy();
  });

  it('shows a real 404 page for unknown routes', async () => {
    start('/en/no-such-page', 'en');
    expect(await screen.findByRole('heading', { name: "This page doesn't exist" })).toBeTruthy();
    expect(document.title).toBe('Page not found · Amora');
  });

  it.each(['/en/call/1'])('answers the documented route %s with its page', async (path) => {
    start(path, 'en');
    // The call page: a signed-out visitor is asked to sign in first.
    // (Its first load in a test run compiles the page's modules: allow for it.)
    expect(
      await screen.findByRole('heading', { name: 'Call your companion' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This part of Amora opens soon' })).toBeNull();
    expect(window.location.pathname).toBe(path);
  });

  it('hides the footer on chat pages', async () => {
    start('/en/chat/sophia', 'en');
    expect(await screen.findByRole('heading', { name: 'Chat with companions' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps working when the catalogue fails to load', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/models': () =>
          Response.json({ error: 'x', code: 'INTERNAL_ERROR' }, { status: 500 }),
      }).fetchMock,
    );
    start('/en', 'en');
    expect((await screen.findAllByText('Could not load the companions')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
  });
});
