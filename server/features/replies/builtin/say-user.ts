import type { MemoryKind } from '#common/contracts/memories';
import { MEMORY_LINES } from './lines-memory';
import { factsOn } from './say-her';
import { fillIn, mine, shuffled, slot, type Slot, type Turn } from './reply-slots';
import { capitalize } from './text';
import { phrased, toldAbout, type KnownFact } from './user-knowledge';

/**
 * Answers about the user: "what's my name?", "where do I live?", "what did I tell you about my
 * sister?", "What's Taco like?" are answered from what she knows (user-knowledge.ts); when she
 * does not know, she says so in her words and asks. Facts the user tells get a reaction that
 * shows she heard them: a new name is a name ("Taco"), not a topic.
 */

const SUBJECT_KINDS: Record<string, MemoryKind[]> = {
  location: ['location'],
  work: ['work'],
  pet: ['pet'],
  family: ['family'],
  plan: ['plan', 'date'],
  like: ['like'],
  all: ['location', 'work', 'pet', 'family', 'like', 'plan'],
};

const ASKS_A_NAME = /\bname\b|\bcalled\b|казва|(?<![\p{L}])(?:име|името)(?![\p{L}])/iu;
/** "Works as a nurse in Varna", "Работи като медицински брат във Варна". */
const NAMES_A_PLACE = /(?<![\p{L}])(?:in|във|в)\s+\p{Lu}/u;

function factLines(turn: Turn, facts: KnownFact[]): string[] {
  return facts
    .filter((fact) => fact.aboutYou)
    .flatMap((fact) => shuffled(turn, fillIn(turn.say.yourFact, { fact: fact.aboutYou! })))
    .map(capitalize);
}

function nameLines(turn: Turn): string[] {
  const { name } = turn.known;
  return name ? shuffled(turn, fillIn(turn.say.yourName, { name })).map(capitalize) : [];
}

function untold(turn: Turn): Slot[] {
  return [
    slot('core', mine(turn, turn.voice.untold), shuffled(turn, turn.say.untold)),
    slot('question', mine(turn, turn.voice.questions)),
  ];
}

export function aboutUser(turn: Turn): Slot[] {
  const { userSubject, relation, mentionedName } = turn.understanding;
  const { known, say, language } = turn;
  if (userSubject === 'name') {
    const lines = nameLines(turn);
    return lines.length ? [slot('core', lines)] : untold(turn);
  }
  if (mentionedName) {
    const facts = known.facts.filter((fact) => fact.name === mentionedName);
    return [
      slot('core', shuffled(turn, fillIn(say.yourNamed, { name: mentionedName })).map(capitalize)),
      slot('extra', factLines(turn, facts)),
      slot('question', shuffled(turn, fillIn(say.askAboutNamed, { name: mentionedName }))),
    ];
  }
  const kinds = SUBJECT_KINDS[userSubject ?? 'all'] ?? [];
  // A fact with a name ("a dog named Rex") answers better than one without ("a dog").
  let facts = known.facts
    .filter((fact) => kinds.includes(fact.kind))
    .sort((a, b) => Number(!!b.name) - Number(!!a.name));
  if (relation) {
    const stem = relation.toLowerCase().slice(0, 4);
    facts = facts.filter((fact) => fact.content.toLowerCase().includes(stem));
    // "What's my brother's name?" is answered with the name, not with the whole story.
    const named = facts.find((fact) => fact.name);
    if (named && ASKS_A_NAME.test(turn.ctx.userMessage)) {
      const lines = fillIn(say.yourRelative, {
        relation: relation.toLowerCase(),
        name: named.name!,
      });
      return [slot('core', shuffled(turn, lines).map(capitalize))];
    }
    // What they told about their sister, said back: "your sister just had a baby girl".
    const told = toldAbout(known, [relation], language);
    if (told) {
      const words = shuffled(turn, fillIn(say.yourWords, { told })).map(capitalize);
      return [slot('core', words, factLines(turn, facts))];
    }
  }
  if (userSubject === 'all') {
    const lines = [...nameLines(turn).slice(0, 1), ...factLines(turn, facts)];
    if (lines.length === 0) return untold(turn);
    const [first, ...rest] = lines;
    return [slot('core', rest.length ? [`${first} ${rest[0]}`, ...lines] : lines)];
  }
  // "Where do I live?" after "I work as a nurse in Varna": the town they named is an answer.
  if (facts.length === 0 && userSubject === 'location') {
    facts = known.facts.filter((fact) => fact.kind === 'work' && NAMES_A_PLACE.test(fact.content));
  }
  const lines = factLines(turn, facts);
  return lines.length ? [slot('core', lines)] : untold(turn);
}

/** The user told something about themselves: a reaction that uses it, then a question about it. */
export function told(turn: Turn): Slot[] {
  const { understanding, say, known, language } = turn;
  const reactions: string[] = [];
  const questions: string[] = [];
  let lead: Slot | null = null;
  for (const fact of understanding.told) {
    const { name, aboutYou } = phrased(fact.kind, fact.content, fact.language, language);
    if (fact.kind === 'name' && name) {
      lead = slot('lead', shuffled(turn, fillIn(say.toldName, { name })));
    } else if (fact.kind === 'location' && name) {
      reactions.push(...shuffled(turn, fillIn(say.toldPlace, { name })));
    } else if ((fact.kind === 'pet' || fact.kind === 'family') && name) {
      reactions.push(...shuffled(turn, fillIn(say.toldPetName, { name })));
      questions.push(...shuffled(turn, fillIn(say.askAboutNamed, { name })));
    } else if (fact.kind === 'pet' || fact.kind === 'family') {
      // "I took my dog to the park": she asks after the dog by the name she remembers.
      const named = known.facts.find((item) => item.kind === fact.kind && item.name);
      const lines = MEMORY_LINES[language].named;
      if (named) questions.push(...shuffled(turn, fillIn(lines, { name: named.name! })));
    } else if (aboutYou && fact.kind !== 'other') {
      reactions.push(...shuffled(turn, fillIn(say.toldFact, { fact: aboutYou })).map(capitalize));
    }
  }
  const topic = understanding.topic;
  // "I took my dog to the park": she asks after the dog by the name she remembers, even when
  // the memory rules found nothing new in the message.
  const kind = topic === 'pet' ? 'pet' : topic === 'family' ? 'family' : null;
  const named =
    kind && questions.length === 0
      ? known.facts.find((item) => item.kind === kind && item.name)
      : null;
  if (named)
    questions.push(...shuffled(turn, fillIn(MEMORY_LINES[language].named, { name: named.name! })));
  const hers = topic ? factsOn(turn, topic) : [];
  // They just told her about it: she asks about what they told, never the same thing back.
  const askBack = topic && understanding.told.length === 0 ? say.askBack[topic] : [];
  return [
    ...(lead ? [lead] : []),
    slot('core', reactions, mine(turn, turn.voice.phrases)),
    slot('extra', hers),
    slot('question', questions, shuffled(turn, askBack), mine(turn, turn.voice.questions)),
  ];
}
