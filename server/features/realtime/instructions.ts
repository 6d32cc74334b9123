import type { RelationshipStage } from '#common/chat/stage';
import type { Language } from '#common/i18n/languages';
import type { Database } from '#server/db/client';
import { findOwnMessagesPage } from '#server/features/chats';
import { type CompanionRecord, personaFor } from '#server/features/companions';
import { type MemoryLogger, NOTHING_RECALLED, recallForReply } from '#server/features/memories';
import { buildSystemPrompt, CONTEXT_MESSAGES, type ReplyContext } from '#server/features/replies';
import { findProfile } from '#server/features/users';

/**
 * The instructions a voice call's model gets: the same system prompt a language-model reply
 * gets (persona in the call's language, the user, the stage, what she remembers), the last few
 * chat messages so the call picks up where the chat left off, and what a spoken call changes.
 */

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bg: 'Bulgarian' };
/** A chat message quoted in the instructions is cut here: a call needs the gist, not an essay. */
const QUOTE_CHARACTERS = 300;

export interface CallInputs {
  companion: CompanionRecord;
  userId: string;
  firstName: string;
  language: Language;
  conversation: {
    id: string;
    relationshipStage: RelationshipStage;
    explicitMode: boolean;
    lastMessageAt: Date | null;
  };
  now: Date;
  logger: MemoryLogger;
}

export function voiceCallInstruction(language: Language, firstName: string | null): string {
  const name = LANGUAGE_NAMES[language];
  const greeting = firstName ? `greet ${firstName} warmly` : 'greet them warmly';
  return (
    'This is a live voice call, not a text chat: what you say is spoken aloud. Talk in short, ' +
    'natural sentences as you would on the phone, one thought at a time, and leave room for ' +
    'the other person to answer; no emoji, lists, links or stage directions. When the call ' +
    `starts, ${greeting} in a sentence or two. Always speak ${name}, whatever language the ` +
    'rest of these instructions are in.'
  );
}

function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > QUOTE_CHARACTERS ? `${oneLine.slice(0, QUOTE_CHARACTERS)}…` : oneLine;
}

async function recentChat(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<string | null> {
  const newestFirst = await findOwnMessagesPage(db, {
    userId,
    conversationId,
    limit: CONTEXT_MESSAGES,
    beforeId: null,
  });
  if (newestFirst.length === 0) return null;
  const lines = newestFirst
    .reverse()
    .map(
      (message) => `- ${message.senderType === 'user' ? 'They' : 'You'}: ${quote(message.content)}`,
    );
  return `The last messages between you (continue from here; do not repeat them):\n${lines.join('\n')}`;
}

/** Memories make the call better but never stop one: on a failure she talks without them. */
async function recall(db: Database, inputs: CallInputs, hadConversation: boolean) {
  try {
    return await recallForReply(db, {
      userId: inputs.userId,
      companionId: inputs.companion.id,
      userMessage: '',
      language: inputs.language,
      now: inputs.now,
      lastMessageAt: inputs.conversation.lastMessageAt,
      hadConversation,
    });
  } catch (error) {
    inputs.logger.warn(
      { failure: error instanceof Error ? error.name : typeof error },
      'Could not recall memories for a call',
    );
    return NOTHING_RECALLED;
  }
}

export async function buildCallInstructions(db: Database, inputs: CallInputs): Promise<string> {
  const { companion, language, conversation } = inputs;
  const persona = personaFor(companion, language);
  const [profile, chat] = await Promise.all([
    findProfile(db, inputs.userId),
    recentChat(db, inputs.userId, conversation.id),
  ]);
  const remembered = await recall(db, inputs, chat !== null);
  const firstName = remembered.userName || inputs.firstName || null;
  const ctx: ReplyContext = {
    companion: {
      name: persona.name,
      slug: companion.slug,
      age: companion.age,
      location: persona.location || null,
      allowsExplicit: companion.allowsExplicit,
    },
    persona,
    language,
    user: {
      firstName,
      bio: profile?.bio || null,
      interests: profile?.interests ?? [],
      communicationStyle: profile?.communicationStyle ?? null,
    },
    stage: conversation.relationshipStage,
    explicitMode: conversation.explicitMode,
    history: [],
    userMessage: '',
    memories: remembered.memories,
    recalled: remembered.recalled,
    returning: remembered.returning,
  };
  return [buildSystemPrompt(ctx), chat, voiceCallInstruction(language, firstName)]
    .filter((part): part is string => !!part)
    .join('\n\n');
}
