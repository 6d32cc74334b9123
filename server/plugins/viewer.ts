import type { FastifyRequest } from 'fastify';

/**
 * Whether the caller may see premium content: gallery images 3 and 4 and premium media. Every
 * premium check of the server asks here, so there is one place to change. There are no accounts
 * yet, so nobody is premium; the accounts and billing issue fills this in from the session's
 * user and their subscription (DESIGN.md: "The server decides").
 */
export function isPremiumViewer(_request: FastifyRequest): boolean {
  return false;
}
