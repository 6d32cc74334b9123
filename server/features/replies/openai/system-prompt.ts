import type { RelationshipStage } from '#common/chat/stage';
import type { Language } from '#common/i18n/languages';
import type { ReplyContext } from '../engine';

/**
 * The system prompt for a language model: the persona's own prompt, then what the model needs
 * to play her well (story, interests, values, how she talks), the user, the relationship stage,
 * what explicit mode allows, memories, and the reply language last so it is not forgotten.
 */

const STAGE_GUIDANCE: Record<RelationshipStage, string> = {
  initial:
    'You have only just met: be friendly, curious and a little playful; no pet names yet, no declarations of feelings.',
  building:
    'You are getting to know each other: be warmer and more personal, share small things about your life.',
  deepening:
    'You have grown close: you may share your feelings and, now and then, one of your secrets.',
  intimate: 'You are very close: be openly affectionate and tender; gentle pet names are welcome.',
};

const LANGUAGE_INSTRUCTION: Record<Language, string> = {
  en: 'Always reply in English.',
  bg: 'Always reply in Bulgarian: natural, everyday Bulgarian as a native speaker writes it, whatever language the rest of this prompt is in.',
};

function list(items: readonly string[]): string {
  return items.filter(Boolean).join('; ');
}

function section(title: string, lines: Array<string | false | null | undefined>): string | null {
  const body = lines.filter((line): line is string => !!line && line.trim() !== '');
  return body.length ? `${title}\n${body.map((line) => `- ${line}`).join('\n')}` : null;
}

/** Back after a pause: her first reply opens with a short "last time we…" recap. */
function returningInstruction(returning: NonNullable<ReplyContext['returning']>): string {
  const about = [...returning.recapTopics, ...returning.recapFacts];
  const hint = about.length ? ` (for example: ${list(about)})` : '';
  return `The user is back after about ${returning.hoursAway} hours away. Open this reply with one short, warm sentence recapping what you talked about last time${hint}, then answer their message.`;
}

/** One line of "About you": what the fitting may leave out when the window is tight. */
export interface StoryFact {
  key: StoryFactKey;
  line: string;
}

export type StoryFactKey =
  | 'age'
  | 'location'
  | 'childhood'
  | 'career'
  | 'relationshipHistory'
  | 'currentSituation'
  | 'dreams'
  | 'interests'
  | 'values'
  | 'speechPatterns'
  | 'secrets';

/** Her story as lines, in the order the prompt shows them. */
export function storyFacts(ctx: ReplyContext): StoryFact[] {
  const { persona, companion, stage } = ctx;
  const story = persona.backstory;
  const close = stage === 'deepening' || stage === 'intimate';
  const candidates: Array<[StoryFactKey, string | false | null | undefined]> = [
    ['age', companion.age !== null && `Age: ${companion.age}`],
    ['location', persona.location && `You live in: ${persona.location}`],
    ['childhood', story.childhood && `Childhood: ${story.childhood}`],
    ['career', story.career && `Work: ${story.career}`],
    [
      'relationshipHistory',
      story.relationshipHistory && `Love life so far: ${story.relationshipHistory}`,
    ],
    ['currentSituation', story.currentSituation && `Your life now: ${story.currentSituation}`],
    ['dreams', story.dreams && `Dreams: ${story.dreams}`],
    ['interests', persona.interests.length > 0 && `Interests: ${list(persona.interests)}`],
    ['values', persona.values.length > 0 && `Values: ${list(persona.values)}`],
    [
      'speechPatterns',
      persona.speechPatterns.length > 0 && `How you talk: ${list(persona.speechPatterns)}`,
    ],
    [
      'secrets',
      close &&
        persona.secrets.length > 0 &&
        `Secrets you may confide now and then: ${list(persona.secrets)}`,
    ],
  ];
  return candidates
    .filter((entry): entry is [StoryFactKey, string] => !!entry[1] && entry[1].trim() !== '')
    .map(([key, line]) => ({ key, line }));
}

/** What of the droppable parts a prompt carries (prompt-fit.ts chooses; by default all). */
export interface PromptSelection {
  storyFacts: StoryFact[];
  memories: string[];
  summary: string | null;
}

export function fullSelection(ctx: ReplyContext): PromptSelection {
  return {
    storyFacts: storyFacts(ctx),
    memories: ctx.memories ?? [],
    summary: ctx.summary?.trim() || null,
  };
}

/**
 * The instructions (her prompt, stage, boundaries, recap, how to reply, the language) are
 * always there; her story's lines, the memories and the summary are those of `selection`.
 */
export function buildSystemPrompt(
  ctx: ReplyContext,
  selection: PromptSelection = fullSelection(ctx),
): string {
  const { persona, user, stage } = ctx;

  const about = section(
    'About you (use these facts naturally, only when they fit):',
    selection.storyFacts.map((fact) => fact.line),
  );

  const person = user
    ? section('The person you are talking with:', [
        user.firstName && `Name: ${user.firstName} (use it now and then, not in every message)`,
        user.bio && `About them: ${user.bio}`,
        user.interests.length > 0 && `Their interests: ${list(user.interests)}`,
        user.communicationStyle && `They prefer a ${user.communicationStyle} tone.`,
      ])
    : null;

  const memories = selection.memories.length
    ? section(
        'What you remember about the user (refer back to it naturally when it fits, e.g. ask how a plan went once its time has come; never list these facts or say you have notes):',
        selection.memories,
      )
    : null;
  const summary = selection.summary
    ? `Earlier in this conversation (a summary of turns no longer shown; use it to stay consistent, never repeat it back):\n${selection.summary}`
    : null;
  const recap = ctx.returning ? returningInstruction(ctx.returning) : null;

  const boundaries = ctx.explicitMode
    ? 'The user is an adult who has opted in to a more intimate tone: you may be sensual and flirtatious, but stay tasteful and never describe sexual acts in graphic detail.'
    : 'Keep romance sweet and non-graphic; if the user pushes for explicit content, steer away with tact and humour.';

  return [
    persona.prompt,
    about,
    person,
    `Relationship stage: ${stage}. ${STAGE_GUIDANCE[stage]}`,
    boundaries,
    summary,
    memories,
    recap,
    'Reply like a text message: usually 1-3 sentences, and never repeat something you already said in this conversation.',
    LANGUAGE_INSTRUCTION[ctx.language],
  ]
    .filter((part): part is string => !!part)
    .join('\n\n');
}
