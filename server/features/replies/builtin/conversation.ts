import type { Emotion } from './intents';
import { lowerFirst } from './text';
import { combine, isClose, mine, shuffled, slot, type Slot, type Turn } from './reply-slots';

/**
 * Replies to everything that is not a question about her: greetings, moods, compliments,
 * flirting, thanks, goodbyes, the user's topics, and the warm follow-up when nothing else fits.
 */

const ADDRESSES_USER = /(?<![\p{L}])(?:you|your|ти|теб|твоя|твоят)(?![\p{L}])/iu;

/** Her own hello first (no two companions share one), the shared ones once hers are said. */
export function greeting(turn: Turn): Slot[] {
  const { lines, stage, voice } = turn;
  const hers = stage === 'initial' ? voice.greetings : [];
  return [
    slot('lead', mine(turn, hers), shuffled(turn, lines.greeting[stage])),
    slot('question', mine(turn, voice.questions), shuffled(turn, lines.greetingQuestion)),
  ];
}

/** Her mood for "How are you?": news and small grumbles early, more of her heart once close. */
export function howAreYou(turn: Turn): Slot[] {
  const { lines, voice, stage } = turn;
  // Her happy lines are mostly about the user ("You just made my whole week"): once close.
  const moods: Emotion[] = isClose(stage)
    ? ['happy', 'excited', 'frustrated', 'sad']
    : ['excited', 'frustrated'];
  const mood = turn.random.pick(moods)!;
  // Her news, not her reactions ("Wait, you’ve never read it?"); and early on, nothing aimed
  // at the user ("tea, rain and you"): too forward for now.
  const triggers = voice.triggers[mood].filter(
    (line) => !line.includes('?') && (isClose(stage) || !ADDRESSES_USER.test(line)),
  );
  const core = shuffled(turn, lines.mood[mood]).flatMap((intro) =>
    // One sentence ("I’m great: tomorrow there is a concert…"), so the shared mood word never
    // stands alone as a sentence two companions could both say.
    turn.random
      .shuffle(triggers)
      .map((trigger) => `${intro.replace(/[.!]$/u, ':')} ${lowerFirst(trigger)}`),
  );
  return [
    slot('core', core, shuffled(turn, lines.mood[mood])),
    slot(
      'question',
      // Her own question first: no two companions ask back the same way.
      mine(turn, voice.questions),
      shuffled(turn, lines.askBack),
    ),
  ];
}

export function feeling(turn: Turn, emotion: Emotion): Slot[] {
  const { lines, voice, stage } = turn;
  const { triggers } = voice;
  switch (emotion) {
    case 'sad':
      return [
        slot('core', mine(turn, voice.comfort), shuffled(turn, lines.sad)),
        slot(
          'extra',
          stage === 'initial' ? [] : combine(turn, lines.sadRelate, 'trigger', triggers.sad),
        ),
        slot('question', shuffled(turn, lines.sadQuestion)),
      ];
    case 'frustrated':
      return [
        slot('core', mine(turn, voice.comfort), shuffled(turn, lines.frustrated)),
        slot('extra', combine(turn, lines.frustratedRelate, 'trigger', triggers.frustrated)),
        slot('question', shuffled(turn, lines.frustratedQuestion)),
      ];
    case 'happy':
      return [
        slot('core', mine(turn, voice.cheers), shuffled(turn, lines.happy)),
        slot('extra', isClose(stage) ? shuffled(turn, triggers.happy) : []),
        slot('question', shuffled(turn, lines.happyQuestion)),
      ];
    case 'excited':
      return [
        slot('core', mine(turn, voice.cheers), shuffled(turn, lines.excited)),
        slot('question', shuffled(turn, lines.excitedQuestion), mine(turn, voice.questions)),
      ];
  }
}

export function compliment(turn: Turn): Slot[] {
  const { lines, voice, stage } = turn;
  return [
    slot('core', shuffled(turn, lines.compliment[stage])),
    slot('extra', isClose(stage) ? shuffled(turn, voice.triggers.flirty) : []),
  ];
}

/** Flirting follows the stage; a romantic communication style warms up one stage sooner. */
export function flirt(turn: Turn): Slot[] {
  const { lines, voice, ctx } = turn;
  const romantic = ctx.user?.communicationStyle === 'romantic';
  const stage = romantic && turn.stage === 'building' ? 'deepening' : turn.stage;
  const hers = stage === 'initial' ? [] : voice.triggers.flirty;
  return [slot('core', shuffled(turn, lines.flirt[stage], hers))];
}

/** Sexual messages: tactful and warm; in explicit mode affectionate, never graphic. */
export function sexual(turn: Turn): Slot[] {
  const { lines, voice, stage, ctx } = turn;
  if (ctx.explicitMode && stage === 'intimate') {
    return [slot('core', shuffled(turn, lines.sexualExplicit, voice.triggers.flirty))];
  }
  return [slot('core', shuffled(turn, lines.sexualDeflect[stage]))];
}

export function thanks(turn: Turn): Slot[] {
  return [
    slot('core', shuffled(turn, turn.lines.thanks)),
    slot('question', turn.random.chance(0.5) ? shuffled(turn, turn.lines.greetingQuestion) : []),
  ];
}

export function goodbye(turn: Turn): Slot[] {
  const { lines, stage } = turn;
  return [slot('core', shuffled(turn, lines.goodbye[stage]))];
}

export function areYouReal(turn: Turn): Slot[] {
  return [
    slot('core', shuffled(turn, turn.lines.areYouReal)),
    slot('question', shuffled(turn, turn.lines.greetingQuestion)),
  ];
}

export function meet(turn: Turn): Slot[] {
  return [
    slot('core', shuffled(turn, turn.lines.meet)),
    slot('question', shuffled(turn, turn.lines.askBack)),
  ];
}

export function crisis(turn: Turn): Slot[] {
  return [slot('core', turn.lines.crisis)];
}

/** Nothing to answer: one of her turns of phrase and a question of hers. */
export function followUp(turn: Turn): Slot[] {
  const { voice, lines } = turn;
  return [
    slot('core', mine(turn, voice.phrases), shuffled(turn, lines.followUp)),
    slot('question', mine(turn, voice.questions), shuffled(turn, lines.followUp)),
  ];
}
