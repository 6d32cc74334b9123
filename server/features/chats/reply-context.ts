import type { RelationshipStage } from '#common/chat/stage';
import type { Language } from '#common/i18n/languages';
import { type CompanionRecord, personaFor } from '#server/features/companions';
import type { HistoryMessage, ReplyContext } from '#server/features/replies';
import {
  markMemoriesUsed,
  type MemoryLogger,
  NOTHING_RECALLED,
  readRecall,
  type Recall,
  type RecallRequest,
} from '#server/features/memories';
import type { ProfileRow } from '#server/features/users';
import type { Database } from '#server/db/client';

/** How much of the conversation goes to the engine (the built-in one reads further back than 8). */
export const HISTORY_WINDOW = 40;

export interface ReplyInputs {
  companion: CompanionRecord;
  firstName: string;
  profile: Pick<ProfileRow, 'bio' | 'interests' | 'communicationStyle'> | null;
  stage: RelationshipStage;
  explicitMode: boolean;
  /** The conversation before the new message, oldest first (the last HISTORY_WINDOW). */
  history: HistoryMessage[];
  userMessage: string;
  /** detectReplyLanguage of the user's message. */
  language: Language;
  recall: Recall;
  /** The conversation's rolling summary of older turns ('' while there is none). */
  summary: string;
  /** Replies the new one replaces (a regenerate): she should not say them again. */
  replaced?: string[] | undefined;
}

/**
 * The engine's input: the reply language follows the user's message (docs/product-rules.md,
 * "Replies"), and what she remembers about the user comes with it (a name they asked to be called
 * by wins over the account's first name).
 */
export function buildReplyContext(inputs: ReplyInputs): ReplyContext {
  const { language, profile, recall } = inputs;
  const persona = personaFor(inputs.companion, language);
  return {
    companion: {
      name: persona.name,
      slug: inputs.companion.slug,
      age: inputs.companion.age,
      location: persona.location || null,
      allowsExplicit: inputs.companion.allowsExplicit,
    },
    persona,
    language,
    user: {
      firstName: recall.userName || inputs.firstName || null,
      bio: profile?.bio || null,
      interests: profile?.interests ?? [],
      communicationStyle: profile?.communicationStyle ?? null,
    },
    stage: inputs.stage,
    explicitMode: inputs.explicitMode,
    history: inputs.history,
    userMessage: inputs.userMessage,
    memories: recall.memories,
    recalled: recall.recalled,
    returning: recall.returning,
    summary: inputs.summary || null,
    ...(inputs.replaced?.length ? { replaced: inputs.replaced } : {}),
  };
}

export type RecallInputs = Omit<RecallRequest, 'companionId'> & { companion: CompanionRecord };

/**
 * What she recalls for a reply, without marking the memories used yet (markRecalled does,
 * once the message is stored). Memories make a reply better but never stop one: on a failure
 * she answers without them, so this never rejects.
 */
export async function recallMemories(
  db: Database,
  { companion, ...request }: RecallInputs,
  logger: MemoryLogger,
): Promise<{ recall: Recall; used: string[] }> {
  try {
    return await readRecall(db, { ...request, companionId: companion.id });
  } catch (error) {
    logger.warn(
      { failure: error instanceof Error ? error.name : typeof error },
      'Could not recall memories for a reply',
    );
    return { recall: NOTHING_RECALLED, used: [] };
  }
}

/** Marks the recalled memories as used (the memory panel shows when); never fails a send. */
export async function markRecalled(
  db: Database,
  used: readonly string[],
  now: Date,
  logger: MemoryLogger,
): Promise<void> {
  try {
    await markMemoriesUsed(db, used, now);
  } catch (error) {
    logger.warn(
      { failure: error instanceof Error ? error.name : typeof error },
      'Could not mark recalled memories as used',
    );
  }
}
