import * as talk from './conversation';
import type { Intent } from './intents';
import { withMemories } from './memory-touch';
import { shuffled, slot, type Slot, type Turn } from './reply-slots';
import { aboutHer, aboutYou, choice } from './say-her';
import { news, request } from './say-news';
import { aboutUser, told } from './say-user';
import type { Act } from './understand/understand';

/**
 * The pipeline's "say" step: which parts a reply has. What the message asks or tells (its act,
 * understand.ts) is answered first; a greeting or thanks in the same message opens the reply;
 * the stage adds its touch; what she remembers comes in where it fits (memory-touch.ts).
 * Safety and honesty (crisis, "are you real?", meeting, sexual messages) always come first.
 */

const SOCIAL: Partial<Record<Intent, (turn: Turn) => Slot[]>> = {
  crisis: talk.crisis,
  goodbye: talk.goodbye,
  areYouReal: talk.areYouReal,
  meet: talk.meet,
  sexual: talk.sexual,
  aboutYou,
  compliment: talk.compliment,
  flirt: talk.flirt,
  howAreYou: talk.howAreYou,
  thanks: talk.thanks,
  greeting: talk.greeting,
};

/** Intents answered before whatever else the message asks. */
const FIRST = new Set<Intent>(['crisis', 'goodbye', 'areYouReal', 'meet', 'sexual']);
/** Intents that end the reply's plan: nothing playful is added to them. */
const SOLEMN = new Set<Intent>(['crisis', 'areYouReal']);

const ACTS: Partial<Record<Act, (turn: Turn) => Slot[]>> = {
  aboutUser,
  choice,
  request,
  news,
  aboutHer,
  told,
};

function social(turn: Turn, intent: Intent | undefined): Slot[] {
  const { reading } = turn;
  if (intent === 'feeling' && reading.feeling) return talk.feeling(turn, reading.feeling);
  if (intent === 'age')
    return [slot('core', shuffled(turn, turn.lines.age), shuffled(turn, turn.lines.ageUnknown))];
  const handler = intent ? SOCIAL[intent] : undefined;
  if (handler) return handler(turn);
  return chat(turn);
}

/**
 * Small talk: her phrase, what she has on the topic, a question about it. A question put to her
 * that nothing of hers answers ("what's something you're bad at?") gets an honest "I don't
 * know" in her words, not a remark that ignores it.
 */
function chat(turn: Turn): Slot[] {
  const { topic, asksHer } = turn.understanding;
  if (!topic) return asksHer ? aboutHer(turn) : talk.followUp(turn);
  return told(turn);
}

function answer(turn: Turn): Slot[] {
  const { act, reading } = turn.understanding;
  const [primary] = reading.intents;
  if (primary && FIRST.has(primary)) return social(turn, primary);
  const handler = ACTS[act];
  // A feeling outweighs a told fact: "I'm so stressed about my job" wants comfort first.
  if (handler && !(act === 'told' && reading.feeling)) return handler(turn);
  const socialIntent = reading.intents.find(
    (intent) => intent !== 'greeting' || reading.intents.length === 1,
  );
  return social(turn, socialIntent ?? primary);
}

export function planReply(turn: Turn): Slot[] {
  const { intents } = turn.reading;
  const [primary] = intents;
  if (primary && SOLEMN.has(primary)) return social(turn, primary);

  const slots = answer(turn);
  // "Hi! What's your cat's name?": her hello opens, the question is answered.
  if (intents.includes('greeting') && !slots.some((part) => part.kind === 'lead')) {
    slots.unshift(...talk.greeting(turn).filter((part) => part.kind === 'lead'));
  }
  if (
    primary !== 'goodbye' &&
    intents.includes('thanks') &&
    !slots.some((part) => part.kind === 'lead')
  ) {
    slots.unshift(slot('lead', shuffled(turn, turn.lines.thanks)));
  }
  // A bare greeting still needs a body: the greeting's own question does that job.
  if (!slots.some((part) => part.kind === 'core')) {
    const question = slots.find((part) => part.kind === 'question');
    if (question) question.kind = 'core';
  }
  if (primary !== 'goodbye' && !turn.understanding.isQuestion) slots.push(...stageTouch(turn));
  return withMemories(turn, slots);
}

/** Deepening: now and then a word about how she feels. Intimate: affection. */
function stageTouch(turn: Turn): Slot[] {
  const { lines, stage, random } = turn;
  if (stage === 'deepening' && random.chance(0.25)) {
    return [slot('extra', shuffled(turn, lines.closeness))];
  }
  if (stage === 'intimate') {
    return [slot('extra', shuffled(turn, lines.affection))];
  }
  return [];
}
