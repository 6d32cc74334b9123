import { z } from 'zod';
import { ADDRESS_FORMS } from './user';

export const COMMUNICATION_STYLES = ['casual', 'formal', 'playful', 'romantic'] as const;
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number];
export const MAX_INTERESTS = 30;

export const profileSchema = z.object({
  userId: z.string().uuid(),
  bio: z.string(),
  interests: z.array(z.string()),
  communicationStyle: z.enum(COMMUNICATION_STYLES),
  location: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

const interestSchema = z.string().trim().min(1).max(40);
export const interestsSchema = z.array(interestSchema).max(MAX_INTERESTS);

export const updateProfileRequestSchema = z.object({
  bio: z.string().trim().max(1000).optional(),
  interests: interestsSchema.optional(),
  communicationStyle: z.enum(COMMUNICATION_STYLES).optional(),
  location: z.string().trim().max(100).nullable().optional(),
  firstName: z.string().trim().min(1).max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  /** Kept on the user; any other value is 400. */
  addressAs: z.enum(ADDRESS_FORMS).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Trimmed, non-empty, de-duplicated case-insensitively; the first spelling wins. */
export function normalizeInterests(interests: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of interests) {
    const interest = raw.trim();
    const key = interest.toLocaleLowerCase();
    if (!interest || seen.has(key)) continue;
    seen.add(key);
    out.push(interest);
  }
  return out;
}
