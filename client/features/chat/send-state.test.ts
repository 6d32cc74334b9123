import { describe, expect, it } from 'vitest';
import type { ChatMessage, ReplyResult } from '#common/contracts/chats';
import {
  displayMessages,
  initialSendState,
  isSending,
  isWaitingForReply,
  redoTargets,
  sendReducer,
  type SendAction,
} from './send-state';

const AT = '2025-03-14T10:00:00.000Z';
const message = (id: string, sender: 'user' | 'model', content: string): ChatMessage => ({
  id,
  sender_type: sender,
  source: 'chat',
  content,
  created_at: AT,
});
const result: ReplyResult = {
  userMessage: message('u1', 'user', 'Hello'),
  aiMessage: message('a1', 'model', 'Hi there'),
  conversation: { messageCount: 2, relationshipStage: 'initial', explicitMode: false },
  usage: { limit: 30, used: 1, remaining: 29, resetAt: AT },
  engine: 'builtin',
};
const run = (...actions: SendAction[]) => actions.reduce(sendReducer, initialSendState);
const start: SendAction = { type: 'start', clientId: 'c1', content: 'Hello', at: AT };
const fallback = (text: string) => `fallback for ${text}`;

describe('sendReducer', () => {
  it('shows the message at once, then the stored one, the streamed reply and the result', () => {
    let state = run(start);
    expect(isSending(state)).toBe(true);
    expect(isWaitingForReply(state)).toBe(true);
    expect(displayMessages([], state.entries, fallback).map((m) => m.state)).toEqual(['pending']);

    state = sendReducer(state, { type: 'user', clientId: 'c1', message: result.userMessage });
    state = sendReducer(state, { type: 'delta', clientId: 'c1', text: 'Hi ' });
    expect(isWaitingForReply(state)).toBe(false);
    state = sendReducer(state, { type: 'delta', clientId: 'c1', text: 'there' });
    expect(displayMessages([], state.entries, fallback)).toMatchObject([
      { sender: 'user', content: 'Hello', state: 'stored' },
      { sender: 'model', content: 'Hi there', state: 'streaming' },
    ]);

    state = sendReducer(state, { type: 'done', clientId: 'c1', result });
    expect(isSending(state)).toBe(false);
    expect(displayMessages([], state.entries, fallback)).toMatchObject([
      { state: 'stored', content: 'Hello' },
      { state: 'stored', content: 'Hi there' },
    ]);
  });

  it('pretends no reply while the AI is paused, says so, and clears that on the next success', () => {
    let state = run(start, { type: 'fail', clientId: 'c1', failure: 'paused' });
    expect(state.aiPaused).toBe(true);
    expect(displayMessages([], state.entries, fallback)).toEqual([
      expect.objectContaining({ sender: 'user', content: 'Hello', state: 'failed' }),
    ]);
    state = sendReducer(state, { type: 'retry', clientId: 'c1' });
    state = sendReducer(state, { type: 'done', clientId: 'c1', result });
    expect(state.aiPaused).toBe(false);
  });

  it('keeps the failed message, marked, with the fallback reply after it', () => {
    const state = run(start, { type: 'fail', clientId: 'c1', failure: 'other' });
    expect(isSending(state)).toBe(false);
    expect(displayMessages([], state.entries, fallback)).toMatchObject([
      { sender: 'user', content: 'Hello', state: 'failed', clientId: 'c1' },
      { sender: 'model', content: 'fallback for Hello', state: 'fallback' },
    ]);
  });

  it('on a limit failure shows the banner and drops the unsent message from the list', () => {
    const state = run(start, { type: 'fail', clientId: 'c1', failure: 'limit', resetAt: AT });
    expect(state.limitResetAt).toBe(AT);
    // Nothing was stored and a retry could not work: no bubble, no fallback reply.
    expect(displayMessages([], state.entries, fallback)).toEqual([]);
    expect(sendReducer(state, { type: 'retry', clientId: 'c1' })).toBe(state);
    expect(sendReducer(state, { type: 'dismissLimit' }).limitResetAt).toBeNull();
  });

  it('hides the limit banner after a later success', () => {
    const state = run(
      start,
      { type: 'fail', clientId: 'c1', failure: 'limit', resetAt: AT },
      { type: 'start', clientId: 'c2', content: 'Hello', at: AT },
      { type: 'done', clientId: 'c2', result },
    );
    expect(state.limitResetAt).toBeNull();
    expect(state.entries).toHaveLength(1);
  });

  it('flags an ended session and clears the flag on retry', () => {
    const failed = run(start, { type: 'fail', clientId: 'c1', failure: 'auth' });
    expect(failed.authError).toBe(true);
    expect(sendReducer(failed, { type: 'retry', clientId: 'c1' }).authError).toBe(false);
  });

  it('leaves out the history copies of messages this visit already shows', () => {
    const state = run(start, { type: 'done', clientId: 'c1', result });
    const history = [message('old', 'model', 'Earlier'), result.userMessage, result.aiMessage];
    expect(displayMessages(history, state.entries, fallback).map((m) => m.content)).toEqual([
      'Earlier',
      'Hello',
      'Hi there',
    ]);
  });

  it('starts over on reset', () => {
    expect(run(start, { type: 'reset' })).toEqual(initialSendState);
  });
});

describe('regenerate and edit', () => {
  const history = [message('u0', 'user', 'Hello'), message('a0', 'model', 'Hi there')];
  const shown = (entries = run()) => displayMessages(history, entries.entries, fallback);

  it('offers them on the last stored turn only, never on a call or a streaming reply', () => {
    expect(redoTargets(shown())).toEqual({ regenerateId: 'a0', editId: 'u0' });
    const call = [
      message('u0', 'user', 'Hi'),
      { ...message('a0', 'model', 'Hey'), source: 'call' as const },
    ];
    expect(redoTargets(displayMessages(call, [], fallback))).toEqual({
      regenerateId: null,
      editId: null,
    });
    const streaming = run(
      start,
      { type: 'user', clientId: 'c1', message: result.userMessage },
      {
        type: 'delta',
        clientId: 'c1',
        text: 'Hi',
      },
    );
    expect(redoTargets(shown(streaming))).toEqual({ regenerateId: null, editId: null });
    const unanswered = [message('u0', 'user', 'Hello')];
    expect(redoTargets(displayMessages(unanswered, [], fallback))).toEqual({
      regenerateId: null,
      editId: 'u0',
    });
  });

  it('moves the accepted turn into a new entry and drops the entry it replaces', () => {
    const done = run(start, { type: 'done', clientId: 'c1', result });
    const accepted = [
      { type: 'redoStart', redo: { kind: 'regenerate', messageId: 'a1' } },
      { type: 'redoAccepted', clientId: 'r1', message: result.userMessage },
    ] as const;
    const pending = sendReducer(done, accepted[0]);
    expect(isSending(pending)).toBe(true);
    expect(isWaitingForReply(pending)).toBe(false);
    const state = sendReducer(pending, accepted[1]);
    expect(state.redo).toBeNull();
    expect(state.entries.map((entry) => [entry.clientId, entry.status])).toEqual([
      ['r1', 'sending'],
    ]);
    expect(isWaitingForReply(state)).toBe(true);
    const messages = displayMessages([], state.entries, fallback);
    expect(messages.map((shownMessage) => shownMessage.content)).toEqual(['Hello']);
  });

  it('keeps everything when refused and says why', () => {
    const pending = run({ type: 'redoStart', redo: { kind: 'edit', messageId: 'u0' } });
    const conflict = sendReducer(pending, { type: 'redoFail', clientId: 'x', failure: 'conflict' });
    expect(conflict).toMatchObject({ redo: null, redoError: 'conflict', entries: [] });
    const limit = sendReducer(pending, {
      type: 'redoFail',
      clientId: 'x',
      failure: 'limit',
      resetAt: AT,
    });
    expect(limit).toMatchObject({ redo: null, redoError: null, limitResetAt: AT });
    expect(sendReducer(conflict, start).redoError).toBeNull();
  });
});
