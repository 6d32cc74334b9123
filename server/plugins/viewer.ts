import type { FastifyRequest } from 'fastify';
import { entitlementsFor } from '#server/features/accounts';

/**
 * Whether the caller may see premium content: gallery images 3 and 4 and premium media. Every
 * premium check of the server asks here, so there is one place to change: a signed-in user whose
 * plan is premium, or an admin, who manages those photos (docs/architecture.md: "The server
 * decides").
 */
export function isPremiumViewer(request: FastifyRequest): boolean {
  if (!request.user) return false;
  return request.user.role === 'admin' || entitlementsFor(request.user).isPremium;
}
