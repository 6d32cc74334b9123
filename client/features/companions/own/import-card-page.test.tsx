import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownCardPreviewResponseSchema } from '#common/contracts/own-companions';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { ImportCardPage } from './import-card-page';
import { makeOwnCompanion, ownList } from './own-test-data';

afterEach(() => vi.unstubAllGlobals());

/** What the server reads from the card before anything is stored. */
const READ = {
  draft: ownCardPreviewResponseSchema.shape.draft.parse({
    language: 'en',
    name: 'Mila',
    age: 29,
    description: 'A painter who laughs easily.',
  }),
  unmapped: [
    { field: 'data.character_book', reason: 'no_equivalent' },
    { field: 'data.system_prompt', reason: 'ignored' },
    { field: 'data.description', reason: 'shortened' },
  ],
  creatorNotes: 'Made for rainy evenings.',
  spec: 'chara_card_v3',
  source: 'json',
};
const UNMAPPED_TEXTS = [
  'data.character_bookAmora has nothing like it; left out.',
  "data.system_promptLeft out on purpose: it would replace Amora's own rules for replies.",
  "data.descriptionLonger than Amora's field: shortened.",
];

/** fakeApi, plus the multipart bodies the page sends (and where), kept as they were sent. */
function server(
  importAnswer: () => Response,
  previewAnswer: () => Response = () => Response.json(READ),
) {
  const forms: Array<{ path: string; form: FormData }> = [];
  const api = fakeApi({
    'GET /api/users/me/companions': () => Response.json(ownList([], 10)),
    'POST /api/users/me/companions/import/preview': previewAnswer,
    'POST /api/users/me/companions/import': importAnswer,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      forms.push({ path: new URL(String(input), 'http://localhost').pathname, form: init.body });
      return api.fetchMock(input, { ...init, body: undefined });
    }
    return api.fetchMock(input, init);
  });
  return forms;
}

const CARD = new File(['{"spec":"chara_card_v3"}'], 'mila.json', { type: 'application/json' });

const choose = () =>
  fireEvent.change(screen.getByTestId('card-input'), { target: { files: [CARD] } });

async function chooseAndImport(submit: string) {
  choose();
  const button = screen.getByRole('button', { name: submit });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

const importsOf = (forms: Array<{ path: string }>) =>
  forms.filter(({ path }) => path === '/api/users/me/companions/import');

describe('ImportCardPage', () => {
  it('reads the card as soon as it is chosen and shows who she would be, storing nothing', async () => {
    const forms = server(() => Response.json({}, { status: 500 }));
    renderWithProviders(<ImportCardPage />, { path: '/en/models/import', user: makeUser() });
    await screen.findByRole('heading', { name: 'Import a Character Card' });
    choose();

    const draft = await screen.findByTestId('card-draft');
    expect(
      within(draft).getByText('This card makes Mila. Nothing is saved until you import her.'),
    ).toBeTruthy();
    expect(
      within(within(draft).getByTestId('card-unmapped'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(UNMAPPED_TEXTS);
    expect(within(draft).getByText('Made for rainy evenings.')).toBeTruthy();
    expect(forms.map(({ path }) => path)).toEqual(['/api/users/me/companions/import/preview']);
    expect(forms[0]!.form.get('language')).toBe('en');

    // Another language reads the card again, in that language.
    fireEvent.click(screen.getByRole('radio', { name: 'Bulgarian' }));
    await waitFor(() => expect(forms).toHaveLength(2));
    expect(forms[1]!.form.get('language')).toBe('bg');
    expect(importsOf(forms)).toEqual([]);
  });

  it('shows who arrived, what could not be taken over and the creator notes', async () => {
    const forms = server(() =>
      Response.json({ ...READ, companion: makeOwnCompanion() }, { status: 201 }),
    );
    renderWithProviders(<ImportCardPage />, { path: '/en/models/import', user: makeUser() });
    await screen.findByRole('heading', { name: 'Import a Character Card' });
    fireEvent.click(screen.getByRole('radio', { name: 'Bulgarian' }));
    await chooseAndImport('Import her');

    const result = await screen.findByTestId('import-result');
    expect(within(result).getByRole('heading', { name: 'Mila is here' })).toBeTruthy();
    const unmapped = within(result).getByTestId('card-unmapped');
    expect(
      within(unmapped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(UNMAPPED_TEXTS);
    expect(within(result).getByText('Made for rainy evenings.')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Chat with her' }).getAttribute('href')).toBe(
      `/en/chat/${makeOwnCompanion().id}`,
    );
    const [imported] = importsOf(forms) as typeof forms;
    expect(imported!.form.get('language')).toBe('bg');
    expect((imported!.form.get('card') as File).name).toBe('mila.json');
  });

  it('says why a card is refused and names its field (under 18), in English', async () => {
    const forms = server(
      () => Response.json({}, { status: 500 }),
      () =>
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
    choose();
    // Said as soon as the card is read, before any import.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This card cannot be imported: it describes someone under 18. Companions on Amora are adults only.',
    );
    expect(alert.textContent).toContain('Field: data.description');
    expect(screen.queryByTestId('card-draft')).toBeNull();
    // Import her reads the card again (a reading that failed may work now); it stays refused.
    fireEvent.click(screen.getByRole('button', { name: 'Import her' }));
    await waitFor(() => expect(forms).toHaveLength(2));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(importsOf(forms)).toEqual([]);
  });

  it('says the same in Bulgarian when the import itself refuses the card', async () => {
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
    await chooseAndImport('Внасяне');
    expect((await screen.findByTestId('card-draft')).textContent).toContain(
      'Тази карта създава Mila. Нищо не се запазва, докато не я внесете.',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Тази карта не може да бъде внесена: поле съдържа стойност от грешен вид.',
    );
    expect(alert.textContent).toContain('Поле: data.first_mes');
  });
});
