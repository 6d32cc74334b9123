import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';

export const PROFILE_VISIBILITIES = ['public', 'friends', 'private'] as const;

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES),
  notifications: z.object({
    messages: z.boolean(),
    favorites: z.boolean(),
    updates: z.boolean(),
    marketing: z.boolean(),
  }),
  privacy: z.object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES),
    onlineStatus: z.boolean(),
    activityStatus: z.boolean(),
  }),
  appearance: z.object({ darkMode: z.boolean() }),
  /**
   * Explicit content in replies: off until the user turns it on and confirms being 18 or older.
   * Even on, a reply is explicit only with a companion that allows it and at the stage rules of
   * common/chat/explicit.ts.
   */
  content: z.object({ explicit: z.boolean() }),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = z.object({ settings: settingsSchema });

/** The defaults (docs/product-rules.md, "Accounts and sessions"). */
export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  notifications: { messages: true, favorites: true, updates: false, marketing: false },
  privacy: { profileVisibility: 'public', onlineStatus: true, activityStatus: false },
  appearance: { darkMode: true },
  content: { explicit: false },
};

export const ADULT_CONFIRMATION_REQUIRED =
  'Confirm that you are 18 or older to turn on explicit content.';

/**
 * The content part of an update: turning explicit content on needs `ageConfirmed: true` in the
 * same request (the user's confirmation, asked right then); turning it off needs nothing.
 */
export const updateContentSettingsSchema = z
  .strictObject({
    explicit: z.boolean().optional(),
    ageConfirmed: z.literal(true).optional(),
  })
  .refine((content) => content.explicit !== true || content.ageConfirmed === true, {
    message: ADULT_CONFIRMATION_REQUIRED,
    path: ['ageConfirmed'],
  });

/**
 * `PUT /api/users/settings` takes any part of the settings; the rest is kept. A key it does not
 * know, at any level, is refused (400) rather than silently dropped.
 */
export const updateSettingsRequestSchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  notifications: settingsSchema.shape.notifications.partial().strict().optional(),
  privacy: settingsSchema.shape.privacy.partial().strict().optional(),
  appearance: settingsSchema.shape.appearance.partial().strict().optional(),
  content: updateContentSettingsSchema.optional(),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;
