import { expect } from 'vitest';
import { subscriptions } from '#server/db/schema';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';
import { registerUser } from '#server/test/accounts';
import type { TestApp } from '#server/test/test-app';
import { splitSentences } from '../builtin/text';

/**
 * Scripted conversations with the built-in engine through the real send path (the chat routes,
 * the real test database, memory extraction and recall included). Each turn may say what her
 * reply must contain; every conversation is checked for repeated sentences.
 */
export interface Turn {
  say: string;
  /** The reply must match this. */
  expect?: RegExp;
  /** The reply must not match this. */
  not?: RegExp;
  /** A direct question: 1-3 sentences, and the answer comes before any question back. */
  direct?: boolean;
}

let accounts = 0;

/** A new Pro account (every companion open, no daily limit) and a conversation with `slug`. */
export async function startConversation(ctx: TestApp, slug: string) {
  accounts += 1;
  const user = await registerUser(ctx.app, {
    email: `dialogue-${accounts}-${slug}@example.com`,
    firstName: 'Alex',
  });
  await ctx.database.db.insert(subscriptions).values({
    userId: user.user.id,
    provider: 'sandbox',
    providerSubscriptionId: `sub_dialogue_${accounts}`,
    planId: 'pro',
    billingCycle: 'monthly',
    status: 'active',
    providerStateAt: new Date(),
  });
  const chat = await openChat(ctx.app, user.token, slug);
  return {
    say: async (message: string) =>
      (await sendOk(ctx.app, user.token, chat.id, message)).aiMessage.content,
  };
}

/** The sentences of a reply, compared without case and punctuation. */
export function sentencesOf(reply: string): string[] {
  return splitSentences(reply).map((sentence) =>
    sentence
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );
}

/** Runs a script and checks every turn; returns the transcript for further checks. */
export async function runScript(ctx: TestApp, slug: string, turns: readonly Turn[]) {
  const conversation = await startConversation(ctx, slug);
  const transcript: Array<{ said: string; reply: string }> = [];
  const seen = new Map<string, string>();
  for (const turn of turns) {
    const reply = await conversation.say(turn.say);
    transcript.push({ said: turn.say, reply });
    const where = `${slug} to "${turn.say}": ${reply}`;
    if (turn.expect) expect(reply, where).toMatch(turn.expect);
    if (turn.not) expect(reply, where).not.toMatch(turn.not);
    if (turn.direct) {
      const sentences = splitSentences(reply);
      expect(sentences.length, where).toBeLessThanOrEqual(3);
      expect(sentences[0], where).not.toMatch(/\?["”»)]?$/u);
    }
    // She never says the same sentence twice in a conversation.
    for (const sentence of sentencesOf(reply)) {
      if (sentence.split(' ').length < 3) continue;
      expect(seen.get(sentence), `${where} repeats "${sentence}"`).toBeUndefined();
      seen.set(sentence, turn.say);
    }
  }
  return transcript;
}

/** Cyrillic letters make up most of the reply's letters. */
export function isBulgarian(reply: string): boolean {
  const letters = reply.match(/\p{L}/gu) ?? [];
  const cyrillic = reply.match(/\p{Script=Cyrillic}/gu) ?? [];
  return cyrillic.length > letters.length * 0.6;
}
