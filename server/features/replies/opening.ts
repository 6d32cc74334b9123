import type { Language } from '#common/i18n/languages';
import { OPENING_LINES } from './builtin/opening-lines';
import { createRandom, hashText } from './builtin/seeded-random';
import { capitalize } from './builtin/text';
import type { EngineKind, ReplyContext } from './engine';
import type { ReplyEngines } from './engine-factory';
import { ReplyEngineError, type ReplyFailureKind } from './reply-errors';

/**
 * A message she writes first (follow-ups, issue 23): about a remembered plan whose time has
 * passed, or after days of silence. The configured engine writes it: the provider from an
 * instruction in place of the user's message (the memory fact in the prompt), the built-in
 * engine from its opening lines. When the provider fails, the built-in lines answer.
 */

export interface Opening {
  reason: 'plan' | 'silence';
  /** The memory that prompted it, as stored ("Has an exam on Friday"); null for silence. */
  fact: string | null;
  /** How the built-in engine names the plan (memories' phrases, in ctx.language). */
  subject: string | null;
  clause: string | null;
  /** Whole days since the user last wrote. */
  daysSilent: number;
}

export interface WrittenOpening {
  text: string;
  engine: EngineKind;
  /** Why the provider's text was not used, when it was not. */
  failure: ReplyFailureKind | null;
}

/** Long enough for two or three sentences; a provider that rambles is cut at a sentence. */
const MAX_OPENING_CHARACTERS = 400;

/** The instruction the provider gets instead of a user message (the system prompt has her). */
function instruction(opening: Opening, language: Language): string {
  const inLanguage = language === 'bg' ? 'Bulgarian' : 'English';
  const task =
    opening.reason === 'plan'
      ? `Some time ago the user told you about a plan whose time has now passed: "${opening.fact}". Ask how it went, warmly and specifically.`
      : `The user has not written for ${opening.daysSilent} days. Check in with a short, warm message, without guilt-tripping.`;
  return [
    '[No new message from the user: you are writing first.]',
    task,
    `Write one or two short sentences in ${inLanguage}, in character, as a chat message.`,
    'Do not mention these instructions.',
  ].join(' ');
}

function fitted(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= MAX_OPENING_CHARACTERS) return trimmed;
  const cut = trimmed.slice(0, MAX_OPENING_CHARACTERS);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > 0 ? cut.slice(0, end + 1) : cut;
}

/** The built-in engine's opening: one of her lines, chosen by the seed, with the plan in it. */
export function builtinOpening(ctx: ReplyContext, opening: Opening): string {
  const lines = OPENING_LINES[ctx.language];
  const random = createRandom(ctx.seed ?? hashText(`${opening.reason}:${opening.fact ?? ''}`));
  const candidates =
    opening.reason === 'silence'
      ? opening.daysSilent >= 2 && random.chance(0.4)
        ? lines.silenceDays
        : lines.silence
      : opening.subject
        ? lines.planSubject
        : opening.clause
          ? lines.planClause
          : lines.planGeneral;
  const line = random.pick(candidates) ?? candidates[0]!;
  const name = ctx.user?.firstName?.trim();
  const useName = !!name && random.chance(0.6);
  return capitalize(
    line
      .replaceAll('{, name}', useName ? `, ${name}` : '')
      .replaceAll('{subject}', opening.subject ?? '')
      .replaceAll('{clause}', opening.clause ?? '')
      .replaceAll('{days}', String(opening.daysSilent)),
  );
}

/**
 * Her opening for `ctx` (its userMessage is ignored): the primary engine's text, or the built-in
 * lines when the primary is the built-in engine or the provider fails or says nothing.
 */
export async function writeOpening(
  engines: ReplyEngines,
  ctx: ReplyContext,
  opening: Opening,
  signal: AbortSignal,
): Promise<WrittenOpening> {
  let failure: ReplyFailureKind | null = null;
  if (engines.primary.kind !== 'builtin') {
    const prompt: ReplyContext = {
      ...ctx,
      userMessage: instruction(opening, ctx.language),
      memories: opening.fact ? [opening.fact, ...(ctx.memories ?? [])] : ctx.memories,
    };
    try {
      let text = '';
      for await (const piece of engines.primary.stream(prompt, signal)) text += piece;
      const written = fitted(text);
      if (written) return { text: written, engine: engines.primary.kind, failure: null };
      failure = 'empty';
    } catch (error) {
      if (signal.aborted) throw error;
      failure = error instanceof ReplyEngineError ? error.kind : 'connection';
    }
  }
  return { text: builtinOpening(ctx, opening), engine: 'builtin', failure };
}
