import * as aboutHer from './about-her';
import * as talk from './conversation';
import type { Intent } from './intents';
import { withMemories } from './memory-touch';
import { combine, shuffled, slot, type Slot, type Turn } from './reply-slots';

/**
 * Which parts a reply has: the most important intent of the message answers, a greeting or
 * thanks in the same message opens the reply, the relationship stage adds its touch
 * (a confidence when deepening, affection when intimate), and what she remembers about the
 * user comes in where it fits (memory-touch.ts).
 */

const ANSWERS: Partial<Record<Intent, (turn: Turn) => Slot[]>> = {
  crisis: talk.crisis,
  goodbye: talk.goodbye,
  areYouReal: talk.areYouReal,
  meet: talk.meet,
  sexual: talk.sexual,
  aboutYou: aboutHer.aboutYou,
  likes: aboutHer.likes,
  job: aboutHer.job,
  home: aboutHer.home,
  origin: aboutHer.origin,
  dreams: aboutHer.dreams,
  love: aboutHer.love,
  age: aboutHer.age,
  compliment: talk.compliment,
  flirt: talk.flirt,
  howAreYou: talk.howAreYou,
  thanks: talk.thanks,
  greeting: talk.greeting,
};

/** Intents that end the reply's plan: nothing playful is added to them. */
const SOLEMN = new Set<Intent>(['crisis', 'areYouReal']);

function answer(turn: Turn, intent: Intent | undefined): Slot[] {
  const { reading } = turn;
  if (intent === 'feeling' && reading.feeling) return talk.feeling(turn, reading.feeling);
  const handler = intent ? ANSWERS[intent] : undefined;
  if (handler) return handler(turn);
  const [topic] = reading.topics;
  return topic ? talk.topic(turn, topic) : talk.followUp(turn);
}

export function planReply(turn: Turn): Slot[] {
  const { intents } = turn.reading;
  const [primary] = intents;
  if (primary && SOLEMN.has(primary)) return answer(turn, primary);

  const slots = answer(turn, primary);
  // "Hi! How are you?": the greeting opens, the question is answered.
  if (primary !== 'greeting' && intents.includes('greeting')) {
    slots.unshift(...talk.greeting(turn).filter((part) => part.kind === 'lead'));
  }
  if (primary !== 'thanks' && primary !== 'goodbye' && intents.includes('thanks')) {
    slots.unshift(slot('lead', shuffled(turn, turn.lines.thanks)));
  }
  // A bare greeting still needs a body: the greeting's own question does that job.
  if (!slots.some((part) => part.kind === 'core')) {
    const question = slots.find((part) => part.kind === 'question');
    if (question) question.kind = 'core';
  }
  if (primary !== 'goodbye') slots.push(...stageTouch(turn));
  return withMemories(turn, slots);
}

/** Deepening: now and then a secret or a word about how she feels. Intimate: affection. */
function stageTouch(turn: Turn): Slot[] {
  const { lines, facts, stage, random } = turn;
  if (stage === 'deepening' && random.chance(0.35)) {
    return [
      slot(
        'extra',
        random.chance(0.5) ? combine(turn, lines.secretIntro, 'secret', facts.secrets) : [],
        shuffled(turn, lines.closeness),
      ),
    ];
  }
  if (stage === 'intimate') {
    const secrets = random.chance(0.2)
      ? combine(turn, lines.secretIntro, 'secret', facts.secrets)
      : [];
    return [slot('extra', secrets, shuffled(turn, lines.affection))];
  }
  return [];
}
