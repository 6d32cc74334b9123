import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';
import { conversationStateSchema, messageSchema, MAX_MESSAGE_LENGTH } from './chats';
import { hasVisibleCharacter } from '#common/chat/visible-text';

/** Voice calls (docs/api.md, "Voice"; docs/product-rules.md, "Voice calls"). */

export const realtimeSessionRequestSchema = z.object({
  /** The companion: its UUID or its lower-case name, as in the chat and call pages' links. */
  modelId: z.string().trim().min(1).max(100),
  /** The language she speaks in the call. */
  language: z.enum(LANGUAGES),
  /** A voice of the provider's; the configured one (REALTIME_VOICE) when absent. */
  voice: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'Unknown voice.')
    .optional(),
});
export type RealtimeSessionRequest = z.infer<typeof realtimeSessionRequestSchema>;

export const realtimeSessionResponseSchema = z.object({
  /** The provider's short-lived secret: the browser's only credential for this one call. */
  client_secret: z.object({ value: z.string(), expires_at: z.number().int() }),
  model: z.string(),
  voice: z.string(),
  /** Where the browser posts its SDP offer (Authorization: Bearer {client_secret.value}). */
  sdpUrl: z.string(),
  /** The conversation the call's transcript is stored in (made when there was none). */
  conversationId: z.string().uuid(),
  /**
   * The call the server started: each transcript post names it, and the server stores turns only
   * for its own unexpired call of this user and conversation.
   */
  callSessionId: z.string().uuid(),
});
export type RealtimeSessionResponse = z.infer<typeof realtimeSessionResponseSchema>;

/** Most turns one transcript request may carry (the browser sends them as they arrive). */
export const MAX_TRANSCRIPT_TURNS = 20;

export const transcriptTurnSchema = z.object({
  /**
   * The browser's id for this turn (a UUID it made when the turn arrived): a repeated post of
   * the same turn stores nothing new.
   */
  clientTurnId: z.string().uuid(),
  /** 'user': what the user said; 'model': what the companion said. */
  speaker: z.enum(['user', 'model']),
  text: z
    .string()
    .trim()
    .min(1, 'A turn cannot be empty.')
    .max(MAX_MESSAGE_LENGTH, `A turn has at most ${MAX_MESSAGE_LENGTH} characters.`)
    .refine(hasVisibleCharacter, 'A turn cannot be empty.'),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

/** `POST /api/realtime/transcript`: turns of a call, stored in the conversation in order. */
export const transcriptRequestSchema = z.object({
  conversationId: z.string().uuid(),
  /** The `callSessionId` POST /api/realtime/session answered for this call. */
  callSessionId: z.string().uuid(),
  turns: z.array(transcriptTurnSchema).min(1).max(MAX_TRANSCRIPT_TURNS),
});
export type TranscriptRequest = z.infer<typeof transcriptRequestSchema>;

export const transcriptResponseSchema = z.object({
  /** The stored turns as chat messages (`source: 'call'`), including ones stored before. */
  messages: z.array(messageSchema),
  conversation: conversationStateSchema,
});
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>;
