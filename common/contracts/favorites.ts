import { z } from 'zod';

export const favoriteModelSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  name_bg: z.string(),
  avatar_url: z.string(),
  personality: z.string(),
  personality_bg: z.string(),
  description: z.string(),
  description_bg: z.string(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  location_bg: z.string().nullable(),
  is_premium: z.boolean(),
});
export type FavoriteModel = z.infer<typeof favoriteModelSchema>;
export const favoritesListResponseSchema = z.object({ favorites: z.array(favoriteModelSchema) });
/** After `POST|DELETE /api/users/favorites/{modelId}`: the favourite model ids. */
export const favoriteIdsResponseSchema = z.object({ favorites: z.array(z.string()) });
