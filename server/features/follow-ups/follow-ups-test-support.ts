import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { companions, conversations, messages } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';

/** Shared by the follow-up tests: users who told a companion something, and what she wrote. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Quiet hours off and no check-ins unless a test sets them: each test states its own rules. */
export const NO_RULES = {
  checkInAfterDays: null,
  quietHours: { enabled: false, start: '22:00', end: '08:00' },
  timeZone: 'UTC',
};

export async function setReachOut(
  app: FastifyInstance,
  user: TestUser,
  reachOut: Record<string, unknown>,
) {
  const response = await asUser(app, user.token, 'PUT', '/api/users/settings', { reachOut });
  expect(response.statusCode, response.body).toBe(200);
}

/** A new user who told `companion` each of `lines` in its chat (the built-in engine answers). */
export async function userWhoTold(
  app: FastifyInstance,
  lines: string[],
  { companion = 'sophia', reachOut = NO_RULES as Record<string, unknown> } = {},
) {
  const user = await registerUser(app, { firstName: 'Maria' });
  await setReachOut(app, user, reachOut);
  const chat = await tell(app, user, companion, lines);
  return { user, chat };
}

export async function tell(
  app: FastifyInstance,
  user: TestUser,
  companion: string,
  lines: string[],
) {
  const chat = await openChat(app, user.token, companion);
  for (const line of lines) await sendOk(app, user.token, chat.id, line);
  return chat;
}

/** Her messages in a conversation, oldest first. */
export async function herMessages(db: Database, conversationId: string) {
  const rows = await db
    .select({ content: messages.content, engine: messages.engine, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderType, 'model')))
    .orderBy(messages.createdAt);
  return rows;
}

export async function companionIdOf(db: Database, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: companions.id })
    .from(companions)
    .where(eq(companions.slug, slug));
  return row!.id;
}

export async function conversationCount(db: Database, conversationId: string) {
  const [row] = await db
    .select({ count: conversations.messageCount })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row!.count;
}
