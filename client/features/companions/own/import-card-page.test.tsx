import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { ImportCardPage } from './import-card-page';
import { makeOwnCompanion, ownList } from './own-test-data';

afterEach(() => vi.unstubAllGlobals());

/** fakeApi, plus the multipart bodies the page sends, kept as they were sent. */
function server(importAnswer: () => Response) {
  const forms: FormData[] = [];
  const api = fakeApi({
    'GET /api/users/me/companions': () => Response.json(ownList([], 10)),
    'POST /api/users/me/companions/import': importAnswer,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      forms.push(init.body);
      return api.fetchMock(input, { ...init, body: undefined });
    }
    return api.fetchMock(input, init);
  });
  return forms;
}

const CARD = new File(['{"spec":"chara_card_v3"}'], 'mila.json', { type: 'application/json' });

function chooseAndImport(submit: string) {
  fireEvent.change(screen.getByTestId('card-input'), { target: { files: [CARD] } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

describe('ImportCardPage', () => {
  it('shows who arrived, what could not be taken over and the creator notes', async () => {
    const forms = server(() =>
      Response.json(
        {
          companion: makeOwnCompanion(),
          unmapped: [
            { field: 'data.character_book', reason: 'no_equivalent' },
            { field: 'data.system_prompt', reason: 'ignored' },
            { field: 'data.description', reason: 'shortened' },
          ],
          creatorNotes: 'Made for rainy evenings.',
          spec: 'chara_card_v3',
          source: 'json',
        },
        { status: 201 },
      ),
    );
    renderWithProviders(<ImportCardPage />, { path: '/en/models/import', user: makeUser() });
    await screen.findByRole('heading', { name: 'Import a Character Card' });
    fireEvent.click(screen.getByRole('radio', { name: 'Bulgarian' }));
    chooseAndImport('Import her');

    const result = await screen.findByTestId('import-result');
    expect(within(result).getByRole('heading', { name: 'Mila is here' })).toBeTruthy();
    const unmapped = within(result).getByTestId('card-unmapped');
    expect(
      within(unmapped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'data.character_bookAmora has nothing like it; left out.',
      "data.system_promptLeft out on purpose: it would replace Amora's own rules for replies.",
      "data.descriptionLonger than Amora's field: shortened.",
    ]);
    expect(within(result).getByText('Made for rainy evenings.')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Chat with her' }).getAttribute('href')).toBe(
      `/en/chat/${makeOwnCompanion().id}`,
    );
    expect(forms[0]!.get('language')).toBe('bg');
    expect((forms[0]!.get('card') as File).name).toBe('mila.json');
  });

  it('says why a card is refused and names its field (under 18), in English', async () => {
    server(() =>
      Response.json(
        {
          error: 'data.description states an age under 18',
          code: 'CARD_INVALID',
          field: 'data.description',
          reason: 'under_18',
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<ImportCardPage />, { path: '/en/models/import', user: makeUser() });
    await screen.findByRole('heading', { name: 'Import a Character Card' });
    chooseAndImport('Import her');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This card cannot be imported: it describes someone under 18. Companions on Amora are adults only.',
    );
    expect(alert.textContent).toContain('Field: data.description');
  });

  it('says the same in Bulgarian', async () => {
    server(() =>
      Response.json(
        { error: 'bad', code: 'CARD_INVALID', field: 'data.first_mes', reason: 'wrong_type' },
        { status: 400 },
      ),
    );
    renderWithProviders(<ImportCardPage />, {
      path: '/bg/models/import',
      language: 'bg',
      user: makeUser(),
    });
    await screen.findByRole('heading', { name: 'Внасяне на Character Card' });
    chooseAndImport('Внасяне');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Тази карта не може да бъде внесена: поле съдържа стойност от грешен вид.',
    );
    expect(alert.textContent).toContain('Поле: data.first_mes');
  });
});
