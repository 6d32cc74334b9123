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
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = z.object({ settings: settingsSchema });

/** The defaults (docs/product-rules.md, "Accounts and sessions"). */
export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  notifications: { messages: true, favorites: true, updates: false, marketing: false },
  privacy: { profileVisibility: 'public', onlineStatus: true, activityStatus: false },
  appearance: { darkMode: true },
};

/** `PUT /api/users/settings` takes any part of the settings; the rest is kept. */
export const updateSettingsRequestSchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  notifications: settingsSchema.shape.notifications.partial().optional(),
  privacy: settingsSchema.shape.privacy.partial().optional(),
  appearance: settingsSchema.shape.appearance.partial().optional(),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;
