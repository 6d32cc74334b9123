import type { FactTopic } from '#common/contracts/persona-voice';
import { factsOn } from './say-her';
import { mine, shuffled, slot, type Slot, type Turn } from './reply-slots';
import type { RequestObject } from './understand/lexicon';

/**
 * News and requests: "I got the job!" gets her joy, "my sister had a baby, what should I get
 * them?" gets congratulations and actual gift ideas, "can you recommend a book?" gets her pick
 * from her own favourites.
 */

const BABY =
  /\b(?:baby|babies|newborn|twins|gave birth)\b|(?<![\p{L}])(?:бебе|роди|новородено|момиченце|момченце)/iu;

const RECOMMENDS: Record<Exclude<RequestObject, 'gift' | 'name' | 'advice'>, FactTopic> = {
  book: 'book',
  film: 'film',
  music: 'music',
  food: 'food',
  place: 'place',
};

function reaction(turn: Turn): Slot | null {
  const { news } = turn.understanding;
  const { voice, say } = turn;
  if (news === 'good') {
    const baby = BABY.test(turn.ctx.userMessage);
    return slot(
      'lead',
      baby ? shuffled(turn, say.babyNews) : [],
      mine(turn, voice.cheers),
      shuffled(turn, say.goodNews),
    );
  }
  if (news === 'bad') return slot('lead', mine(turn, voice.comfort), shuffled(turn, say.badNews));
  return null;
}

function ideas(turn: Turn): Slot {
  const { request, recipient } = turn.understanding;
  const { say } = turn;
  if (request === 'name') return slot('core', shuffled(turn, say.names));
  if (request === 'advice') return slot('core', shuffled(turn, say.advice));
  if (request === 'gift' || !request) {
    const who = recipient ?? (BABY.test(turn.ctx.userMessage) ? 'baby' : 'anyone');
    const hers = factsOn(turn, 'gift');
    return slot('core', shuffled(turn, say.gifts[who]), say.gifts.anyone, hers);
  }
  const topic = RECOMMENDS[request];
  const hers = factsOn(turn, topic);
  const framed = shuffled(turn, say.recommend).flatMap((frame) =>
    hers.map((line) => `${frame} ${line}`),
  );
  return slot('core', framed, hers, mine(turn, turn.voice.unknown));
}

export function news(turn: Turn): Slot[] {
  const lead = reaction(turn);
  // After bad news she asks how they are, after good news what comes next.
  const { news: kind } = turn.understanding;
  const followUps =
    kind === 'bad'
      ? shuffled(turn, turn.lines.sadQuestion)
      : kind === 'good'
        ? [...shuffled(turn, turn.lines.excitedQuestion), ...mine(turn, turn.voice.questions)]
        : mine(turn, turn.voice.questions);
  if (turn.understanding.request) {
    return [...(lead ? [lead] : []), ideas(turn), slot('question', followUps)];
  }
  // The news itself is the whole answer: her reaction leads, a piece of her voice follows.
  const core = lead
    ? { ...lead, kind: 'core' as const }
    : slot('core', mine(turn, turn.voice.phrases));
  return [core, slot('question', followUps)];
}

export function request(turn: Turn): Slot[] {
  return news(turn);
}
