import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ChatMessage, Conversation, ReplyResult } from '#common/contracts/chats';
import { CONVERSATIONS_KEY } from '#client/features/session';
import { chatKeys } from './api';
import { MESSAGE_MAX_LENGTH } from './message-limit';
import { addToHistory, replaceInHistory } from './use-conversation';
import {
  initialSendState,
  isSending,
  sendReducer,
  type Failure,
  type RedoFailure,
} from './send-state';
import { SendError, streamRedo, streamReply, type SendInput } from './stream-reply';
import { hasVisibleCharacter } from '#common/chat/visible-text';

export type StreamFn = typeof streamReply;
export type RedoStreamFn = typeof streamRedo;

/** A regenerate of the last reply, or an edit of the user's last message with its new text. */
export type RedoRequest =
  | { kind: 'regenerate'; replyId: string }
  | { kind: 'edit'; messageId: string; content: string; replyId: string | null };

function failureOf(error: unknown): Failure {
  if (error instanceof SendError) {
    if (error.isLimit) return 'limit';
    if (error.isUnauthenticated) return 'auth';
    if (error.isAiPaused) return 'paused';
  }
  return 'other';
}

function redoFailureOf(error: unknown): RedoFailure {
  if (error instanceof SendError) {
    if (error.isNetwork) return 'network';
    if (error.code === 'CONFLICT') return 'conflict';
    // The turn is no longer the last one (another tab answered or changed it).
    if (error.isConflict || error.status === 404) return 'stale';
  }
  return failureOf(error);
}

/**
 * A message worth sending: something visible (not only spaces, zero-width or direction
 * characters, which the server refuses), and within the length limit.
 */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  if (!hasVisibleCharacter(trimmed) || text.length > MESSAGE_MAX_LENGTH) return null;
  return text.length === trimmed.length ? text : trimmed;
}

/**
 * Sending messages in one conversation. One send at a time (a ref blocks a second click before
 * React re-renders); every send carries its own clientMessageId, kept for a retry so the server
 * never stores a message twice. Results update the conversation's stage in the cache.
 */
export function useChatSend(
  conversationId: string,
  {
    onReply,
    onLimit,
    stream = streamReply,
    redoStream = streamRedo,
  }: {
    onReply?: (message: ChatMessage) => void;
    /** The daily limit refused this text (nothing was stored): give it back to the writer. */
    onLimit?: (text: string) => void;
    stream?: StreamFn;
    redoStream?: RedoStreamFn;
  } = {},
) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(sendReducer, initialSendState);
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const onReplyRef = useRef(onReply);
  const onLimitRef = useRef(onLimit);
  useEffect(() => {
    onReplyRef.current = onReply;
    onLimitRef.current = onLimit;
  }, [onReply, onLimit]);
  useEffect(() => () => controller.current?.abort(), []);

  const applyResult = useCallback(
    (result: ReplyResult) => {
      queryClient.setQueryData<Conversation>(chatKeys.conversation(conversationId), (old) =>
        old
          ? {
              ...old,
              message_count: result.conversation.messageCount,
              relationship_stage: result.conversation.relationshipStage,
              explicit_mode: result.conversation.explicitMode,
              reply_pending: false,
              last_message_at: result.aiMessage.created_at,
            }
          : old,
      );
      addToHistory(queryClient, conversationId, [result.userMessage, result.aiMessage]);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
    [conversationId, queryClient],
  );

  const run = useCallback(
    async (input: SendInput) => {
      busy.current = true;
      const abort = new AbortController();
      controller.current = abort;
      const { clientMessageId: clientId } = input;
      try {
        const result = await stream(
          input,
          {
            onUser: (message) => {
              dispatch({ type: 'user', clientId, message });
              // Stored now, whatever becomes of the reply.
              addToHistory(queryClient, conversationId, [message]);
            },
            onDelta: (text) => dispatch({ type: 'delta', clientId, text }),
          },
          abort.signal,
        );
        dispatch({ type: 'done', clientId, result });
        applyResult(result);
        onReplyRef.current?.(result.aiMessage);
      } catch (error) {
        if (abort.signal.aborted) return;
        const resetAt = error instanceof SendError ? error.resetAt : null;
        const failure = failureOf(error);
        dispatch({ type: 'fail', clientId, failure, resetAt });
        if (failure === 'limit') onLimitRef.current?.(input.userMessage);
      } finally {
        busy.current = false;
      }
    },
    [applyResult, conversationId, queryClient, stream],
  );

  /** Sends a message; false when it is not sendable or another send is on its way. */
  const send = useCallback(
    (text: string): boolean => {
      const userMessage = sendableText(text);
      if (!userMessage || busy.current) return false;
      const clientMessageId = crypto.randomUUID();
      dispatch({
        type: 'start',
        clientId: clientMessageId,
        content: userMessage,
        at: new Date().toISOString(),
      });
      void run({ conversationId, userMessage, clientMessageId });
      return true;
    },
    [conversationId, run],
  );

  /** Sends a failed message again, with its own clientMessageId. */
  const retry = useCallback(
    (clientId: string) => {
      const entry = state.entries.find((item) => item.clientId === clientId);
      if (!entry || entry.status !== 'failed' || busy.current) return;
      dispatch({ type: 'retry', clientId });
      void run({ conversationId, userMessage: entry.content, clientMessageId: clientId });
    },
    [conversationId, run, state.entries],
  );

  /**
   * Regenerates the last reply or edits the last message; the new reply streams like a send's.
   * Resolves true once the server has accepted it (the old reply is then gone), false when it
   * did not start or was refused (nothing changed; the reason is in the state).
   */
  const redo = useCallback(
    (request: RedoRequest): Promise<boolean> => {
      const content = request.kind === 'edit' ? sendableText(request.content) : null;
      if (busy.current || (request.kind === 'edit' && !content)) return Promise.resolve(false);
      busy.current = true;
      const abort = new AbortController();
      controller.current = abort;
      const clientId = crypto.randomUUID();
      dispatch({
        type: 'redoStart',
        redo: {
          kind: request.kind,
          messageId: request.kind === 'edit' ? request.messageId : request.replyId,
        },
      });
      let accepted = false;
      let settle: (started: boolean) => void = () => undefined;
      const started = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      const accept = (message: ChatMessage) => {
        if (accepted) return;
        accepted = true;
        dispatch({ type: 'redoAccepted', clientId, message });
        replaceInHistory(queryClient, conversationId, message, request.replyId);
        settle(true);
      };
      void (async () => {
        try {
          const result = await redoStream(
            request.kind === 'edit'
              ? { kind: 'edit', conversationId, messageId: request.messageId, content: content! }
              : { kind: 'regenerate', conversationId },
            { onUser: accept, onDelta: (text) => dispatch({ type: 'delta', clientId, text }) },
            abort.signal,
          );
          accept(result.userMessage);
          replaceInHistory(
            queryClient,
            conversationId,
            result.userMessage,
            result.replacedMessageId,
          );
          dispatch({ type: 'done', clientId, result });
          applyResult(result);
          onReplyRef.current?.(result.aiMessage);
        } catch (error) {
          if (abort.signal.aborted) return;
          const failure = redoFailureOf(error);
          const resetAt = error instanceof SendError ? error.resetAt : null;
          dispatch({ type: 'redoFail', clientId, failure, resetAt });
          // Lost after it was accepted, or the conversation moved on: show what is stored.
          if (accepted || failure === 'stale') {
            void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
            void queryClient.invalidateQueries({
              queryKey: chatKeys.conversation(conversationId),
            });
          }
        } finally {
          busy.current = false;
          settle(false);
        }
      })();
      return started;
    },
    [applyResult, conversationId, queryClient, redoStream],
  );

  const dismissLimit = useCallback(() => dispatch({ type: 'dismissLimit' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, sending: isSending(state), send, retry, redo, dismissLimit, reset };
}
