import type { Turn } from './reply-slots';
import { capitalize, joinList } from './text';

/**
 * Fills a line's placeholders (see lines.ts) for one reply. The user's name and her pet names
 * are used now and then, not in every message, and never twice in a row.
 */
const NAME_CHANCE = { initial: 0.25, building: 0.35, deepening: 0.35, intimate: 0.3 } as const;

export function createPlaceholderFiller(turn: Turn, lastReply: string) {
  const { ctx, voice, random, stage, language, reading } = turn;
  const firstName = ctx.user?.firstName?.trim() || null;
  const namedLastTime = !!firstName && lastReply.includes(firstName);
  const greets = reading.intents.includes('greeting');
  const useName = !!firstName && !namedLastTime && (greets || random.chance(NAME_CHANCE[stage]));

  // Pet names are for the intimate stage, and not for a formal user.
  const formal = ctx.user?.communicationStyle === 'formal';
  const pet =
    stage === 'intimate' && !formal ? (random.pick(voice.endearments) ?? firstName) : null;

  const interests = random.shuffle(voice.interests);
  const city = voice.city;
  const inCity = !city
    ? null
    : language === 'bg'
      ? `${/^[ВвФф]/u.test(city) ? 'във' : 'в'} ${city}`
      : `in ${city}`;
  const values: Record<string, string | null> = {
    name: firstName,
    city,
    inCity,
    age: ctx.companion.age === null ? null : String(ctx.companion.age),
    interest: interests[0] ?? null,
    interest2: interests[1] ?? null,
    interests: interests.length >= 2 ? joinList(interests.slice(0, 3), turn.lines.and) : null,
  };

  const fill = (line: string): string | null => {
    let missing = false;
    const filled = line
      .replaceAll('{, name}', useName ? `, ${firstName}` : '')
      .replaceAll('{, pet}', pet ? `, ${pet}` : '')
      .replace(/\{(\w+)\}/gu, (_, key: string) => {
        const value = values[key];
        if (!value) missing = true;
        return value ?? '';
      });
    return missing ? null : capitalize(filled.trim());
  };
  // With a pet name in the reply, the user's name on top would be one address too many.
  return { fill, addressedName: useName ? firstName : null, petName: pet };
}
