import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardOf, fakeApi, makeCompanion, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { CompanionsPage } from './companions-page';
import { makeOwnCompanion, ownList } from './own/own-test-data';

afterEach(() => vi.unstubAllGlobals());

const mila = makeOwnCompanion();
const sophia = makeCompanion();

function server(list: ReturnType<typeof ownList>) {
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'GET /api/models': () =>
        Response.json({
          models: [
            cardOf(sophia),
            { ...cardOf(makeCompanion({ id: mila.id, name: 'Mila' })), owned: true },
          ],
          nextCursor: null,
        }),
      'GET /api/users/me/companions': () => Response.json(list),
    }).fetchMock,
  );
}

describe('the catalogue for a signed-in user', () => {
  it('lists her own companions under "Yours", with the plan\'s numbers and the limit reached', async () => {
    server(ownList([mila], 1));
    renderWithProviders(<CompanionsPage />, { path: '/en/models', user: makeUser() });
    const yours = await screen.findByRole('region', { name: 'Yours' });
    expect((await within(yours).findByText('1 of 1 used')).dataset.testid).toBe('yours-usage');
    const card = await within(yours).findByRole('article', { name: 'Mila' });
    expect(within(card).getByRole('link', { name: 'Mila' }).getAttribute('href')).toBe(
      `/en/model/${mila.id}`,
    );
    expect(
      within(card)
        .getByRole('link', { name: /Start Chat/ })
        .getAttribute('href'),
    ).toBe(`/en/chat/${mila.id}`);
    const limit = within(yours).getByTestId('yours-limit');
    expect(limit.textContent).toContain("You have reached your plan's limit of own companions.");
    expect(within(limit).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/en/plans',
    );
    expect(within(yours).queryByRole('link', { name: 'Create your companion' })).toBeNull();
    // The built-in list does not show her a second time.
    await screen.findByRole('article', { name: 'Sophia' });
    expect(screen.getAllByRole('article', { name: 'Mila' })).toHaveLength(1);
  });

  it('offers Create and Import while the plan allows more, in Bulgarian', async () => {
    server(ownList([], 10));
    renderWithProviders(<CompanionsPage />, {
      path: '/bg/models',
      language: 'bg',
      user: makeUser(),
    });
    const yours = await screen.findByRole('region', { name: 'Вашите' });
    expect((await within(yours).findByText('0 от 10 използвани')).dataset.testid).toBe(
      'yours-usage',
    );
    expect(
      within(yours).getByRole('link', { name: 'Създайте своя спътница' }).getAttribute('href'),
    ).toBe('/bg/models/new');
    expect(within(yours).getByRole('link', { name: 'Внесете карта' }).getAttribute('href')).toBe(
      '/bg/models/import',
    );
  });
});
