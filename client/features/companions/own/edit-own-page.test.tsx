import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { EditOwnCompanionPage } from './edit-own-page';
import { makeOwnCompanion, ownList, PORTRAITS } from './own-test-data';

afterEach(() => vi.unstubAllGlobals());

const MILA = makeOwnCompanion();
const PATH = `/api/users/me/companions/${MILA.id}`;

function server(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET ${PATH}`]: () => Response.json({ companion: MILA }),
    'GET /api/users/me/companions': () => Response.json(ownList([MILA])),
    'GET /api/companion-portraits': () => Response.json(PORTRAITS),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const render = (language: 'en' | 'bg' = 'en') =>
  renderWithProviders(<EditOwnCompanionPage id={MILA.id} />, {
    path: `/${language}/model/${MILA.id}/edit`,
    language,
    user: makeUser(),
  });

describe('EditOwnCompanionPage', () => {
  it('opens prefilled and saves every shown field, keeping the persona fields it does not show', async () => {
    const api = server({
      [`PATCH ${PATH}`]: () => Response.json({ companion: { ...MILA, name: 'Mila Rose' } }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Edit Mila', level: 1 })).toBeTruthy();
    const name = screen.getAllByLabelText(/^Name/)[0] as HTMLInputElement;
    expect(name.value).toBe('Mila');
    expect((screen.getAllByLabelText('Greeting')[0] as HTMLTextAreaElement).value).toBe(
      'Hi! I was just painting.',
    );
    expect((screen.getAllByLabelText('Values')[0] as HTMLTextAreaElement).value).toBe(
      'Honesty\nKindness',
    );
    fireEvent.change(name, { target: { value: 'Mila Rose' } });
    fireEvent.change(screen.getAllByLabelText('Greeting')[0]!, {
      target: { value: 'Hello, darling!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/en/model/${MILA.id}`),
    );
    const patch = api.calls.find((call) => call.method === 'PATCH')!.body as {
      name: string;
      persona: { en: { voice: { greetings: string[] }; appearance: string } };
    };
    expect(patch.name).toBe('Mila Rose');
    // Her first message changes; her other greetings stay after it.
    expect(patch.persona.en.voice.greetings).toEqual(['Hello, darling!', 'Hello again!']);
    expect(patch.persona.en.appearance).toBe('Dark curls, paint on her fingers.');
  });

  it('removes her picture when asked (undo keeps it), and her initials stand in for it', async () => {
    const api = server({
      [`PATCH ${PATH}`]: () => Response.json({ companion: MILA }),
      [`DELETE ${PATH}/avatar`]: () =>
        Response.json({ companion: { ...MILA, avatar_url: '', portrait: null } }),
    });
    render();
    await screen.findByRole('heading', { name: 'Edit Mila', level: 1 });
    expect(screen.getByRole('img', { name: 'Her current picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove her picture' }));
    expect(
      screen
        .getByText('She will have no picture: the initials of her name show instead once you save.')
        .getAttribute('role'),
    ).toBe('status');
    expect(screen.queryByRole('img', { name: 'Her current picture' })).toBeNull();
    // Changed her mind, then again.
    fireEvent.click(screen.getByRole('button', { name: 'Keep her picture' }));
    expect(screen.getByRole('img', { name: 'Her current picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove her picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/en/model/${MILA.id}`),
    );
    expect(api.calls.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(
      expect.arrayContaining([`PATCH ${PATH}`, `DELETE ${PATH}/avatar`]),
    );
  });

  it('saves her picture as it is when nothing about it changed', async () => {
    const api = server({ [`PATCH ${PATH}`]: () => Response.json({ companion: MILA }) });
    render('bg');
    await screen.findByRole('button', { name: 'Премахнете снимката' });
    fireEvent.click(screen.getByRole('button', { name: 'Премахнете снимката' }));
    fireEvent.click(screen.getByRole('button', { name: 'Оставете снимката' }));
    fireEvent.click(screen.getByRole('button', { name: 'Запазване на промените' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.filter((call) => call.url.pathname.endsWith('/avatar'))).toEqual([]);
  });

  it('asks before deleting, saying how many conversations go with her, then deletes', async () => {
    const api = server({ [`DELETE ${PATH}`]: () => new Response(null, { status: 204 }) });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete her' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Mila?' });
    expect(
      within(dialog).getByText(
        'She is deleted for good, and every conversation with her is deleted with her. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('own-delete-counts').textContent).toBe(
      '2 conversations (14 messages) will be deleted with her.',
    );
    // Focus starts on Cancel: a stray Enter never deletes.
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Delete her and her conversations' }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/models'));
    const call = api.calls.find((entry) => entry.method === 'DELETE')!;
    expect(call.url.searchParams.get('confirm')).toBe('true');
  });

  it('keeps the dialog open with the reason when the delete fails, in Bulgarian', async () => {
    server({
      [`DELETE ${PATH}`]: () =>
        Response.json({ error: 'Boom', code: 'INTERNAL_ERROR' }, { status: 500 }),
    });
    render('bg');
    fireEvent.click(await screen.findByRole('button', { name: 'Изтриване' }));
    const dialog = await screen.findByRole('dialog', { name: 'Да изтрием ли Mila?' });
    expect(within(dialog).getByTestId('own-delete-counts').textContent).toBe(
      '2 разговора (14 съобщения) ще бъдат изтрити заедно с нея.',
    );
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Изтриване на нея и разговорите ѝ' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Не успяхме да я изтрием.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("is a 404 for a companion that is not the user's", async () => {
    server({
      [`GET ${PATH}`]: () =>
        Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    });
    render();
    expect(
      await screen.findByText(
        "We couldn't find this companion. Only the person who made her can see her.",
      ),
    ).toBeTruthy();
  });
});
