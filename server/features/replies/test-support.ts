import { COMPANIONS } from '#server/db/seed/companions';
import type { CompanionSeed } from '#server/features/companions/persona';
import type { RelationshipStage } from '#common/chat/stage';
import type { Language } from '#common/i18n/languages';
import type { HistoryMessage, ReplyContext, ReplyEngine, ReplyUser } from './engine';

/** Shared by the reply-engine tests: contexts for the seeded companions, and stream helpers. */

export function companion(slug: string): CompanionSeed {
  const found = COMPANIONS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No companion ${slug}`);
  return found;
}

export const ALEX: ReplyUser = {
  firstName: 'Alex',
  bio: 'Product designer who loves long walks.',
  interests: ['hiking', 'photography'],
  communicationStyle: 'casual',
};

export const IVAN: ReplyUser = { ...ALEX, firstName: 'Иван', interests: ['походи', 'фотография'] };

export function contextFor(
  slug: string,
  language: Language,
  userMessage: string,
  overrides: Partial<ReplyContext> = {},
): ReplyContext {
  const seed = companion(slug);
  const persona = seed[language];
  return {
    companion: {
      name: persona.name,
      slug: seed.slug,
      age: seed.age,
      location: persona.location,
      allowsExplicit: seed.allowsExplicit,
    },
    persona,
    language,
    user: language === 'bg' ? IVAN : ALEX,
    stage: 'initial' as RelationshipStage,
    explicitMode: false,
    history: [] as HistoryMessage[],
    userMessage,
    ...overrides,
  };
}

export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

export async function replyText(engine: ReplyEngine, ctx: ReplyContext): Promise<string> {
  return (await collect(engine.stream(ctx, new AbortController().signal))).join('');
}

/** Log entries captured in the shape pino's `warn(details, message)` takes. */
export function captureLogger() {
  const entries: Array<{ details: Record<string, unknown>; message: string }> = [];
  return {
    entries,
    warn(details: Record<string, unknown>, message: string) {
      entries.push({ details, message });
    },
  };
}
