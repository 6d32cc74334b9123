import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import type { FactWriter } from './extract/provider-facts';
import { extractFacts } from './extract/extract';
import type { ExtractedFact } from './extract/fact';
import { providerFacts } from './extract/provider-facts';
import { planMemoryChanges } from './merge';
import { findMemories, insertMemory, trimMemories, updateMemory, type Owner } from './repository';

/** A companion keeps at most this many memories of a user; the oldest unpinned ones go first. */
export const MAX_MEMORIES = 200;

export interface MemoryLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ToldMessage extends Owner {
  conversationId: string;
  messageId: string;
  content: string;
  /** Where it was said: typed in the chat (the default) or spoken in a voice call. */
  origin?: 'chat' | 'call';
}

/**
 * Remembers what the user told about themself in a stored message. The rules take
 * microseconds and a message without facts costs no query; with facts it is one read and a
 * write or two. It never fails the send: a failure is logged (never the user's words) and the
 * message simply adds nothing to her memory.
 */
export async function rememberFromMessage(
  db: Database,
  clock: Clock,
  logger: MemoryLogger,
  message: ToldMessage,
): Promise<number> {
  try {
    const now = clock();
    return await storeFacts(db, now, message, extractFacts(message.content, { now }));
  } catch (error) {
    logger.warn(
      { failure: error instanceof Error ? error.name : typeof error },
      'Could not remember facts from a message',
    );
    return 0;
  }
}

/** Merges facts into what she remembers (merge.ts): one read and a write or two; 0 for none. */
async function storeFacts(
  db: Database,
  now: Date,
  message: ToldMessage,
  facts: ExtractedFact[],
): Promise<number> {
  if (facts.length === 0) return 0;
  return db.transaction(async (tx) => {
    const owner = { userId: message.userId, companionId: message.companionId };
    const known = await findMemories(tx, owner, MAX_MEMORIES);
    const changes = planMemoryChanges(known, facts);
    for (const change of changes) {
      const source = {
        kind: change.fact.kind,
        content: change.fact.content,
        language: change.fact.language,
        origin: message.origin ?? 'chat',
        sourceMessageId: message.messageId,
        sourceExcerpt: change.fact.excerpt,
        conversationId: message.conversationId,
      };
      if (change.type === 'insert') await insertMemory(tx, owner, { ...source, at: now });
      else await updateMemory(tx, owner, change.id, { ...source, updatedAt: now });
    }
    if (changes.some((change) => change.type === 'insert')) {
      await trimMemories(tx, owner, MAX_MEMORIES);
    }
    return changes.length;
  });
}

/** Messages shorter than this many words are left to the rules ("hi", "I'm Ana"). */
const MIN_WORDS_FOR_PROVIDER = 3;

/**
 * The provider's reading of a message the rules already read (rememberFromMessage, before the
 * reply): what it finds is merged in like the rules' facts, so a fact it words differently
 * updates the rules' one and nothing the rules found is lost. A failure or an answer that is not
 * the JSON asked for leaves the rules' facts as they are (logged without the user's words).
 * Runs after the reply is stored (chats/after-reply.ts).
 */
export async function learnFromMessage(
  db: Database,
  clock: Clock,
  logger: MemoryLogger,
  message: ToldMessage,
  { writer, signal }: { writer: FactWriter; signal: AbortSignal },
): Promise<number> {
  if (message.content.trim().split(/\s+/u).length < MIN_WORDS_FOR_PROVIDER) return 0;
  let facts: ExtractedFact[];
  try {
    facts = await providerFacts(writer, message.content, signal);
  } catch (error) {
    signal.throwIfAborted();
    logger.warn(
      { failure: (error as { kind?: string }).kind ?? 'unknown', model: writer.model },
      'The provider could not read facts from a message; the rules’ facts stand',
    );
    return 0;
  }
  try {
    return await storeFacts(db, clock(), message, facts);
  } catch (error) {
    logger.warn(
      { failure: error instanceof Error ? error.name : typeof error },
      'Could not remember the provider’s facts from a message',
    );
    return 0;
  }
}
