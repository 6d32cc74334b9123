import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { aiModels, favorites } from '#server/db/schema';

/** The favourite companions (active or not), newest first; what a card needs, no persona. */
export async function findFavoriteCompanions(db: Queryable, userId: string) {
  return db
    .select({
      id: aiModels.id,
      slug: aiModels.slug,
      name: aiModels.name,
      nameBg: aiModels.nameBg,
      avatarMediaId: aiModels.avatarMediaId,
      personality: aiModels.personality,
      personalityBg: aiModels.personalityBg,
      description: aiModels.description,
      descriptionBg: aiModels.descriptionBg,
      age: aiModels.age,
      location: aiModels.location,
      locationBg: aiModels.locationBg,
      interests: aiModels.interests,
      interestsBg: aiModels.interestsBg,
      isActive: aiModels.isActive,
      isPremium: aiModels.isPremium,
      favoritedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(aiModels, eq(aiModels.id, favorites.modelId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.modelId));
}

/** Idempotent: adding a favourite twice keeps the first time it was added. */
export async function insertFavorite(db: Queryable, userId: string, modelId: string, at: Date) {
  await db.insert(favorites).values({ userId, modelId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavorite(db: Queryable, userId: string, modelId: string) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.modelId, modelId)));
}
