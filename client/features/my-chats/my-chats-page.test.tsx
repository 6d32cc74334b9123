import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '#common/contracts/chats';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { MyChatsPage } from './my-chats-page';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser();

function summary(overrides: Partial<ConversationSummary>): ConversationSummary {
  return {
    id: '7a1c1b0e-0000-4000-8000-000000000001',
    model_id: '8a1c1b0e-0000-4000-8000-000000000001',
    model_slug: 'sophia',
    model_name: 'Sophia',
    model_name_bg: 'София',
    model_avatar: '/api/media/sophia',
    last_message_at: new Date().toISOString(),
    message_count: 2,
    relationship_stage: 'building',
    is_active: true,
    last_message_preview: 'I love the sea at dawn',
    last_message_sender: 'model',
    unread: 0,
    ...overrides,
  };
}

const sophia = summary({});
const emma = summary({
  id: '7a1c1b0e-0000-4000-8000-000000000002',
  model_slug: 'emma',
  model_name: 'Emma',
  model_name_bg: 'Ема',
  last_message_preview: 'Tell me about your day',
  last_message_sender: 'user',
});

describe('MyChatsPage', () => {
  it('lists the chats with the start of the last message, and searches on the server', async () => {
    const api = fakeApi({
      'GET /api/chats': (url) => {
        const q = url.searchParams.get('q') ?? '';
        const rows = [sophia, emma].filter((row) => row.model_name.toLowerCase().includes(q));
        return Response.json({ conversations: rows, nextCursor: null, unreadTotal: 0 });
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<MyChatsPage />, { path: '/en/chats', user });

    expect(await screen.findByRole('heading', { level: 1, name: 'My chats' })).toBeTruthy();
    const open = await screen.findByRole('link', { name: 'Open chat with Sophia' });
    expect(open.getAttribute('href')).toBe('/en/chat/sophia');
    expect(within(open).getByText('I love the sea at dawn')).toBeTruthy();
    expect(screen.getByText('You: Tell me about your day')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your chats' }), {
      target: { value: 'emm' },
    });
    await waitFor(() => expect(screen.queryByText('I love the sea at dawn')).toBeNull());
    expect(screen.getByRole('link', { name: 'Open chat with Emma' })).toBeTruthy();
    expect(api.calls.at(-1)?.url.searchParams.get('q')).toBe('emm');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No chat matches “zzz”.')).toBeTruthy();
  });

  it('deletes a chat after asking, forgetting her memories when ticked (Bulgarian)', async () => {
    let rows = [sophia, emma];
    const api = fakeApi({
      'GET /api/chats': () =>
        Response.json({ conversations: rows, nextCursor: null, unreadTotal: 0 }),
      [`DELETE /api/chats/${emma.id}`]: () => {
        rows = [sophia];
        return new Response(null, { status: 204 });
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<MyChatsPage />, { path: '/bg/chats', language: 'bg', user });

    fireEvent.click(await screen.findByRole('button', { name: 'Изтрий чата с Ема' }));
    const dialog = await screen.findByRole('dialog', { name: 'Да изтрием ли този чат?' });
    expect(within(dialog).getByText(/Разговорът ти с Ема/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Изтрий' }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Отвори чата с Ема' })).toBeNull(),
    );
    const call = api.calls.find((entry) => entry.method === 'DELETE');
    expect(call?.url.searchParams.get('keepMemories')).toBe('false');
    expect(screen.getByRole('link', { name: 'Отвори чата с София' })).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/chats': () =>
          Response.json({ conversations: [sophia], nextCursor: null, unreadTotal: 0 }),
        [`DELETE /api/chats/${sophia.id}`]: () =>
          Response.json(
            { error: 'Please wait for the reply to your last message.', code: 'CONFLICT' },
            { status: 409 },
          ),
      }).fetchMock,
    );
    renderWithProviders(<MyChatsPage />, { path: '/en/chats', user });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete chat with Sophia' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('loads more on Show more', async () => {
    const api = fakeApi({
      'GET /api/chats': (url) =>
        url.searchParams.get('cursor') === sophia.id
          ? Response.json({ conversations: [emma], nextCursor: null, unreadTotal: 0 })
          : Response.json({ conversations: [sophia], nextCursor: sophia.id, unreadTotal: 0 }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<MyChatsPage />, { path: '/en/chats', user });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Open chat with Emma' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the empty state, the error with Try Again, and the sign-in prompt', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/chats': () =>
          Response.json({ conversations: [], nextCursor: null, unreadTotal: 0 }),
      }).fetchMock,
    );
    const empty = renderWithProviders(<MyChatsPage />, { path: '/en/chats', user });
    expect(await screen.findByText('No chats yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse companions' }).getAttribute('href')).toBe(
      '/en/models',
    );
    empty.unmount();

    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/chats': () =>
          Response.json({ error: 'x', code: 'INTERNAL_ERROR' }, { status: 500 }),
      }).fetchMock,
    );
    const failed = renderWithProviders(<MyChatsPage />, { path: '/en/chats', user });
    expect(await screen.findByText("We couldn't load your chats")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    failed.unmount();

    renderWithProviders(<MyChatsPage />, { path: '/en/chats' });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Fchats',
    );
  });
});
