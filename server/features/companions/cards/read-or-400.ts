import type { ReadCard } from '#common/contracts/character-cards';
import type { Language } from '#common/i18n/languages';
import { HttpError } from '#server/http-error';
import { readCard } from './read';

/**
 * A card read for a route, or 400 CARD_INVALID naming the field (decision 020): a card a user
 * or an admin sends is never a 500. Both importers (own companions, admin) go through it.
 */
export function readCardOr400(bytes: Buffer, language: Language): ReadCard {
  const result = readCard(bytes, { language });
  if (!result.ok) {
    throw new HttpError(400, 'CARD_INVALID', `The card cannot be imported: ${result.message}`, {
      field: result.field,
      reason: result.reason,
    });
  }
  return result.card;
}

/** What an import answers beside the companion: what it could not map, and where it came from. */
export function cardImportSummary(card: ReadCard) {
  return {
    unmapped: card.unmapped,
    creatorNotes: card.creatorNotes,
    spec: card.spec,
    source: card.source,
  };
}
