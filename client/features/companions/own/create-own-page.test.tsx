import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { CreateOwnCompanionPage } from './create-own-page';
import { makeOwnCompanion, ownList, PORTRAITS } from './own-test-data';

afterEach(() => vi.unstubAllGlobals());

type Routes = Parameters<typeof fakeApi>[0];

function server(routes: Routes = {}) {
  const api = fakeApi({
    'GET /api/users/me/companions': () => Response.json(ownList([])),
    'GET /api/companion-portraits': () => Response.json(PORTRAITS),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const render = (language: 'en' | 'bg' = 'en') =>
  renderWithProviders(<CreateOwnCompanionPage />, {
    path: `/${language}/models/new`,
    language,
    user: makeUser(),
  });

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getAllByLabelText(label)[0]!, { target: { value } });

describe('CreateOwnCompanionPage', () => {
  it('updates her card and her first message while the user types', async () => {
    server();
    render();
    const preview = await screen.findByTestId('own-preview');
    expect(within(preview).getByRole('article', { name: 'Her name' })).toBeTruthy();
    expect(
      within(preview).getByText('Write a greeting to see her first message here.'),
    ).toBeTruthy();

    type(/^Name/, 'Mila');
    type('Age', '29');
    type('City', 'Varna');
    type('Personality in a few words', 'warm, curious');
    type('Interests', 'Painting, Sea, Jazz, Tea, Books');
    type('Greeting', 'Hi! I was just painting.');

    const card = within(preview).getByRole('article', { name: 'Mila' });
    expect(within(card).getByText('29 years old')).toBeTruthy();
    expect(within(card).getByText('Varna')).toBeTruthy();
    expect(within(card).getByText('warm, curious')).toBeTruthy();
    expect(within(card).getByText('Painting')).toBeTruthy();
    expect(within(card).getByText('+2')).toBeTruthy();
    // A preview leads nowhere: no profile link, no heart, no Start Chat.
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(preview).getByTestId('own-preview-greeting').textContent).toContain(
      'Hi! I was just painting.',
    );
  });

  it('checks the form before sending: the name, the age and any text stating an age under 18', async () => {
    const api = server();
    render();
    await screen.findByTestId('own-preview');
    type('Age', '16');
    type('Childhood', 'She is 16 and loves the sea.');
    fireEvent.click(screen.getByRole('button', { name: 'Create her' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please correct 3 fields marked below.',
    );
    const name = screen.getAllByLabelText(/^Name/)[0]!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Please enter her name.')).toBeTruthy();
    expect(screen.getByText('She must be between 18 and 120 years old.')).toBeTruthy();
    expect(
      screen.getByText('“is 16” describes someone under 18. Companions on Amora are adults only.'),
    ).toBeTruthy();
    // Nothing was sent.
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends her in the language written, with the portrait chosen, and opens her profile', async () => {
    const api = server({
      'POST /api/users/me/companions': () =>
        Response.json({ companion: makeOwnCompanion() }, { status: 201 }),
    });
    render();
    await screen.findByTestId('own-preview');
    type(/^Name/, 'Mila');
    type('Age', '29');
    type('Appearance', 'Dark curls.');
    type('Values', 'Honesty\n\nKindness');
    type('Greeting', 'Hi! I was just painting.');
    fireEvent.click(await screen.findByRole('radio', { name: 'Portrait 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create her' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/en/model/3a7c9a52-2f4e-4c39-9a55-0000000000aa',
      ),
    );
    const body = api.calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      language: 'en',
      name: 'Mila',
      name_bg: '',
      age: 29,
      portrait: 'portrait-3',
      persona: {
        en: {
          appearance: 'Dark curls.',
          values: ['Honesty', 'Kindness'],
          voice: { greetings: ['Hi! I was just painting.'] },
        },
      },
    });
  });

  it("shows the server's field errors next to the fields they name", async () => {
    server({
      'POST /api/users/me/companions': () =>
        Response.json(
          {
            error: 'persona.en.backstory.dreams states an age under 18',
            code: 'UNDER_18',
            field: 'persona.en.backstory.dreams',
            fields: { 'persona.en.backstory.dreams': 'States an age under 18' },
          },
          { status: 400 },
        ),
    });
    render();
    await screen.findByTestId('own-preview');
    type(/^Name/, 'Mila');
    type('Dreams', 'A phrasing only the server knows.');
    fireEvent.click(screen.getByRole('button', { name: 'Create her' }));

    const dreams = screen.getAllByLabelText('Dreams')[0]!;
    await waitFor(() => expect(dreams.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(dreams);
    const error = document.getElementById(dreams.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toBe(
      'This describes someone under 18. Companions on Amora are adults only.',
    );
  });

  it('says when the plan allows no more, with the way to the plans', async () => {
    server({
      'GET /api/users/me/companions': () => Response.json(ownList([makeOwnCompanion()], 1)),
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'You already have all the companions your plan allows (1 of 1).',
    );
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/en/plans',
    );
    expect(screen.queryByRole('button', { name: 'Create her' })).toBeNull();
  });

  it('is in Bulgarian on /bg, written in Bulgarian, with English optional', async () => {
    const api = server({
      'POST /api/users/me/companions': () =>
        Response.json(
          { error: 'Past the limit', code: 'COMPANION_LIMIT_REACHED', limit: 1, used: 1 },
          { status: 403 },
        ),
    });
    render('bg');
    expect(await screen.findByRole('heading', { name: 'Създайте своя спътница' })).toBeTruthy();
    expect(screen.getByText('Пишете на български. Задължително е само името ѝ.')).toBeTruthy();
    expect(screen.getByText('Версия на английски (по желание)')).toBeTruthy();
    type(/^Име/, 'Мила');
    type('Поздрав', 'Здравей! Тъкмо рисувах.');
    expect(screen.getByTestId('own-preview-greeting').textContent).toContain('Тъкмо рисувах');
    fireEvent.click(screen.getByRole('button', { name: 'Създайте я' }));

    const alert = await screen.findByText(/Вече имате всички спътници/);
    expect(alert.textContent).toContain('(1 от 1)');
    const body = api.calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ language: 'bg', name: '', name_bg: 'Мила' });
  });
});
