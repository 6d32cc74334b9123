import type { AdminCompanionInput } from '#common/contracts/admin-companions';

/**
 * The key of Amora's own entry in a card's `extensions` (the V2 text asks applications to keep
 * unknown extensions and to namespace their own). An Amora export puts there the companion's
 * fields that have no place in a card (the Bulgarian side, her story, city, voice…), so that a
 * card exported and imported again gives the same companion. On import they are cleaned and
 * validated like everything else; the card's own fields win over them.
 */
export const AMORA_EXTENSION = 'amora';
export const AMORA_EXTENSION_VERSION = 1;

/**
 * What the extension carries: every editable field except the ones a file must not decide
 * (active, premium, explicit content, rating). `persona.*.prompt` is carried empty and never
 * taken on import (it replaces Amora's rules for replies).
 */
export const CARRIED_FIELDS = [
  'name',
  'name_bg',
  'description',
  'description_bg',
  'personality',
  'personality_bg',
  'background_story',
  'background_story_bg',
  'location',
  'location_bg',
  'interests',
  'interests_bg',
  'traits',
  'traits_bg',
  'response_time',
  'response_time_bg',
  'age',
  'category',
  'persona',
] as const satisfies ReadonlyArray<keyof AdminCompanionInput>;

/**
 * The description a card shows other applications: the profile text, then her story (a card
 * has no field for the story). read.ts splits it back when it is unchanged.
 */
export function joinDescription(description: string, backgroundStory: string): string {
  return backgroundStory ? `${description}\n\n${backgroundStory}` : description;
}
