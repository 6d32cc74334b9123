import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { companions, favorites } from '#server/db/schema';

/** The favourite companions (active or not), newest first; what a card needs, no persona. */
export async function findFavoriteCompanions(db: Queryable, userId: string) {
  return db
    .select({
      id: companions.id,
      slug: companions.slug,
      name: companions.name,
      nameBg: companions.nameBg,
      avatarMediaId: companions.avatarMediaId,
      personality: companions.personality,
      personalityBg: companions.personalityBg,
      description: companions.description,
      descriptionBg: companions.descriptionBg,
      age: companions.age,
      location: companions.location,
      locationBg: companions.locationBg,
      interests: companions.interests,
      interestsBg: companions.interestsBg,
      isActive: companions.isActive,
      isPremium: companions.isPremium,
      ownerUserId: companions.ownerUserId,
      favoritedAt: favorites.createdAt,
    })
    .from(favorites)
    .innerJoin(companions, eq(companions.id, favorites.companionId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.companionId));
}

/** Idempotent: adding a favourite twice keeps the first time it was added. */
export async function insertFavorite(db: Queryable, userId: string, companionId: string, at: Date) {
  await db.insert(favorites).values({ userId, companionId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavorite(db: Queryable, userId: string, companionId: string) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.companionId, companionId)));
}
