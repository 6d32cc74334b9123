import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';

export const PROFILE_VISIBILITIES = ['public', 'friends', 'private'] as const;

/** Days of silence before the companion checks in; null is never. */
export const CHECK_IN_DAYS = [2, 3, 7] as const;
export type CheckInDays = (typeof CHECK_IN_DAYS)[number] | null;
/** How the companion reaches the user outside an open tab. */
export const REACH_OUT_CHANNELS = ['push', 'email', 'none'] as const;
export type ReachOutChannel = (typeof REACH_OUT_CHANNELS)[number];

export const INVALID_TIME = 'Use a 24-hour time, HH:MM.';
export const INVALID_TIME_ZONE = 'Use a time zone such as Europe/Sofia.';

/** A time of day, 24-hour "HH:MM" (00:00 to 23:59). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, INVALID_TIME);

/** Whether the runtime's Intl knows the IANA zone (what quiet hours are computed in). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string().refine(isTimeZone, INVALID_TIME_ZONE);

/**
 * When no message reaches out: from `start` to `end` in the user's time zone, wrapping past
 * midnight when `end` is earlier (22:00-08:00). Off, or start equal to end, is no quiet hours.
 * Sent whole in an update so the three never disagree.
 */
export const quietHoursSchema = z.strictObject({
  enabled: z.boolean(),
  start: timeOfDaySchema,
  end: timeOfDaySchema,
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

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
  /**
   * The companion writing first (issue 23): check-ins after silence, quiet hours, the time zone
   * they are read in and the channel outside the app. `timeZoneAuto` means the user never picked
   * a zone: the client keeps it set to the browser's zone (decision 024).
   */
  reachOut: z.object({
    checkInAfterDays: z.union([z.literal(2), z.literal(3), z.literal(7), z.null()]),
    quietHours: quietHoursSchema,
    timeZone: timeZoneSchema,
    timeZoneAuto: z.boolean(),
    channel: z.enum(REACH_OUT_CHANNELS),
  }),
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
  reachOut: {
    checkInAfterDays: 3,
    quietHours: { enabled: true, start: '22:00', end: '08:00' },
    timeZone: 'UTC',
    timeZoneAuto: true,
    // Push reaches only the browsers the user allowed; with none allowed nothing is sent.
    channel: 'push',
  },
};
export type ReachOutSettings = Settings['reachOut'];

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
  reachOut: settingsSchema.shape.reachOut.partial().strict().optional(),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;
