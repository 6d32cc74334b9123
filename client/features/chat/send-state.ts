import type { ChatMessage, ReplyResult } from '#common/contracts/chats';

/**
 * The sends of this visit to a chat, in order. Each starts with the user's text shown at once,
 * takes the stored user message from `event: user`, grows a reply from `delta`s and ends done
 * (the stored reply) or failed (the user's text stays, marked, so it can be retried).
 */
/** `paused`: an admin has switched the AI off; nothing was stored and no reply is pretended. */
export type Failure = 'limit' | 'auth' | 'paused' | 'other';

/**
 * Why a regenerate or an edit failed, besides a send's reasons: `conflict`, a reply is being
 * written; `stale`, the turn is no longer the last (another tab); `network`, no connection.
 */
export type RedoError = 'conflict' | 'stale' | 'network' | 'other';
export type RedoFailure = Exclude<Failure, 'other'> | RedoError;

/** A regenerate of the last reply or an edit of the user's last message, not yet accepted. */
export interface PendingRedo {
  kind: 'regenerate' | 'edit';
  /** The reply regenerated, or the message edited. */
  messageId: string;
}

export interface SendEntry {
  clientId: string;
  content: string;
  sentAt: string;
  user: ChatMessage | null;
  reply: string;
  ai: ChatMessage | null;
  status: 'sending' | 'done' | 'failed';
  failure: Failure | null;
}

export interface SendState {
  entries: SendEntry[];
  /** The daily-limit banner: when the limit resets; null when hidden. */
  limitResetAt: string | null;
  /** The last send failed because the session is gone. */
  authError: boolean;
  /** The last send was refused because the AI is paused. */
  aiPaused: boolean;
  /** A regenerate or edit the server has not accepted yet (its reply is then an entry). */
  redo: PendingRedo | null;
  /** Why the last regenerate or edit failed; cleared by the next turn. */
  redoError: RedoError | null;
}

export type SendAction =
  | { type: 'start'; clientId: string; content: string; at: string }
  | { type: 'retry'; clientId: string }
  | { type: 'user'; clientId: string; message: ChatMessage }
  | { type: 'delta'; clientId: string; text: string }
  | { type: 'done'; clientId: string; result: ReplyResult }
  | { type: 'fail'; clientId: string; failure: Failure; resetAt?: string | null }
  | { type: 'redoStart'; redo: PendingRedo }
  | { type: 'redoAccepted'; clientId: string; message: ChatMessage }
  | { type: 'redoFail'; clientId: string; failure: RedoFailure; resetAt?: string | null }
  | { type: 'dismissLimit' }
  | { type: 'reset' };

export const initialSendState: SendState = {
  entries: [],
  limitResetAt: null,
  authError: false,
  aiPaused: false,
  redo: null,
  redoError: null,
};

function update(state: SendState, clientId: string, change: (entry: SendEntry) => SendEntry) {
  return {
    ...state,
    entries: state.entries.map((entry) => (entry.clientId === clientId ? change(entry) : entry)),
  };
}

export function sendReducer(state: SendState, action: SendAction): SendState {
  switch (action.type) {
    case 'start': {
      const entry: SendEntry = {
        clientId: action.clientId,
        content: action.content,
        sentAt: action.at,
        user: null,
        reply: '',
        ai: null,
        status: 'sending',
        failure: null,
      };
      return { ...state, entries: [...state.entries, entry], redoError: null };
    }
    case 'redoStart':
      return { ...state, redo: action.redo, redoError: null };
    case 'redoAccepted': {
      // The turn answered again moves into a new entry; this visit's entry of it (with the
      // replaced reply) goes.
      const entry: SendEntry = {
        clientId: action.clientId,
        content: action.message.content,
        sentAt: action.message.created_at,
        user: action.message,
        reply: '',
        ai: null,
        status: 'sending',
        failure: null,
      };
      const others = state.entries.filter((item) => item.user?.id !== action.message.id);
      return { ...state, entries: [...others, entry], redo: null };
    }
    case 'redoFail': {
      // Refused: nothing changed. Lost after it was accepted: the entry goes and the stored
      // history (read again by the caller) shows what the server has.
      const entries = state.entries.filter((entry) => entry.clientId !== action.clientId);
      const { failure } = action;
      const sendFailure = failure === 'limit' || failure === 'auth' || failure === 'paused';
      return {
        ...state,
        entries,
        redo: null,
        limitResetAt:
          failure === 'limit' ? (action.resetAt ?? state.limitResetAt) : state.limitResetAt,
        authError: failure === 'auth',
        aiPaused: failure === 'paused',
        redoError: sendFailure ? null : failure,
      };
    }
    case 'retry': {
      const entry = state.entries.find((item) => item.clientId === action.clientId);
      if (!entry || entry.status !== 'failed') return state;
      // The retried message moves to the end: it is the newest send again.
      const others = state.entries.filter((item) => item.clientId !== action.clientId);
      const again = { ...entry, status: 'sending' as const, failure: null, reply: '' };
      return { ...state, entries: [...others, again], authError: false };
    }
    case 'user':
      return update(state, action.clientId, (entry) => ({ ...entry, user: action.message }));
    case 'delta':
      return update(state, action.clientId, (entry) => ({
        ...entry,
        reply: entry.reply + action.text,
      }));
    case 'done':
      return {
        ...update(state, action.clientId, (entry) => ({
          ...entry,
          user: action.result.userMessage,
          ai: action.result.aiMessage,
          reply: action.result.aiMessage.content,
          status: 'done',
        })),
        limitResetAt: null,
        authError: false,
        aiPaused: false,
        redoError: null,
      };
    case 'fail':
      if (action.failure === 'limit') {
        // Nothing was stored and a retry can't work before the reset: the message leaves the
        // list (its text goes back to the message box, see use-chat-send.ts).
        return {
          ...state,
          entries: state.entries.filter((entry) => entry.clientId !== action.clientId),
          limitResetAt: action.resetAt ?? state.limitResetAt,
          authError: false,
          aiPaused: false,
        };
      }
      return {
        ...update(state, action.clientId, (entry) => ({
          ...entry,
          status: 'failed',
          failure: action.failure,
          reply: '',
        })),
        authError: action.failure === 'auth',
        aiPaused: action.failure === 'paused',
      };
    case 'dismissLimit':
      return { ...state, limitResetAt: null };
    case 'reset':
      return initialSendState;
  }
}

export function isSending(state: SendState): boolean {
  return state.redo !== null || state.entries.some((entry) => entry.status === 'sending');
}

/** Whether the companion is "typing": a send is on its way and no piece of the reply arrived. */
export function isWaitingForReply(state: SendState): boolean {
  return state.entries.some((entry) => entry.status === 'sending' && entry.reply === '');
}

export interface DisplayMessage {
  key: string;
  sender: 'user' | 'model';
  content: string;
  createdAt: string;
  /** stored: saved; pending: shown before the server has it; streaming: a reply arriving;
   *  failed: a user message whose send failed; fallback: the canned reply after a failure. */
  state: 'stored' | 'pending' | 'streaming' | 'failed' | 'fallback';
  clientId?: string;
  /** The stored message's id (none before the server has it). */
  id?: string;
  /** 'call': said in a voice call (its stored transcript), shown with a label. */
  source?: ChatMessage['source'];
}

function storedMessage(message: ChatMessage): DisplayMessage {
  return {
    key: message.id,
    id: message.id,
    sender: message.sender_type,
    content: message.content,
    createdAt: message.created_at,
    state: 'stored',
    source: message.source,
  };
}

/** The history, then this visit's sends (the history's copies of them left out). */
export function displayMessages(
  history: readonly ChatMessage[],
  entries: readonly SendEntry[],
  fallbackFor: (userText: string) => string,
): DisplayMessage[] {
  const live = new Set<string>();
  for (const entry of entries) {
    if (entry.user) live.add(entry.user.id);
    if (entry.ai) live.add(entry.ai.id);
  }
  const out = history.filter((message) => !live.has(message.id)).map(storedMessage);
  for (const entry of entries) {
    const failed = entry.status === 'failed';
    out.push({
      key: `user-${entry.clientId}`,
      sender: 'user',
      content: entry.user?.content ?? entry.content,
      createdAt: entry.user?.created_at ?? entry.sentAt,
      state: failed ? 'failed' : entry.user ? 'stored' : 'pending',
      clientId: entry.clientId,
      ...(entry.user && !failed ? { id: entry.user.id } : {}),
    });
    if (entry.ai) out.push({ ...storedMessage(entry.ai), key: `reply-${entry.clientId}` });
    else if (entry.status === 'sending' && entry.reply) {
      out.push({
        key: `reply-${entry.clientId}`,
        sender: 'model',
        content: entry.reply,
        createdAt: entry.sentAt,
        state: 'streaming',
      });
    } else if (failed && entry.failure === 'other') {
      out.push({
        key: `reply-${entry.clientId}`,
        sender: 'model',
        content: fallbackFor(entry.content),
        createdAt: entry.sentAt,
        state: 'fallback',
      });
    }
  }
  return out;
}

/**
 * Which messages take a regenerate or an edit (the server decides again): the last reply, when
 * it is a stored chat reply to a stored message, and the user's last typed message, when
 * nothing but its reply follows it.
 */
export function redoTargets(messages: readonly DisplayMessage[]): {
  regenerateId: string | null;
  editId: string | null;
} {
  const typed = (message: DisplayMessage | undefined) =>
    message?.state === 'stored' && message.id && message.source !== 'call' ? message.id : null;
  const last = messages.at(-1);
  const before = messages.at(-2);
  if (last?.sender === 'user') return { regenerateId: null, editId: typed(last) };
  const askedBefore = before?.sender === 'user' ? typed(before) : null;
  const reply = askedBefore ? typed(last) : null;
  return { regenerateId: reply, editId: reply ? askedBefore : null };
}
