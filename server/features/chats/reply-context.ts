import { eq } from 'drizzle-orm';
import type { RelationshipStage } from '../../../common/chat/stage';
import { detectReplyLanguage } from '../../../common/i18n/detect-reply-language';
import type { Language } from '../../../common/i18n/languages';
import { aiModels } from '../../db/schema';
import type { HistoryMessage, ReplyContext } from '../replies/engine';
import { minimalPersona } from '../replies/minimal-persona';
import { NOTHING_RECALLED, recallForReply, type MemoryLogger } from '../memories/service';
import { findProfile } from '../users/repository';
import type { Database } from '../../db/client';
import type { Queryable } from './repository';

/** How much of the conversation goes to the engine (the built-in one reads further back than 8). */
export const HISTORY_WINDOW = 40;

/** What a send needs to know about the companion, persona included (server-only). */
export async function findCompanion(db: Queryable, modelId: string) {
  const [row] = await db
    .select({
      id: aiModels.id,
      slug: aiModels.slug,
      name: aiModels.name,
      nameBg: aiModels.nameBg,
      personality: aiModels.personality,
      personalityBg: aiModels.personalityBg,
      description: aiModels.description,
      descriptionBg: aiModels.descriptionBg,
      backgroundStory: aiModels.backgroundStory,
      backgroundStoryBg: aiModels.backgroundStoryBg,
      location: aiModels.location,
      locationBg: aiModels.locationBg,
      interests: aiModels.interests,
      interestsBg: aiModels.interestsBg,
      age: aiModels.age,
      isPremium: aiModels.isPremium,
      allowsExplicit: aiModels.allowsExplicit,
      persona: aiModels.persona,
    })
    .from(aiModels)
    .where(eq(aiModels.id, modelId));
  return row ?? null;
}

export type Companion = NonNullable<Awaited<ReturnType<typeof findCompanion>>>;

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The stored persona in the language, or one built from the basic fields (admin-made companions). */
function personaFor(companion: Companion, language: Language) {
  const stored = companion.persona?.[language];
  if (stored?.prompt) return stored;
  const bg = language === 'bg';
  return minimalPersona(
    {
      name: bg ? companion.nameBg : companion.name,
      personality: bg ? companion.personalityBg : companion.personality,
      description: bg ? companion.descriptionBg : companion.description,
      location: bg ? companion.locationBg : companion.location,
      interests: splitList(bg ? companion.interestsBg : companion.interests),
      backgroundStory: bg ? companion.backgroundStoryBg : companion.backgroundStory,
    },
    language,
  );
}

export interface ReplyInputs {
  companion: Companion;
  userId: string;
  firstName: string;
  stage: RelationshipStage;
  explicitMode: boolean;
  /** The conversation before the new message, oldest first. */
  history: HistoryMessage[];
  userMessage: string;
  /** The time now, and of the conversation's previous message (for the recap after a pause). */
  now: Date;
  lastMessageAt: Date | null;
  logger: MemoryLogger;
}

/**
 * The engine's input: the reply language follows the user's message (DESIGN.md, "Replies"),
 * and what she remembers about the user comes with it (a name they asked to be called by wins
 * over the account's first name).
 */
export async function buildReplyContext(db: Database, inputs: ReplyInputs): Promise<ReplyContext> {
  const language = detectReplyLanguage(inputs.userMessage);
  const persona = personaFor(inputs.companion, language);
  const [profile, recall] = await Promise.all([
    findProfile(db, inputs.userId),
    recallMemories(db, inputs, language),
  ]);
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
    history: inputs.history.slice(-HISTORY_WINDOW),
    userMessage: inputs.userMessage,
    memories: recall.memories,
    recalled: recall.recalled,
    returning: recall.returning,
  };
}

/** Memories make a reply better but never stop one: on a failure she answers without them. */
async function recallMemories(db: Database, inputs: ReplyInputs, language: Language) {
  try {
    return await recallForReply(db, {
      userId: inputs.userId,
      modelId: inputs.companion.id,
      userMessage: inputs.userMessage,
      language,
      now: inputs.now,
      lastMessageAt: inputs.lastMessageAt,
      hadConversation: inputs.history.length > 0,
    });
  } catch (error) {
    inputs.logger.warn(
      { failure: error instanceof Error ? error.name : typeof error },
      'Could not recall memories for a reply',
    );
    return NOTHING_RECALLED;
  }
}
