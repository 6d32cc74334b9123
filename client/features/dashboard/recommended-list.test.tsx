import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanionCard } from '#common/contracts/companions';
import { cardsAnswer, fakeApi, makeCompanion } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { pickRecommended, RecommendedList } from './recommended-list';

afterEach(() => vi.unstubAllGlobals());

const model = (id: string, premium = false, active = true) =>
  ({ id, is_premium: premium, is_active: active }) as CompanionCard;

describe('pickRecommended', () => {
  it('picks three companions without a conversation, free ones first', () => {
    const companions = [
      model('a'),
      model('b', true),
      model('c'),
      model('d'),
      model('e', false, false),
    ];
    expect(pickRecommended(companions, new Set(['a'])).map((m) => m.id)).toEqual(['c', 'd', 'b']);
  });
});

/** The first page of the active catalogue: the built-ins first, as the server lists them. */
const companion = (index: number, name: string, isPremium: boolean) =>
  makeCompanion({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    legacy_id: index,
    name,
    name_bg: `${name} (bg)`,
    is_premium: isPremium,
  });
const sophia = companion(1, 'Sophia', false);
const emma = companion(2, 'Emma', false);
const maya = companion(3, 'Maya', false);
const isabelle = companion(4, 'Isabelle', true);
const firstPage = [sophia, emma, maya, isabelle];
const firstPageAnswer = cardsAnswer(firstPage, 'page-2');

/** The profiles the list links to, in order. */
function recommendedProfiles(): Array<string | null> {
  return within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('RecommendedList', () => {
  it('recommends from the first page of 24 of the active catalogue, free companions first', async () => {
    const api = fakeApi({ 'GET /api/models': firstPageAnswer });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<RecommendedList talkedTo={new Set([emma.id])} />, {
      path: '/en/dashboard',
    });

    await screen.findByRole('list');
    expect(recommendedProfiles()).toEqual([
      '/en/model/sophia',
      '/en/model/maya',
      '/en/model/isabelle',
    ]);
    // Never the unpaged catalogue, and no page after the first although the server has more.
    expect(api.calls.map((call) => call.url.search)).toEqual(['?lang=en&status=active&limit=24']);
  });

  it('reports a failed load and recommends after Try Again', async () => {
    let failing = true;
    const api = fakeApi({
      'GET /api/models': (url) =>
        failing
          ? Response.json({ error: 'x', code: 'INTERNAL_ERROR' }, { status: 500 })
          : firstPageAnswer(url),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<RecommendedList talkedTo={new Set()} />, { path: '/en/dashboard' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the recommendations.");
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await screen.findByRole('list');
    expect(recommendedProfiles()).toEqual(['/en/model/sophia', '/en/model/emma', '/en/model/maya']);
    expect(api.calls.map((call) => call.url.search)).toEqual([
      '?lang=en&status=active&limit=24',
      '?lang=en&status=active&limit=24',
    ]);
  });

  it('says so when the user already talks with every companion of the page', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/models': firstPageAnswer }).fetchMock);
    renderWithProviders(
      <RecommendedList talkedTo={new Set(firstPage.map((companion) => companion.id))} />,
      { path: '/bg/dashboard', language: 'bg' },
    );

    expect(await screen.findByText('Вече си пишеш с всички компаньонки. Чудесно!')).toBeTruthy();
  });
});
