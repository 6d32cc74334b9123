import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '#common/contracts/chats';
import { RecentConversations } from '#client/features/dashboard/recent-conversations';
import { ChatRow } from '#client/features/my-chats/chat-row';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { Header } from './header';

/** Unread marks: the header's badge, the dashboard's recent conversations and My chats. */

afterEach(() => vi.unstubAllGlobals());

function summary(overrides: Partial<ConversationSummary>): ConversationSummary {
  return {
    id: '7a1c1b0e-0000-4000-8000-000000000001',
    model_id: '8a1c1b0e-0000-4000-8000-000000000001',
    model_slug: 'sophia',
    model_name: 'Sophia',
    model_name_bg: 'София',
    model_avatar: '/api/media/sophia',
    last_message_at: new Date().toISOString(),
    message_count: 4,
    relationship_stage: 'building',
    is_active: true,
    last_message_preview: 'How did the exam go?',
    last_message_sender: 'model',
    unread: 0,
    ...overrides,
  };
}

const sophia = summary({ unread: 2 });
const emma = summary({
  id: '7a1c1b0e-0000-4000-8000-000000000002',
  model_slug: 'emma',
  model_name: 'Emma',
  model_name_bg: 'Ема',
  unread: 0,
});

function listApi(unreadTotal: number) {
  return fakeApi({
    'GET /api/chats': () =>
      Response.json({ conversations: [sophia, emma], nextCursor: null, unreadTotal }),
  });
}

describe('the header’s chat icon', () => {
  it('says how many messages are unread, from the list it loads anyway', async () => {
    const api = listApi(3);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<Header />, { user: makeUser() });
    const link = await screen.findByRole('link', { name: 'Chat, 3 unread messages' });
    expect(within(link).getByTestId('unread-count').textContent).toBe('3');
    expect(api.calls.filter((call) => call.url.pathname === '/api/chats')).toHaveLength(1);
  });

  it('in Bulgarian, with the singular', async () => {
    vi.stubGlobal('fetch', listApi(1).fetchMock);
    renderWithProviders(<Header />, { user: makeUser(), language: 'bg', path: '/bg' });
    const link = await screen.findByRole('link', { name: 'Чат, 1 непрочетено съобщение' });
    expect(within(link).getByTestId('unread-count').textContent).toBe('1');
  });

  it('shows no badge when everything is read', async () => {
    const api = listApi(0);
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<Header />, { user: makeUser() });
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    const link = await screen.findByRole('link', { name: 'Chat' });
    expect(within(link).queryByTestId('unread-count')).toBeNull();
  });

  it('keeps a big number small', async () => {
    vi.stubGlobal('fetch', listApi(140).fetchMock);
    renderWithProviders(<Header />, { user: makeUser() });
    const link = await screen.findByRole('link', { name: 'Chat, 140 unread messages' });
    expect(within(link).getByTestId('unread-count').textContent).toBe('99+');
  });
});

describe('the lists', () => {
  it('dashboard: marks the companion who wrote with her count (en, bg)', () => {
    const { unmount } = renderWithProviders(
      <RecentConversations conversations={[sophia, emma]} failed={false} onRetry={() => {}} />,
      { user: makeUser() },
    );
    const marked = screen.getByRole('link', { name: /Sophia.*, 2 unread messages$/ });
    expect(within(marked).getByTestId('unread-count').textContent).toBe('2');
    const quiet = screen.getByRole('link', { name: /Emma/ });
    expect(quiet.getAttribute('aria-label')).not.toMatch(/unread/);
    expect(within(quiet).queryByTestId('unread-count')).toBeNull();
    unmount();

    renderWithProviders(
      <RecentConversations conversations={[sophia, emma]} failed={false} onRetry={() => {}} />,
      { user: makeUser(), language: 'bg', path: '/bg/dashboard' },
    );
    expect(screen.getByRole('link', { name: /София.*, 2 непрочетени съобщения$/ })).toBeTruthy();
  });

  it('My chats: the row says how many are unread (en, bg)', () => {
    const { unmount } = renderWithProviders(
      <ul>
        <ChatRow conversation={sophia} />
        <ChatRow conversation={emma} />
      </ul>,
      { user: makeUser() },
    );
    const marked = screen.getByRole('link', { name: /Sophia.*, 2 unread messages$/ });
    expect(within(marked).getByTestId('unread-count').textContent).toBe('2');
    expect(screen.getByRole('link', { name: /Emma/ }).getAttribute('aria-label')).not.toMatch(
      /unread/,
    );
    unmount();

    renderWithProviders(
      <ul>
        <ChatRow conversation={sophia} />
      </ul>,
      {
        user: makeUser(),
        language: 'bg',
        path: '/bg/chats',
      },
    );
    expect(screen.getByRole('link', { name: /София.*, 2 непрочетени съобщения$/ })).toBeTruthy();
  });
});
