import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Conversation } from '#common/contracts/chats';
import type { Language } from '#common/i18n/languages';
import { fakeApi, makeCompanion, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { localizeCompanion } from '#client/features/companions/localize-companion';
import { ChatView } from './chat-view';

/** A send, regenerate or edit (the chat page also marks the conversation read). */
const isRedoPost = (call: { method: string; url: URL }) =>
  call.method === 'POST' && !call.url.pathname.endsWith('/read');

afterEach(() => vi.unstubAllGlobals());

const CHAT = '00000000-0000-4000-8000-0000000000d1';
const MODEL = makeCompanion();
const AT = '2025-03-10T10:00:00.000Z';
const CONVERSATION: Conversation = {
  id: CHAT,
  model_id: MODEL.id,
  model_slug: MODEL.slug,
  title: null,
  message_count: 4,
  relationship_stage: 'initial',
  explicit_mode: false,
  reply_pending: false,
  created_at: AT,
  last_message_at: AT,
};

const message = (id: string, sender: 'user' | 'model', content: string): ChatMessage => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  sender_type: sender,
  source: 'chat',
  content,
  created_at: AT,
});

const FIRST = message('1', 'user', 'Hello there');
const FIRST_REPLY = message('2', 'model', 'Hi! Lovely to meet you.');
const ASKED = message('3', 'user', 'What do you do on Sundays?');
const OLD_REPLY = message('4', 'model', 'I go hiking by the sea.');
const NEW_REPLY = message('5', 'model', 'I paint in my little studio.');

type Answer = Response | (() => Response | Promise<Response>);

function resultFor(userMessage: ChatMessage, aiMessage: ChatMessage) {
  return Response.json({
    userMessage,
    aiMessage,
    conversation: { messageCount: 4, relationshipStage: 'initial', explicitMode: false },
    usage: { limit: 30, used: 3, remaining: 27, resetAt: '2025-03-11T00:00:00.000Z' },
    engine: 'builtin',
    replacedMessageId: OLD_REPLY.id,
  });
}

/** The chat's server: the history above, and what regenerate and edit answer. */
function chatServer({ regenerate, edit }: { regenerate?: Answer; edit?: Answer } = {}) {
  const answer = async (given: Answer | undefined, fallback: () => Response) =>
    typeof given === 'function' ? given() : (given ?? fallback());
  const api = fakeApi({
    [`GET /api/chats/${CHAT}`]: () => Response.json({ conversation: CONVERSATION }),
    [`GET /api/chats/${CHAT}/messages`]: () =>
      Response.json({ messages: [FIRST, FIRST_REPLY, ASKED, OLD_REPLY], nextCursor: null }),
    [`GET /api/chats/${CHAT}/memories`]: () => Response.json({ memories: [] }),
    [`POST /api/chats/${CHAT}/regenerate`]: () =>
      answer(regenerate, () => resultFor(ASKED, NEW_REPLY)),
    [`POST /api/chats/${CHAT}/messages/${ASKED.id}/edit`]: (_url, init) => {
      const { content } = JSON.parse(String(init?.body)) as { content: string };
      return answer(edit, () => resultFor({ ...ASKED, content }, NEW_REPLY));
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api.calls;
}

function renderChat(language: Language = 'en') {
  const user = makeUser();
  renderWithProviders(
    <ChatView
      conversation={CONVERSATION}
      companion={MODEL}
      text={localizeCompanion(MODEL, language)}
      user={user}
      companionId="sophia"
    />,
    { user, path: `/${language}/chat/sophia`, language },
  );
}

const list = () => screen.getByRole('list', { name: /Conversation with|Съобщения между/ });

describe('regenerating the last reply', () => {
  it('offers it on the last reply only and replaces that reply with the new one', async () => {
    const calls = chatServer();
    renderChat();
    const button = await screen.findByRole('button', { name: "Regenerate Sophia's last reply" });
    expect(screen.getAllByRole('button', { name: "Regenerate Sophia's last reply" })).toHaveLength(
      1,
    );
    const lastReply = within(list()).getByText(OLD_REPLY.content).closest('li')!;
    expect(lastReply.contains(button)).toBe(true);

    fireEvent.click(button);
    expect(await within(list()).findByText(NEW_REPLY.content)).toBeTruthy();
    expect(within(list()).queryByText(OLD_REPLY.content)).toBeNull();
    expect(within(list()).getAllByText(ASKED.content)).toHaveLength(1);
    expect(calls.filter(isRedoPost).map((call) => call.url.pathname)).toEqual([
      `/api/chats/${CHAT}/regenerate`,
    ]);
    // The new reply is the last one now: it can be regenerated again.
    const again = await screen.findByRole('button', { name: "Regenerate Sophia's last reply" });
    expect(within(list()).getByText(NEW_REPLY.content).closest('li')!.contains(again)).toBe(true);
  });

  it('keeps the reply and shows the limit when the daily limit is used up', async () => {
    chatServer({
      regenerate: Response.json(
        {
          error: "You've reached the free daily limit.",
          code: 'LIMIT_REACHED',
          resetAt: '2025-03-11T00:00:00.000Z',
          limit: 30,
        },
        { status: 429 },
      ),
    });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: "Regenerate Sophia's last reply" }));
    expect(await screen.findByText("You've reached the free daily limit.")).toBeTruthy();
    expect(within(list()).getByText(OLD_REPLY.content)).toBeTruthy();
  });

  it('says to wait while a reply is being written (409), and keeps the reply', async () => {
    chatServer({
      regenerate: Response.json(
        { error: 'Please wait for the reply to your last message.', code: 'CONFLICT' },
        { status: 409 },
      ),
    });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: "Regenerate Sophia's last reply" }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please wait for the reply to finish, then try again.',
    );
    expect(within(list()).getByText(OLD_REPLY.content)).toBeTruthy();
  });

  it('reports a network failure in Bulgarian', async () => {
    chatServer({
      regenerate: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderChat('bg');
    const button = await screen.findByRole('button', {
      name: 'Генерирай отново последния отговор на София',
    });
    expect(button.textContent).toBe('Генерирай отново');
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Проблем с връзката. Провери интернета си и опитай отново.',
    );
    expect(within(list()).getByText(OLD_REPLY.content)).toBeTruthy();
  });
});

describe('editing the last message', () => {
  it('edits inline: Escape cancels, Enter saves, and the new reply replaces the old', async () => {
    const calls = chatServer();
    renderChat();
    const editButtons = await screen.findAllByRole('button', { name: 'Edit your last message' });
    expect(editButtons).toHaveLength(1);
    expect(within(list()).getByText(ASKED.content).closest('li')!.contains(editButtons[0]!)).toBe(
      true,
    );

    fireEvent.click(editButtons[0]!);
    let editor = screen.getByRole('textbox', { name: 'Edit your message' }) as HTMLTextAreaElement;
    expect(editor.value).toBe(ASKED.content);
    expect(document.activeElement).toBe(editor);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(editor, { target: { value: 'Changed my mind' } });
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
    expect(within(list()).getByText(ASKED.content)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit your last message' }));
    editor = screen.getByRole('textbox', { name: 'Edit your message' }) as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: '   ' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(calls.filter(isRedoPost)).toHaveLength(0);
    fireEvent.change(editor, { target: { value: 'What do you do on Saturdays?' } });
    fireEvent.keyDown(editor, { key: 'Enter' });

    expect(await within(list()).findByText(NEW_REPLY.content)).toBeTruthy();
    expect(within(list()).getByText('What do you do on Saturdays?')).toBeTruthy();
    expect(within(list()).queryByText(ASKED.content)).toBeNull();
    expect(within(list()).queryByText(OLD_REPLY.content)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
    const posts = calls.filter(isRedoPost);
    expect(posts.map((call) => [call.url.pathname, call.body])).toEqual([
      [`/api/chats/${CHAT}/messages/${ASKED.id}/edit`, { content: 'What do you do on Saturdays?' }],
    ]);
  });

  it('keeps the editor and its text open when the edit is refused', async () => {
    chatServer({
      edit: Response.json(
        { error: 'Please wait for the reply to your last message.', code: 'CONFLICT' },
        { status: 409 },
      ),
    });
    renderChat('bg');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Редактирай последното си съобщение' }),
    );
    const editor = screen.getByRole('textbox', { name: 'Редактирай съобщението си' });
    fireEvent.change(editor, { target: { value: 'Нещо друго' } });
    fireEvent.click(screen.getByRole('button', { name: 'Запази' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Изчакай отговорът да завърши и опитай отново.',
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Запази' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect((editor as HTMLTextAreaElement).value).toBe('Нещо друго');
    fireEvent.click(screen.getByRole('button', { name: 'Отказ' }));
    expect(within(list()).getByText(OLD_REPLY.content)).toBeTruthy();
  });
});
