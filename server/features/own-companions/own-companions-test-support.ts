import type { FastifyInstance } from 'fastify';
import type { OwnCompanion, OwnCompanionDraft } from '#common/contracts/own-companions';
import { asUser } from '#server/test/accounts';

/** Shared by the own-companion tests: a complete form in either language. */

export function englishDraft(
  name = 'Nadia',
  extra: Partial<OwnCompanionDraft> = {},
): OwnCompanionDraft {
  return {
    language: 'en',
    name,
    age: 29,
    location: 'Lisbon',
    personality: 'Warm, curious, dry humour',
    description: `${name} restores old sailing boats and reads poetry on the docks.`,
    interests: 'sailing, poetry, fado, cooking',
    traits: ['curious', 'warm'],
    persona: {
      en: {
        appearance: "Tall, dark curls, freckles and a sailor's tan.",
        values: ['honesty', 'patience'],
        speech_patterns: ['Oh, you know what I mean.'],
        backstory: {
          childhood: 'Grew up by the sea in a fishing village.',
          career: 'I restore wooden sailing boats in a small yard by the river.',
          relationship_history: 'One long love that ended kindly.',
          current_situation: 'Living alone above the boatyard with a grumpy cat.',
          dreams: 'To sail around the Azores.',
        },
        voice: { greetings: [`Hi, I'm ${name}. Fancy a walk by the river?`] },
      },
    },
    ...extra,
  };
}

export function bulgarianDraft(name = 'Десислава'): OwnCompanionDraft {
  return {
    language: 'bg',
    name_bg: name,
    age: 31,
    location_bg: 'Пловдив',
    personality_bg: 'Спокойна, мечтателна',
    description_bg: `${name} е художничка, която рисува стари къщи.`,
    interests_bg: 'рисуване, планини, джаз',
    persona: {
      bg: {
        backstory: {
          childhood: 'Израснах в Стария град.',
          career: 'Работя като художничка: рисувам стенописи и преподавам в ателие.',
          relationship_history: '',
          current_situation: 'Живея в малка къща с градина.',
          dreams: 'Изложба в Париж.',
        },
      },
    },
  };
}

export async function createOwn(
  app: FastifyInstance,
  token: string,
  draft: OwnCompanionDraft = englishDraft(),
): Promise<OwnCompanion> {
  const response = await asUser(app, token, 'POST', '/api/users/me/companions', draft);
  if (response.statusCode !== 201) {
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { companion: OwnCompanion }).companion;
}
