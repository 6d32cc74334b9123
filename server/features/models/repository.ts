import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ModelCategory, ModelStatusFilter } from '../../../common/contracts/models';
import type { Database } from '../../db/client';
import { aiModels, modelPhotos } from '../../db/schema';

/** Everything a client may see. `persona` (secrets, the prompt) is deliberately left out. */
const publicColumns = {
  id: aiModels.id,
  legacyId: aiModels.legacyId,
  slug: aiModels.slug,
  name: aiModels.name,
  nameBg: aiModels.nameBg,
  personality: aiModels.personality,
  personalityBg: aiModels.personalityBg,
  description: aiModels.description,
  descriptionBg: aiModels.descriptionBg,
  backgroundStory: aiModels.backgroundStory,
  backgroundStoryBg: aiModels.backgroundStoryBg,
  location: aiModels.location,
  locationBg: aiModels.locationBg,
  interests: aiModels.interests,
  interestsBg: aiModels.interestsBg,
  traits: aiModels.traits,
  traitsBg: aiModels.traitsBg,
  responseTime: aiModels.responseTime,
  age: aiModels.age,
  category: aiModels.category,
  isActive: aiModels.isActive,
  isPremium: aiModels.isPremium,
  allowsExplicit: aiModels.allowsExplicit,
  rating: aiModels.rating,
  avatarMediaId: aiModels.avatarMediaId,
  createdAt: aiModels.createdAt,
  updatedAt: aiModels.updatedAt,
};

export type PublicModelRow = Awaited<ReturnType<typeof findModels>>[number];

export interface ModelFilter {
  search?: string;
  status: ModelStatusFilter;
  category?: ModelCategory;
}

/** `%` and `_` in what a user types are literal characters, not wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const SEARCHED_COLUMNS = [
  aiModels.name,
  aiModels.nameBg,
  aiModels.personality,
  aiModels.personalityBg,
  aiModels.description,
  aiModels.descriptionBg,
];

/** Listing order: the built-in companions by number, then the others by name. */
const LISTING_ORDER = [asc(aiModels.legacyId), asc(aiModels.name), asc(aiModels.id)];

export async function findModels(db: Database, filter: ModelFilter) {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(aiModels.isActive, filter.status === 'active'));
  if (filter.category) conditions.push(eq(aiModels.category, filter.category));
  if (filter.search) {
    const pattern = `%${escapeLikePattern(filter.search)}%`;
    const matches = or(...SEARCHED_COLUMNS.map((column) => ilike(column, pattern)));
    if (matches) conditions.push(matches);
  }
  return db
    .select(publicColumns)
    .from(aiModels)
    .where(and(...conditions))
    .orderBy(...LISTING_ORDER);
}

export async function findModelById(db: Database, id: string) {
  const [row] = await db.select(publicColumns).from(aiModels).where(eq(aiModels.id, id));
  return row ?? null;
}

export async function findModelByLegacyId(db: Database, legacyId: number) {
  const [row] = await db
    .select(publicColumns)
    .from(aiModels)
    .where(eq(aiModels.legacyId, legacyId));
  return row ?? null;
}

/** By slug, English name or Bulgarian name, ignoring case; the first in listing order wins. */
export async function findModelByName(db: Database, name: string) {
  const [row] = await db
    .select(publicColumns)
    .from(aiModels)
    .where(
      or(
        sql`lower(${aiModels.slug}) = lower(${name})`,
        sql`lower(${aiModels.name}) = lower(${name})`,
        sql`lower(${aiModels.nameBg}) = lower(${name})`,
      ),
    )
    .orderBy(...LISTING_ORDER)
    .limit(1);
  return row ?? null;
}

export async function findGallery(db: Database, modelId: string) {
  return db
    .select({ position: modelPhotos.position, mediaId: modelPhotos.mediaId })
    .from(modelPhotos)
    .where(eq(modelPhotos.modelId, modelId))
    .orderBy(asc(modelPhotos.position));
}

/** Conversations per model, for many models in one grouped query (the profile shows it). */
export { countConversationsByModel as countConversations } from '../chats/repository';
