import { z } from 'zod';
import { MAX_MEMORY_LENGTH, MEMORY_KINDS } from '#common/contracts/memories';
import { detectReplyLanguage } from '#common/i18n/detect-reply-language';
import type { ExtractedFact } from './fact';
import { excerptOf } from './text';

/**
 * Facts the user tells about themself in one message, read by the language model: a JSON
 * answer checked with zod. The texts follow the rules' style (extract.ts), so the memory panel,
 * the merge and the recall read them the same way.
 */

const MAX_FACTS = 8;
const MAX_MESSAGE_CHARACTERS = 2_000;

export const factsAnswerSchema = z.object({
  facts: z
    .array(
      z.object({
        kind: z.enum(MEMORY_KINDS),
        content: z.string().trim().min(2).max(MAX_MEMORY_LENGTH),
      }),
    )
    .max(MAX_FACTS),
});

const SYSTEM = [
  'You read one chat message a user wrote to a companion and list the lasting facts the user states about themself: their name, where they live or come from, work or studies, family, pets, likes, dislikes, important dates, and plans (with their time as said).',
  'Skip questions, things about other people that are not the user\'s family or pets, hypotheticals ("if I…"), negated facts and small talk. Invent nothing: when there is no such fact, answer {"facts": []}.',
  `Kinds: ${MEMORY_KINDS.join(', ')}. Write each fact as a short statement without a subject, in the language of the message, in the style of these examples: "Name: Daniel", "Lives in Plovdiv", "Works as a nurse", "Has a sister named Ana", "Has a dog named Rex", "Loves hiking", "Hates mornings", "Birthday: 3 May", "Is going to visit their parents next week", "Казва се Иван" is written "Име: Иван", "Живее в Пловдив", "Има сестра на име Ана".`,
  'Answer with JSON only: {"facts": [{"kind": "...", "content": "..."}]}',
].join('\n');

/**
 * What reading facts with a language model needs: JSON answers checked against a schema. The
 * replies feature's JsonWriter (`engines.writer`, which chats hand in) is one; memories sit below
 * replies (docs/architecture.md, "Feature order") and so name only what they use of it.
 */
export interface FactWriter {
  model: string;
  write<T>(
    task: { system: string; user: string; maxTokens: number; schema: z.ZodType<T> },
    signal: AbortSignal,
  ): Promise<T>;
}

export async function providerFacts(
  writer: FactWriter,
  message: string,
  signal: AbortSignal,
): Promise<ExtractedFact[]> {
  const text = message.slice(0, MAX_MESSAGE_CHARACTERS);
  const answer = await writer.write(
    { system: SYSTEM, user: text, maxTokens: 300, schema: factsAnswerSchema },
    signal,
  );
  const excerpt = excerptOf(text);
  return answer.facts.map((fact) => ({
    kind: fact.kind,
    content: fact.content.replace(/\s+/gu, ' '),
    excerpt,
    language: detectReplyLanguage(fact.content),
  }));
}
