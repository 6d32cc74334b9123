/**
 * The zod-free part of the model contract: constants and rules the web app needs at run time.
 * Kept apart from models.ts so that importing them does not pull zod into the first page load.
 * models.ts re-exports everything here.
 */

export const COMPANION_CATEGORIES = ['romance', 'friendship', 'professional', 'casual'] as const;
export type CompanionCategory = (typeof COMPANION_CATEGORIES)[number];

export const COMPANION_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type CompanionStatusFilter = (typeof COMPANION_STATUS_FILTERS)[number];

/** A gallery has four images; images 3 and 4 are premium (index 2 and 3). */
export const GALLERY_SIZE = 4;
export const FIRST_LOCKED_GALLERY_INDEX = 2;

/** A companion card shows this many interests and "+N" for the rest. */
export const CARD_INTEREST_COUNT = 3;

/** Interests are stored as comma-separated text; cards show the first three and "+N". */
export function splitInterests(interests: string): string[] {
  return interests
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
