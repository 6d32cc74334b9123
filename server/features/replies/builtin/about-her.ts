import { combine, shuffled, slot, type Slot, type Turn } from './reply-slots';
import { words } from './text';
import { touches } from './topics';

/**
 * Answers to questions about her: who she is, what she likes, her work, home, childhood,
 * dreams, love life and age, told from her persona's backstory in her own words.
 */

/** Story sentences of a backstory part, the ones that answer best first. */
function story(turn: Turn, part: keyof Turn['facts']['story'], prefer?: RegExp): string[] {
  const sentences = turn.facts.story[part];
  if (!prefer) return sentences;
  return [...sentences.filter((s) => prefer.test(s)), ...sentences.filter((s) => !prefer.test(s))];
}

/** Her sentences (story and moods) that touch one of her interests, for colour. */
function interestColour(turn: Turn): string[] {
  const { facts } = turn;
  // Her everyday life and moods, not her childhood or exes: this is about what she likes now.
  const { happy, excited } = facts.triggers;
  const sentences = [...facts.story.currentSituation, ...happy, ...excited];
  return sentences.filter((sentence) =>
    turn.reading.topics.length > 0
      ? turn.reading.topics.some((topic) => touches(sentence, topic))
      : facts.interests.some((interest) => sentence.toLowerCase().includes(interest.toLowerCase())),
  );
}

export function aboutYou(turn: Turn): Slot[] {
  const { lines, facts } = turn;
  // "a software engineer in San Francisco, and home is San Francisco": say the city once.
  const cityInRole = !!facts.city && !!facts.role?.includes(facts.city);
  const aboutMe = lines.aboutMe.filter((line) => !cityInRole || !/\{(?:city|inCity)\}/u.test(line));
  const intro = facts.role ? aboutMe : lines.aboutMeNoRole;
  const life = [...story(turn, 'currentSituation'), ...story(turn, 'childhood').slice(0, 1)];
  return [
    slot('core', shuffled(turn, intro)),
    slot('extra', combine(turn, lines.factIntro, 'fact', life), shuffled(turn, lines.likes)),
    slot('question', shuffled(turn, lines.aboutQuestion)),
  ];
}

export function likes(turn: Turn): Slot[] {
  const { lines } = turn;
  return [
    slot('core', shuffled(turn, lines.likes)),
    slot('extra', turn.random.shuffle(interestColour(turn))),
    slot('question', shuffled(turn, lines.likesQuestion, turn.facts.speech.questions)),
  ];
}

const NOW = /\b(?:now|today|these days)\b|(?:^|\s)(?:днес|сега|в момента)(?=\s)/iu;

export function job(turn: Turn): Slot[] {
  const { lines, facts } = turn;
  const career = story(turn, 'career', NOW);
  const core = facts.role ? shuffled(turn, lines.job) : [...career, ...lines.jobUnknown];
  // After "I'm an associate editor at...", a sentence saying it again adds nothing.
  const roleWords = new Set(words(facts.role ?? '').filter((word) => word.length > 3));
  const adds = (sentence: string) => words(sentence).filter((w) => roleWords.has(w)).length < 2;
  return [
    slot('core', core),
    slot('extra', facts.role ? career.filter(adds) : []),
    slot('question', shuffled(turn, lines.jobQuestion)),
  ];
}

const LIVE = /^(?:I live|I share|Живея)/u;

export function home(turn: Turn): Slot[] {
  const { lines, facts } = turn;
  const situation = story(turn, 'currentSituation', LIVE);
  // "New York! I live in a fourth-floor walk-up in Park Slope..." names the city and the place.
  const withCity = facts.city
    ? situation.filter((s) => LIVE.test(s)).map((s) => `${facts.city}! ${s}`)
    : [];
  const plain = facts.city
    ? shuffled(
        turn,
        lines.home.filter((l) => !l.startsWith('{city}')),
      )
    : [];
  return [
    slot('core', withCity, plain, situation),
    slot(
      'extra',
      situation.filter((s) => !LIVE.test(s)),
    ),
    slot('question', shuffled(turn, lines.homeQuestion)),
  ];
}

export function origin(turn: Turn): Slot[] {
  const { lines } = turn;
  return [
    slot('core', story(turn, 'childhood'), lines.origin),
    slot('question', shuffled(turn, lines.originQuestion)),
  ];
}

export function dreams(turn: Turn): Slot[] {
  const { lines } = turn;
  return [
    slot('core', story(turn, 'dreams'), lines.dreams),
    slot('question', shuffled(turn, lines.dreamsQuestion)),
  ];
}

export function love(turn: Turn): Slot[] {
  const { lines, stage } = turn;
  const history = story(turn, 'relationshipHistory');
  // Early on she keeps it light: what she looks for, not the whole story.
  const told = stage === 'initial' ? history.slice(-1) : history;
  return [
    slot('lead', stage === 'initial' ? shuffled(turn, lines.love.initial) : []),
    slot('core', told, shuffled(turn, lines.love[stage])),
    slot('question', shuffled(turn, lines.loveQuestion)),
  ];
}

export function age(turn: Turn): Slot[] {
  const { lines, ctx } = turn;
  const known = ctx.companion.age !== null;
  return [
    slot('core', known ? shuffled(turn, lines.age) : lines.ageUnknown),
    slot('extra', known ? lines.ageUnknown : []),
  ];
}
