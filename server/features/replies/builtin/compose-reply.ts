import type { ReplyContext } from '../engine';
import { BULGARIAN_LINES } from './lines-bg';
import { ENGLISH_LINES } from './lines-en';
import { planReply } from './plan-reply';
import { BULGARIAN_SAY } from './say-lines-bg';
import { ENGLISH_SAY } from './say-lines-en';
import { understand } from './understand/understand';
import { knowUser } from './user-knowledge';
import { voiceOf } from './voice';
import { createPlaceholderFiller } from './placeholders';
import { followUp } from './conversation';
import type { Slot, Turn } from './reply-slots';
import { createRandom, hashText } from './seeded-random';
import { comparable, lowerFirst, splitSentences } from './text';

/** Replies stay short, like a text message: 1-3 sentences, never over this. */
export const MAX_REPLY_CHARACTERS = 400;

const KIND_ORDER: Record<Slot['kind'], number> = { lead: 0, core: 1, extra: 2, question: 3 };
/** Which parts go first when a reply is too long. */
const DROP_ORDER: Array<Slot['kind']> = ['extra', 'lead', 'question'];

interface Memory {
  /** Every sentence she has said in this conversation, comparable form. */
  said: Set<string>;
  /** The first word of her previous reply (she avoids opening the same way twice). */
  lastOpening: string | null;
  lastReply: string;
}

/**
 * The seed when the caller gives none: a hash of the conversation's length and the message (and
 * the companion, so two companions do not answer alike), so a conversation replays the same.
 */
/** The built-in companions, in their catalogue order: each starts at her own line of a shared list. */
const BUILT_IN = ['sophia', 'emma', 'isabelle', 'maya', 'lucia', 'giulia'];

function companionOffset(slug: string): number {
  const index = BUILT_IN.indexOf(slug);
  return index >= 0 ? index : hashText(slug) % 97;
}

export function defaultSeed(ctx: ReplyContext): number {
  // A replaced reply changes the seed too, so another try does not make the same choices.
  const replaced = ctx.replaced?.length ? `:${ctx.replaced.join('\n')}` : '';
  return hashText(`${ctx.companion.slug}:${ctx.history.length}:${ctx.userMessage}${replaced}`);
}

function remember(ctx: ReplyContext): Memory {
  const replies = ctx.history.filter((message) => message.sender === 'model');
  // What a replaced reply said counts as said: the user asked for something else.
  const texts = [...replies.map((reply) => reply.content), ...(ctx.replaced ?? [])];
  // "Ivan, quick: mountains or ocean?" was "Quick: mountains or ocean?" before the name went
  // in: both forms count as said.
  const said = new Set(
    texts.flatMap((text) =>
      splitSentences(text).flatMap((sentence) => [
        comparable(sentence),
        comparable(sentence.replace(/^[\p{L}-]+,\s+/u, '')),
      ]),
    ),
  );
  const lastReply = replies.at(-1)?.content ?? '';
  return { said, lastReply, lastOpening: openingOf(lastReply) };
}

function openingOf(text: string): string | null {
  return comparable(text).split(' ')[0] || null;
}

/** The reply to the user's message, in ctx.language, from the companion's persona. */
export function composeReply(ctx: ReplyContext): string {
  const random = createRandom(ctx.seed ?? defaultSeed(ctx));
  const say = ctx.language === 'bg' ? BULGARIAN_SAY : ENGLISH_SAY;
  // The pipeline: understand the message, find what she and memory know, say it her way, and
  // check (choose, below) that no sentence was said before in this conversation.
  const known = knowUser(ctx);
  const understanding = understand(ctx.userMessage, ctx.language, known.names, known.said);
  const turn: Turn = {
    ctx,
    language: ctx.language,
    stage: ctx.stage,
    lines: ctx.language === 'bg' ? BULGARIAN_LINES : ENGLISH_LINES,
    say,
    voice: voiceOf(ctx.persona, ctx.language, say),
    reading: understanding.reading,
    understanding,
    known,
    random,
    offset: companionOffset(ctx.companion.slug),
  };
  const memory = remember(ctx);
  const { fill, addressedName, petName } = createPlaceholderFiller(turn, memory.lastReply);
  const parts = choose(turn, planReply(turn), fill, memory);
  const petNamed = !!petName && parts.some((part) => part.text.includes(`, ${petName}`));
  if (addressedName && !petNamed) addressByName(parts, addressedName);
  const { act } = turn.understanding;
  // A direct question about her or the user gets 1-3 sentences; news may take one more.
  const text = fit(parts, isDirect(turn) ? 3 : 4, act === 'news' || act === 'request');
  return withFreshOpening(turn, text, memory);
}

/** A question about her or the user, asked straight out. */
function isDirect(turn: Turn): boolean {
  const { act, isQuestion } = turn.understanding;
  return isQuestion && (act === 'aboutHer' || act === 'aboutUser' || act === 'choice');
}

interface Part {
  kind: Slot['kind'];
  text: string;
}

function choose(
  turn: Turn,
  slots: Slot[],
  fill: (line: string) => string | null,
  memory: Memory,
): Part[] {
  const parts: Part[] = [];
  const direct = isDirect(turn);
  // The user's own words count as said: "Where did you grow up?" is not answered with itself.
  const usedNow = new Set(splitSentences(turn.ctx.userMessage).map(comparable));
  const isFresh = (text: string) =>
    splitSentences(text)
      .map(comparable)
      .every((sentence) => !memory.said.has(sentence) && !usedNow.has(sentence));

  const accept = (kind: Slot['kind'], text: string) => {
    parts.push({ kind, text });
    splitSentences(text).forEach((sentence) => usedNow.add(comparable(sentence)));
    return true;
  };
  const take = (kind: Slot['kind'], candidates: string[], allowRepeat = false) => {
    let fallback: string | null = null;
    for (const candidate of candidates) {
      const text = fill(candidate);
      if (!text || (!allowRepeat && !isFresh(text))) continue;
      // The reply's first words should not open the way her previous reply did, unless it is
      // the answer to a direct question: the best answer beats a fresh opening.
      if (parts.length > 0 || direct || openingOf(text) !== memory.lastOpening) {
        return accept(kind, text);
      }
      fallback ??= text;
    }
    return fallback ? accept(kind, fallback) : false;
  };

  for (const part of slots) {
    // "Wait, really? That’s amazing!" is not a question to the user; one ending in "?" is.
    const asked = parts.some((chosen) => /\?["”»)]?$/u.test(chosen.text));
    if (part.kind === 'question' && asked) continue;
    if (take(part.kind, part.candidates) || part.kind !== 'core') continue;
    // Everything for this answer has been said already: fall back to a curious follow-up or a
    // piece of her story she has not told, and only as a last resort repeat herself.
    const spare = followUp({ ...turn, reading: { ...turn.reading, isQuestion: false } });
    const spareLines = spare.flatMap((extra) => extra.candidates);
    if (!take('core', spareLines)) take('core', [...part.candidates, ...spareLines], true);
  }
  return parts.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/**
 * When this reply is one that uses the user's name and no line did, it goes where people put
 * it: before the question ("Alex, what do you do?") or after a short first sentence.
 */
function addressByName(parts: Part[], name: string): void {
  if (parts.some((part) => part.text.includes(name))) return;
  // "Okay, but how are you, really?" already opens with a word to the user: not that one.
  const question = parts.find(
    (part) =>
      part.kind === 'question' && part.text.endsWith('?') && !/^[^,]{1,12},/u.test(part.text),
  );
  if (question) {
    question.text = `${name}, ${lowerFirst(question.text)}`;
    return;
  }
  const first = parts[0];
  const sentence = first ? splitSentences(first.text)[0] : undefined;
  // "Slow down, charmer." already addresses the user; a name on top would be one too many.
  if (!first || !sentence || sentence.length > 60 || sentence.includes(',')) return;
  if (!/[.!]$/u.test(sentence)) return;
  const named = `${sentence.slice(0, -1)}, ${name}${sentence.slice(-1)}`;
  first.text = named + first.text.slice(sentence.length);
}

/**
 * Drops optional parts, then whole sentences, until the reply fits MAX_REPLY_CHARACTERS and
 * `maxSentences` (a direct question gets 1-3 sentences).
 */
function fit(parts: Part[], maxSentences: number, newsFirst: boolean): string {
  const kept = [...parts];
  // For news her reaction matters more than her question.
  const order: Array<Slot['kind']> = newsFirst ? ['extra', 'question', 'lead'] : DROP_ORDER;
  const length = () => kept.map((part) => part.text).join(' ').length;
  const tooLong = () =>
    length() > MAX_REPLY_CHARACTERS ||
    splitSentences(kept.map((part) => part.text).join(' ')).length > maxSentences;
  for (const kind of order) {
    for (let index = kept.length - 1; index >= 0 && tooLong(); index -= 1) {
      if (kept[index]!.kind === kind && kept.length > 1) kept.splice(index, 1);
    }
  }
  let text = kept.map((part) => part.text).join(' ');
  if (text.length > MAX_REPLY_CHARACTERS) {
    const sentences = splitSentences(text);
    text = sentences[0]!;
    for (const sentence of sentences.slice(1)) {
      if (`${text} ${sentence}`.length > MAX_REPLY_CHARACTERS) break;
      text = `${text} ${sentence}`;
    }
    if (text.length > MAX_REPLY_CHARACTERS) {
      text = `${text.slice(0, MAX_REPLY_CHARACTERS - 1).replace(/\s+\S*$/u, '')}…`;
    }
  }
  return text;
}

// Words a reply can start with that read fine after "Oh," or "Honestly,".
const SOFT_STARTS = new Set(
  "i i’m i'm i’ve i've i’d that this it you what how tell yes careful okay мисля това ти какво как разкажи да чакай внимавай звучи радвам обичам аз много".split(
    ' ',
  ),
);

/** Avoids opening like the previous reply; now and then adds a small "Oh," for a human touch. */
function withFreshOpening(turn: Turn, text: string, memory: Memory): string {
  const style = turn.ctx.user?.communicationStyle;
  const firstWord = (text.split(/\s+/u)[0] ?? '').toLowerCase().replace(/[^\p{L}'’]/gu, '');
  const repeatsOpening = openingOf(text) === memory.lastOpening;
  const wantsOpener = style !== 'formal' && turn.random.chance(style === 'playful' ? 0.3 : 0.15);
  if (!SOFT_STARTS.has(firstWord) || (!repeatsOpening && !wantsOpener)) return text;
  const openers = turn.lines.openers.filter((opener) => openingOf(opener) !== memory.lastOpening);
  const opener = turn.random.pick(openers);
  if (!opener) return text;
  const joined = `${opener} ${lowerFirst(text)}`;
  return joined.length <= MAX_REPLY_CHARACTERS ? joined : text;
}
