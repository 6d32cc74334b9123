import type { RecalledMemory } from '#server/features/memories';
import type { Intent } from './intents';
import { MEMORY_LINES, type MemoryLines } from './lines-memory';
import { slot, type Slot, type Turn } from './reply-slots';
import { comparable } from './text';
import { topicsIn } from './topics';

/**
 * What she remembers, worked into a reply the way a friend would: back after a pause she opens
 * with a short recap ("Last time we talked about your job interview. How did it go?"), a plan
 * whose time has come gets its question once, and when the user's message touches something
 * she knows, now and then she shows she remembers. Never in solemn or sad moments, never the
 * same thing twice (the history says what she already said).
 */

const QUIET = new Set<Intent>(['crisis', 'areYouReal', 'sexual', 'goodbye']);
const MENTION_CHANCE = 0.6;

const fillIn = (lines: readonly string[], key: string, value: string) =>
  lines.map((line) => line.replaceAll(`{${key}}`, value));

/** The words that say a plan was asked about ("job interview", "интервюто"). */
function followUpKey(memory: RecalledMemory): string | null {
  const plan = memory.followUp;
  const key = plan?.subject?.replace(/^(?:the|your)\s+/iu, '') ?? plan?.clause ?? null;
  return key ? comparable(key) : null;
}

function alreadyAsked(turn: Turn, key: string): boolean {
  const { history } = turn.ctx;
  const asked = history.some(
    (message) =>
      message.sender === 'model' &&
      comparable(message.content).includes(key) &&
      /how did|как мина/iu.test(message.content),
  );
  // The user already told how it went (the telling itself is one mention).
  const told = history.filter(
    (message) => message.sender === 'user' && comparable(message.content).includes(key),
  );
  return asked || told.length >= 2;
}

function dueFollowUp(turn: Turn): RecalledMemory | null {
  for (const memory of turn.ctx.recalled ?? []) {
    const key = followUpKey(memory);
    if (!key || memory.matchesMessage || comparable(turn.ctx.userMessage).includes(key)) continue;
    if (!alreadyAsked(turn, key)) return memory;
  }
  return null;
}

function followUpLines(turn: Turn, lines: MemoryLines, memory: RecalledMemory): string[] {
  const { subject, clause } = memory.followUp ?? {};
  return [
    ...(subject ? turn.random.shuffle(fillIn(lines.followUpSubject, 'subject', subject)) : []),
    ...(clause ? turn.random.shuffle(fillIn(lines.followUpClause, 'clause', clause)) : []),
  ];
}

/** The last thing the user talked about, from the conversation (when no memory has a topic). */
function lastTopic(turn: Turn): string | null {
  const users = turn.ctx.history.filter((message) => message.sender === 'user').reverse();
  for (const message of users) {
    const [topic] = topicsIn(message.content);
    if (topic) return topic.label[turn.language];
  }
  return null;
}

/**
 * The recap candidates, best first: a plan whose time has come leads ("Last time we talked
 * about your job interview. How did it go?"), then the latest topics, then things she
 * remembers, then the conversation's last topic, then a plain "good to hear from you again".
 */
function recapLines(
  turn: Turn,
  lines: MemoryLines,
  plan: RecalledMemory | null,
  asks: boolean,
): string[] {
  const returning = turn.ctx.returning!;
  const shuffle = <T>(items: T[]) => turn.random.shuffle(items);
  const byTopic = (topic: string) => fillIn(lines.recapTopic, 'topic', topic);
  if (plan && !plan.topic && asks) return followUpLines(turn, lines, plan);
  const topics = plan?.topic
    ? [plan.topic, ...returning.recapTopics.filter((topic) => topic !== plan.topic)]
    : returning.recapTopics;
  const joined = topics.length >= 2 ? [`${topics[0]} ${lines.and} ${topics[1]}`] : [];
  const fromHistory = lastTopic(turn);
  const recaps = [
    ...shuffle([...joined, topics[0]].filter((topic): topic is string => !!topic).flatMap(byTopic)),
    ...topics.slice(1).flatMap(byTopic),
    ...shuffle(returning.recapFacts.flatMap((fact) => fillIn(lines.recapFact, 'fact', fact))),
    ...(fromHistory ? shuffle(byTopic(fromHistory)) : []),
  ];
  if (plan && asks) {
    // The recap names the plan; the question that follows it can be short.
    const questions = shuffle([...lines.followUpAfterRecap]);
    return [
      ...recaps.slice(0, 6).flatMap((recap) => questions.map((ask) => `${recap} ${ask}`)),
      ...followUpLines(turn, lines, plan),
    ];
  }
  // A greeting already says hello again; otherwise she says she is glad they are back.
  const greets = turn.reading.intents.includes('greeting');
  return greets ? recaps : [...recaps, ...shuffle([...lines.welcomeBack])];
}

function mention(turn: Turn, lines: MemoryLines, memory: RecalledMemory): string[] {
  const said = turn.ctx.history
    .filter((message) => message.sender === 'model')
    .map((message) => comparable(message.content));
  const already = (text: string | null) =>
    !!text && said.some((reply) => reply.includes(comparable(text)));
  if (already(memory.aboutYou) || already(memory.name)) return [];
  const { aboutYou, name } = memory;
  switch (memory.kind) {
    case 'like':
      return aboutYou ? fillIn(lines.like, 'fact', aboutYou) : [];
    case 'dislike':
      return aboutYou ? fillIn(lines.dislike, 'fact', aboutYou) : [];
    case 'pet':
    case 'family':
      if (name) return fillIn(lines.named, 'name', name);
      return aboutYou ? fillIn(lines.fact, 'fact', aboutYou) : [];
    case 'work':
      return aboutYou ? fillIn(lines.fact, 'fact', aboutYou) : [];
    case 'location': {
      if (!name || !memory.topic) return [];
      const inName = `${/^[ВвФф]/u.test(name) ? 'във' : 'в'} ${name}`;
      return fillIn(fillIn(lines.home, 'name', name), 'inName', inName);
    }
    default:
      return [];
  }
}

export function withMemories(turn: Turn, slots: Slot[]): Slot[] {
  const { ctx, reading } = turn;
  if (!ctx.recalled?.length && !ctx.returning) return slots;
  const [primary] = reading.intents;
  if (primary && QUIET.has(primary)) return slots;
  if (reading.feeling === 'sad' || reading.feeling === 'frustrated') return slots;
  const lines = MEMORY_LINES[turn.language];
  const plan = dueFollowUp(turn);

  if (ctx.returning) {
    // After a bare "Hi!" the recap and its question are the whole answer; after anything else
    // the recap opens, her answer follows and the plan's question ends the reply.
    const bare = primary === 'greeting';
    const kept = slots.filter(
      (part) => !(plan && part.kind === 'question') && !(plan && bare && part.kind === 'core'),
    );
    const recap = slot(plan && bare ? 'core' : 'lead', recapLines(turn, lines, plan, bare));
    const question = plan && !bare ? [slot('question', followUpLines(turn, lines, plan))] : [];
    // Her hellos for a first meeting would not fit: she says hello again.
    const leads = reading.intents.includes('greeting')
      ? [slot('lead', turn.random.shuffle(lines.greetingAgain))]
      : kept.filter((part) => part.kind === 'lead');
    const rest = kept.filter((part) => part.kind !== 'lead');
    return [...leads, recap, ...question, ...rest];
  }

  if (plan) {
    const asking = followUpLines(turn, lines, plan);
    return [slot('question', asking), ...slots.filter((part) => part.kind !== 'question')];
  }
  // An answer about the user already says what she remembers; a direct answer stays short.
  if (turn.understanding.act !== 'told' && turn.understanding.act !== 'chat') return slots;
  const touched = (ctx.recalled ?? []).filter((memory) => memory.matchesMessage);
  const candidates = touched.flatMap((memory) => mention(turn, lines, memory));
  if (candidates.length === 0 || !turn.random.chance(MENTION_CHANCE)) return slots;
  return [...slots, slot('extra', turn.random.shuffle(candidates))];
}
