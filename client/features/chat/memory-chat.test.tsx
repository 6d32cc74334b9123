import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '#common/contracts/chats';
import { fakeApi, makeCompanion, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { localizeCompanion } from '#client/features/companions/localize-companion';
import { ChatView } from './chat-view';

afterEach(() => vi.unstubAllGlobals());

const CHAT = '00000000-0000-4000-8000-0000000000c2';
const MODEL = makeCompanion();
const CONVERSATION: Conversation = {
  id: CHAT,
  model_id: MODEL.id,
  model_slug: MODEL.slug,
  title: null,
  message_count: 2,
  relationship_stage: 'initial',
  explicit_mode: false,
  reply_pending: false,
  created_at: '2025-03-10T10:00:00.000Z',
  last_message_at: '2025-03-10T10:00:00.000Z',
};
const NURSE = {
  id: '00000000-0000-4000-8000-00000000a001',
  kind: 'work',
  content: 'Works as a nurse',
  pinned: false,
  source: { message_id: null, excerpt: 'I work as a nurse', origin: 'chat' },
  created_at: '2025-03-10T10:00:00.000Z',
  updated_at: '2025-03-10T10:00:00.000Z',
};

const PLAN = {
  ...NURSE,
  id: '00000000-0000-4000-8000-00000000a002',
  kind: 'plan',
  content: 'Has a job interview tomorrow',
  source: { message_id: null, excerpt: 'I have a job interview tomorrow', origin: 'chat' },
  created_at: '2025-03-11T10:00:00.000Z',
};

function chatServer() {
  let memories = [NURSE];
  const api = fakeApi({
    // The server remembers what a message tells before it answers.
    [`POST /api/chats/${CHAT}/ai-response`]: (_url, init) => {
      const { userMessage } = JSON.parse(String(init?.body)) as { userMessage: string };
      memories = [PLAN, ...memories];
      const at = '2025-03-11T10:00:00.000Z';
      return Response.json({
        userMessage: {
          id: PLAN.id,
          sender_type: 'user',
          source: 'chat',
          content: userMessage,
          created_at: at,
        },
        aiMessage: {
          id: NURSE.id,
          sender_type: 'model',
          source: 'chat',
          content: 'Good luck!',
          created_at: at,
        },
        conversation: { messageCount: 4, relationshipStage: 'initial', explicitMode: false },
        usage: { limit: 30, used: 2, remaining: 28, resetAt: at },
        engine: 'builtin',
      });
    },
    [`GET /api/chats/${CHAT}`]: () => Response.json({ conversation: CONVERSATION }),
    [`GET /api/chats/${CHAT}/messages`]: () =>
      Response.json({
        messages: [
          {
            id: '00000000-0000-4000-8000-00000000b001',
            sender_type: 'user',
            source: 'chat',
            content: 'I work as a nurse',
            created_at: '2025-03-10T10:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    [`GET /api/chats/${CHAT}/memories`]: () => Response.json({ memories }),
    [`DELETE /api/chats/${CHAT}/messages`]: (url) => {
      if (url.searchParams.get('keepMemories') === 'false') memories = [];
      return new Response(null, { status: 204 });
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api.calls;
}

function renderChat() {
  const user = makeUser();
  renderWithProviders(
    <ChatView
      conversation={CONVERSATION}
      companion={MODEL}
      text={localizeCompanion(MODEL, 'en')}
      user={user}
      companionId="sophia"
    />,
    { user, path: '/en/chat/sophia' },
  );
}

async function clearWith(tick: boolean) {
  fireEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clear Conversation' });
  const box = within(dialog).getByLabelText(
    'Also forget what Sophia remembers',
  ) as HTMLInputElement;
  expect(box.checked).toBe(false);
  if (tick) fireEvent.click(box);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Clear Conversation' })).toBeNull(),
  );
}

describe('the memory button in the chat', () => {
  it('counts a new memory once her reply is stored', async () => {
    chatServer();
    renderChat();
    expect(
      await screen.findByRole('button', { name: 'What Sophia remembers: 1 memory' }),
    ).toBeTruthy();
    const box = screen.getByLabelText('Message to Sophia');
    fireEvent.change(box, { target: { value: 'I have a job interview tomorrow' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Good luck!')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'What Sophia remembers: 2 memories' }),
    ).toBeTruthy();
    expect(screen.getByTestId('memory-count').textContent).toBe('2');
  });
});

describe('clearing a conversation', () => {
  it('keeps what she remembers unless the box is ticked, then refetches the memories', async () => {
    const calls = chatServer();
    renderChat();
    const memoryButton = await screen.findByRole('button', {
      name: 'What Sophia remembers: 1 memory',
    });
    expect(memoryButton).toBeTruthy();

    await clearWith(false);
    const kept = calls.filter((call) => call.method === 'DELETE');
    expect(kept.map((call) => call.url.searchParams.get('keepMemories'))).toEqual(['true']);

    await clearWith(true);
    const cleared = calls.filter((call) => call.method === 'DELETE');
    expect(cleared.map((call) => call.url.searchParams.get('keepMemories'))).toEqual([
      'true',
      'false',
    ]);
    // After the clear the panel's list is asked for again: now she remembers nothing.
    expect(await screen.findByRole('button', { name: 'What Sophia remembers' })).toBeTruthy();
    expect(screen.queryByTestId('memory-count')).toBeNull();
  });
});
