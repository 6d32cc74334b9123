import type { FactTopic } from '#common/contracts/persona-voice';
import { closestLines, linesNaming } from './closest-lines';
import { fillIn, inOrder, mine, shuffled, slot, type Slot, type Turn } from './reply-slots';
import { capitalize } from './text';
import type { Choice } from './voice';

/**
 * Answers about her: a question about her life is answered from her authored facts (the first
 * line she wrote for the topic first, the others when asked again), an either-or question from
 * her preferences. She answers first and asks back once, about the same thing.
 */

/** When she wrote nothing on a topic, the nearest one that still answers it. */
const NEAREST: Partial<Record<FactTopic, FactTopic[]>> = {
  home: ['city'],
  city: ['home'],
  origin: ['family'],
  weekend: ['routine', 'hobby'],
  routine: ['weekend', 'work'],
  sport: ['hobby'],
  hobby: ['sport', 'music', 'book'],
  travel: ['place', 'plans'],
  place: ['city', 'travel'],
  drink: ['food'],
  food: ['drink'],
  gift: ['hobby'],
  plans: ['travel'],
  film: ['book'],
  music: ['hobby'],
  book: ['hobby'],
};

export function factsOn(turn: Turn, topic: FactTopic): string[] {
  const { facts } = turn.voice;
  const own = facts[topic];
  if (own?.length) return own;
  for (const near of NEAREST[topic] ?? []) {
    const lines = facts[near];
    if (lines?.length) return lines;
  }
  return [];
}

function askBack(turn: Turn, topic: FactTopic | null): Slot {
  const own = topic ? turn.say.askBack[topic] : [];
  return slot('question', shuffled(turn, own), mine(turn, turn.voice.questions));
}

/** "My cat is called Mr. Darcy, and yes…" → "My cat is called Mr. Darcy": the answer's core. */
export function gist(line: string): string {
  // A full stop ends the clause, but not the one in "Mr. Darcy".
  const [clause = line] = line.split(/[,;:–—(]|\s-\s|(?<!\b(?:Mr|Mrs|Ms|Dr|St))\.(?=\s|$)/u);
  // The frames (askedAgain) open a sentence with it, so its capital stays.
  return clause.trim();
}

export function aboutHer(turn: Turn): Slot[] {
  const { topic } = turn.understanding;
  const { voice, say } = turn;
  if (turn.understanding.asksHerName) {
    const names = fillIn(say.herName, { her: voice.name });
    return [slot('core', shuffled(turn, names)), askBack(turn, null)];
  }
  const question = turn.ctx.userMessage;
  const lines = topic
    ? closestLines(factsOn(turn, topic), question)
    : linesNaming(Object.values(voice.facts).flat(), question);
  if (lines.length === 0) {
    // She truly has nothing to say on it: once, in her words, then the conversation goes on.
    return [
      slot('core', mine(turn, voice.unknown), shuffled(turn, say.unknown)),
      askBack(turn, topic),
    ];
  }
  // Asked again once every line is said: the gist of her first answer in a new frame.
  const again = fillIn(say.askedAgain, { answer: gist(lines[0]!) });
  return [slot('core', inOrder(lines), shuffled(turn, again)), askBack(turn, topic)];
}

const stem = (word: string) => word.toLowerCase().slice(0, Math.max(3, word.length - 2));

function sameOption(words: readonly string[], option: string): boolean {
  const asked = stem(option.split(' ').at(-1)!);
  return words.some((word) => {
    const known = stem(word);
    return asked.startsWith(known) || known.startsWith(asked);
  });
}

function authoredChoice(choices: readonly Choice[], [a, b]: [string, string]): Choice | null {
  return (
    choices.find(
      ({ options: [x, y] }) =>
        (sameOption(x, a) && sameOption(y, b)) || (sameOption(x, b) && sameOption(y, a)),
    ) ?? null
  );
}

/** Without an authored answer: the option her facts and interests speak of, else the seed's. */
function leaning(turn: Turn, [a, b]: [string, string]): [string, string] {
  const hers = [...Object.values(turn.voice.facts).flat(), ...turn.voice.interests]
    .join(' ')
    .toLowerCase();
  const mentions = (option: string) => hers.includes(stem(option));
  if (mentions(a) && !mentions(b)) return [a, b];
  if (mentions(b) && !mentions(a)) return [b, a];
  return turn.random.chance(0.5) ? [a, b] : [b, a];
}

export function choice(turn: Turn): Slot[] {
  const asked = turn.understanding.choice!;
  const [a, b] = asked;
  const back = slot('question', shuffled(turn, fillIn(turn.say.choiceBack, { a, b })));
  const authored = authoredChoice(turn.voice.choices, asked);
  if (authored) return [slot('core', [authored.answer]), back];
  const [pick, other] = leaning(turn, asked);
  const frames = fillIn(turn.say.choicePick, { pick, other }).map(capitalize);
  return [slot('core', shuffled(turn, frames)), back];
}

/** "Tell me about yourself": who she is in two of her own sentences. */
export function aboutYou(turn: Turn): Slot[] {
  const [work] = factsOn(turn, 'work');
  const [city] = factsOn(turn, 'city');
  const [hobby] = factsOn(turn, 'hobby');
  const pair = work && city ? [`${work} ${city}`] : [];
  const single = [work, city, hobby].filter((line): line is string => !!line);
  return [slot('core', pair, single), slot('question', mine(turn, turn.voice.questions))];
}
