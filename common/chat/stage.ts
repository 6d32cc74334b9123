/**
 * The relationship stage of a conversation (docs/product-rules.md, "Relationship stage"):
 * over 3 messages gives building; over 10 messages with a message longer than 30 characters
 * gives deepening; over 20 messages with a first-person statement (I feel/think/love/want)
 * gives intimate; otherwise initial.
 *
 * The finer points:
 * - Every message of the conversation counts towards the totals, the user's and the
 *   companion's alike (the stage grows with the conversation, not with one side of it).
 * - The long message and the first-person statement must be the user's: the companion's own
 *   replies must not be able to move the relationship forward on their own.
 * - "Longer than 30 characters" counts characters (code points) of the trimmed text, so a
 *   Bulgarian or emoji message is measured like an English one.
 * - The rules cascade: a conversation over 20 messages without a first-person statement can
 *   still be deepening (or building).
 */

export const RELATIONSHIP_STAGES = ['initial', 'building', 'deepening', 'intimate'] as const;
export type RelationshipStage = (typeof RELATIONSHIP_STAGES)[number];

/** Message counts the stage must exceed. */
export const STAGE_THRESHOLDS = { building: 3, deepening: 10, intimate: 20 } as const;
/** A user message must be longer than this to deepen the relationship. */
export const LONG_MESSAGE_CHARACTERS = 30;

export interface StageMessage {
  sender: 'user' | 'model';
  content: string;
}

const ADVERB = String.raw`(?:really|truly|just|also|still|actually|honestly|do|don't|don’t|do not|never|kind of|kinda|sometimes|often|always)`;
const ENGLISH_VERB = String.raw`(?:feel|feels|feeling|felt|think|thinking|thought|love|loving|loved|want|wanting|wanted)`;
// "I feel", "I really think", "I'm feeling", "I’ve always wanted": the speaker is the subject.
const ENGLISH_FIRST_PERSON = new RegExp(
  String.raw`\bi(?:'m|’m| am|'ve|’ve| have)?\s+(?:${ADVERB}\s+)?${ENGLISH_VERB}\b`,
  'i',
);

// Bulgarian drops the pronoun, so the verb's first-person forms (present and past) are the
// statement: чувствам, усещам (feel), мисля, смятам (think), обичам (love), искам, желая (want).
const BULGARIAN_VERBS = [
  'чувствам',
  'чувствах',
  'усещам',
  'усещах',
  'мисля',
  'мислех',
  'смятам',
  'смятах',
  'обичам',
  'обичах',
  'искам',
  'исках',
  'желая',
  'желаех',
];
const BULGARIAN_FIRST_PERSON = new RegExp(
  `(?:^|[^\\p{L}])(?:${BULGARIAN_VERBS.join('|')})(?=$|[^\\p{L}])`,
  'iu',
);

/** Whether the text has a first-person statement of feeling, thought, love or wish (en or bg). */
export function hasFirstPersonStatement(text: string): boolean {
  const normalized = text.normalize('NFC');
  return ENGLISH_FIRST_PERSON.test(normalized) || BULGARIAN_FIRST_PERSON.test(normalized);
}

/** Characters (code points) of the trimmed text. */
export function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/**
 * All the rules need to know of a conversation. The server keeps these with the conversation
 * and adds each new message to them, so a send never reads the whole conversation again.
 */
export interface StageFacts {
  messageCount: number;
  /** Some user message is longer than 30 characters. */
  hasLongUserMessage: boolean;
  /** Some user message has a first-person statement. */
  hasFirstPersonStatement: boolean;
}

export const EMPTY_STAGE_FACTS: StageFacts = {
  messageCount: 0,
  hasLongUserMessage: false,
  hasFirstPersonStatement: false,
};

/** The facts after `added` messages join the conversation (a fact once true stays true). */
export function addToStageFacts(facts: StageFacts, added: readonly StageMessage[]): StageFacts {
  const userMessages = added.filter((message) => message.sender === 'user');
  return {
    messageCount: facts.messageCount + added.length,
    hasLongUserMessage:
      facts.hasLongUserMessage ||
      userMessages.some((message) => characterCount(message.content) > LONG_MESSAGE_CHARACTERS),
    hasFirstPersonStatement:
      facts.hasFirstPersonStatement ||
      userMessages.some((message) => hasFirstPersonStatement(message.content)),
  };
}

/** The stage from a conversation's facts (see the rules above). */
export function stageOf(facts: StageFacts): RelationshipStage {
  const total = facts.messageCount;
  if (total > STAGE_THRESHOLDS.intimate && facts.hasFirstPersonStatement) return 'intimate';
  if (total > STAGE_THRESHOLDS.deepening && facts.hasLongUserMessage) return 'deepening';
  if (total > STAGE_THRESHOLDS.building) return 'building';
  return 'initial';
}

/** The stage of a conversation from all its messages (see the rules above). */
export function relationshipStage(messages: readonly StageMessage[]): RelationshipStage {
  return stageOf(addToStageFacts(EMPTY_STAGE_FACTS, messages));
}

export function isRelationshipStage(value: unknown): value is RelationshipStage {
  return typeof value === 'string' && (RELATIONSHIP_STAGES as readonly string[]).includes(value);
}
