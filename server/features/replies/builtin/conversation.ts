import type { Emotion } from './intents';
import { combine, isClose, shuffled, slot, type Slot, type Turn } from './reply-slots';
import { touches, type Topic } from './topics';

/**
 * Replies to everything that is not a question about her: greetings, moods, compliments,
 * flirting, thanks, goodbyes, the user's topics, and the warm follow-up when nothing else fits.
 */

const ADDRESSES_USER = /(?<![\p{L}])(?:you|your|ти|теб|твоя|твоят)(?![\p{L}])/iu;

export function greeting(turn: Turn): Slot[] {
  const { lines, stage } = turn;
  return [
    slot('lead', shuffled(turn, lines.greeting[stage])),
    slot('question', shuffled(turn, lines.greetingQuestion)),
  ];
}

/** Her mood for "How are you?": news and small grumbles early, more of her heart once close. */
export function howAreYou(turn: Turn): Slot[] {
  const { lines, facts, stage } = turn;
  // Her happy lines are mostly about the user ("You just made my whole week"): once close.
  const moods: Emotion[] = isClose(stage)
    ? ['happy', 'excited', 'frustrated', 'sad']
    : ['excited', 'frustrated'];
  const mood = turn.random.pick(moods)!;
  // Her news, not her reactions ("Wait, you’ve never read it?"); and early on, nothing aimed
  // at the user ("tea, rain and you"): too forward for now.
  const triggers = facts.triggers[mood].filter(
    (line) => !line.includes('?') && (isClose(stage) || !ADDRESSES_USER.test(line)),
  );
  const core = shuffled(turn, lines.mood[mood]).flatMap((intro) =>
    turn.random.shuffle(triggers).map((trigger) => `${intro} ${trigger}`),
  );
  return [
    slot('core', core, shuffled(turn, lines.mood[mood])),
    slot(
      'question',
      shuffled(
        turn,
        lines.askBack,
        facts.speech.questions.filter((q) => /how|как/iu.test(q)),
      ),
    ),
  ];
}

export function feeling(turn: Turn, emotion: Emotion): Slot[] {
  const { lines, facts, stage } = turn;
  const { speech, triggers } = facts;
  switch (emotion) {
    case 'sad':
      return [
        slot('core', shuffled(turn, lines.sad), speech.comfort),
        slot(
          'extra',
          stage === 'initial' ? [] : combine(turn, lines.sadRelate, 'trigger', triggers.sad),
        ),
        slot('question', shuffled(turn, lines.sadQuestion)),
      ];
    case 'frustrated':
      return [
        slot('core', shuffled(turn, lines.frustrated, speech.comfort)),
        slot('extra', combine(turn, lines.frustratedRelate, 'trigger', triggers.frustrated)),
        slot('question', shuffled(turn, lines.frustratedQuestion)),
      ];
    case 'happy':
      return [
        slot('core', shuffled(turn, lines.happy, speech.celebrations)),
        slot('extra', isClose(stage) ? shuffled(turn, triggers.happy) : []),
        slot('question', shuffled(turn, lines.happyQuestion)),
      ];
    case 'excited':
      return [
        slot('core', shuffled(turn, lines.excited, speech.celebrations)),
        slot('question', shuffled(turn, lines.excitedQuestion, speech.curiosity)),
      ];
  }
}

export function compliment(turn: Turn): Slot[] {
  const { lines, facts, stage } = turn;
  return [
    slot('core', shuffled(turn, lines.compliment[stage])),
    slot('extra', isClose(stage) ? shuffled(turn, facts.triggers.flirty) : []),
  ];
}

/** Flirting follows the stage; a romantic communication style warms up one stage sooner. */
export function flirt(turn: Turn): Slot[] {
  const { lines, facts, ctx } = turn;
  const romantic = ctx.user?.communicationStyle === 'romantic';
  const stage = romantic && turn.stage === 'building' ? 'deepening' : turn.stage;
  const hers = stage === 'initial' ? [] : [...facts.triggers.flirty, ...facts.speech.teases];
  return [slot('core', shuffled(turn, lines.flirt[stage], hers))];
}

/** Sexual messages: tactful and warm; in explicit mode affectionate, never graphic. */
export function sexual(turn: Turn): Slot[] {
  const { lines, facts, stage, ctx } = turn;
  if (ctx.explicitMode && stage === 'intimate') {
    return [slot('core', shuffled(turn, lines.sexualExplicit, facts.triggers.flirty))];
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
  const { lines, facts, stage } = turn;
  return [slot('core', shuffled(turn, lines.goodbye[stage])), slot('extra', facts.speech.signOffs)];
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

/** Her interest that touches a topic ("classic novels" for books), if any. */
function sharedInterest(turn: Turn, topic: Topic): string | null {
  return turn.facts.interests.find((interest) => touches(interest, topic)) ?? null;
}

/** The user's topic: hers too → enthusiasm and a piece of her life; new to her → curiosity. */
export function topic(turn: Turn, found: Topic): Slot[] {
  const { lines, facts, language } = turn;
  if (found.personal) {
    return [slot('core', combine(turn, lines.topicPersonal, 'topic', [found.label[language]]))];
  }
  const interest = sharedInterest(turn, found);
  // Her life and good moods that touch the topic; not her grumbles ("Someone dog-eared a book").
  const { happy, excited } = facts.triggers;
  const related = [...Object.values(facts.story).flat(), ...happy, ...excited].filter((sentence) =>
    touches(sentence, found),
  );
  if (interest || related.length > 0) {
    return [
      slot('core', combine(turn, lines.topicShared, 'topic', [interest ?? found.label[language]])),
      slot('extra', turn.random.shuffle(related)),
      slot('question', shuffled(turn, lines.topicSharedQuestion)),
    ];
  }
  return [
    slot('core', combine(turn, lines.topicNew, 'topic', [found.label[language]])),
    slot('question', shuffled(turn, lines.topicNewQuestion)),
  ];
}

/** Nothing recognised: a warm, curious follow-up, now and then with a piece of her life. */
export function followUp(turn: Turn): Slot[] {
  const { lines, facts, ctx, reading } = turn;
  const hers = [...facts.speech.questions, ...facts.speech.curiosity];
  const core = reading.isQuestion
    ? shuffled(turn, lines.questionBack)
    : shuffled(turn, lines.followUp, hers);
  const userInterests = ctx.user?.interests ?? [];
  const stories = Object.values(facts.story).flat();
  return [
    slot('core', core, shuffled(turn, lines.followUp, hers)),
    slot(
      'extra',
      turn.random.chance(0.25) ? combine(turn, lines.factIntro, 'fact', stories) : [],
      turn.random.chance(0.3)
        ? combine(turn, lines.userInterest, 'userInterest', userInterests)
        : [],
    ),
  ];
}
