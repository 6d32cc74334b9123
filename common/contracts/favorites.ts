import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';
import { companionCardSchema } from './companions';

/** A favourite is shown as the catalogue's card. */
export type FavoriteCompanion = z.infer<typeof companionCardSchema>;
/** `GET /api/users/favorites?lang=`: the favourites as the catalogue's cards, in one language. */
export const favoritesListQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });
export const favoritesListResponseSchema = z.object({ favorites: z.array(companionCardSchema) });
/** After `POST|DELETE /api/users/favorites/{modelId}`: the favourite model ids. */
export const favoriteIdsResponseSchema = z.object({ favorites: z.array(z.string()) });
