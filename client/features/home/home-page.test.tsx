import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Companion } from '#common/contracts/companions';
import { cardsAnswer, fakeApi, makeCompanion } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { HomePage } from './home-page';

afterEach(() => vi.unstubAllGlobals());

/** The first page of the active catalogue as the server lists it: built-ins first, 24 in all. */
const BUILT_IN = ['Sophia', 'Emma', 'Maya', 'Isabelle', 'Giulia', 'Lucia'];
const firstPage: Companion[] = [
  ...BUILT_IN,
  ...Array.from({ length: 18 }, (_, index) => `Extra ${index + 1}`),
].map((name, index) =>
  makeCompanion({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    legacy_id: index < BUILT_IN.length ? index + 1 : null,
    name,
    slug: name.toLowerCase().replace(' ', '-'),
  }),
);
const firstPageAnswer = cardsAnswer(firstPage, 'page-2');

function namesIn(sectionTitle: string): string[] {
  const section = screen.getByRole('region', { name: sectionTitle });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('HomePage', () => {
  it('picks the samples and featured companions from one request for the first page of 24', async () => {
    const api = fakeApi({ 'GET /api/models': firstPageAnswer });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<HomePage />, { path: '/en' });

    await screen.findAllByRole('heading', { level: 3, name: 'Sophia' });
    expect(namesIn('Say hello to a few of them')).toEqual(['Sophia', 'Emma', 'Maya', 'Giulia']);
    expect(namesIn('Featured companions')).toEqual(['Isabelle', 'Sophia', 'Lucia']);
    // Never the unpaged catalogue, and no page after the first although the server has more.
    expect(api.calls.map((call) => call.url.search)).toEqual(['?lang=en&status=active&limit=24']);
  });

  it('reports a failed load in both sections and shows the companions after Try Again', async () => {
    let failing = true;
    const api = fakeApi({
      'GET /api/models': (url) =>
        failing
          ? Response.json({ error: 'x', code: 'INTERNAL_ERROR' }, { status: 500 })
          : firstPageAnswer(url),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<HomePage />, { path: '/en' });

    expect(await screen.findAllByText('Could not load the companions')).toHaveLength(2);
    failing = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try Again' })[0]!);

    await screen.findByRole('heading', { level: 3, name: 'Isabelle' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(namesIn('Say hello to a few of them')).toEqual(['Sophia', 'Emma', 'Maya', 'Giulia']);
    expect(api.calls.map((call) => call.url.search)).toEqual([
      '?lang=en&status=active&limit=24',
      '?lang=en&status=active&limit=24',
    ]);
  });

  it('keeps the companions on screen when a later refresh fails', async () => {
    let failing = false;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/models': (url) =>
          failing
            ? Response.json({ error: 'x', code: 'INTERNAL_ERROR' }, { status: 500 })
            : firstPageAnswer(url),
      }).fetchMock,
    );
    const { queryClient } = renderWithProviders(<HomePage />, { path: '/en' });
    await screen.findAllByRole('heading', { level: 3, name: 'Sophia' });

    failing = true;
    await act(async () => {
      await queryClient.refetchQueries();
      // TanStack Query tells the page on the next task: let the page render the failed refresh.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['models'] });
    expect(query?.state.status).toBe('error');
    expect(screen.queryByText('Could not load the companions')).toBeNull();
    expect(namesIn('Featured companions')).toEqual(['Isabelle', 'Sophia', 'Lucia']);
  });
});
