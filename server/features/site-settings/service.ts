import {
  IMAGE_FORMATS,
  type SiteSettings,
  type updateSiteSettingsRequestSchema,
} from '#common/contracts/admin';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { HttpError } from '#server/http-error';
import { findSiteSettingsRow, saveSiteSettingsRow, type SiteSettingsRow } from './repository';
import { announceSiteSettingsChange } from './shared-changes';

export type SiteSettingsUpdate = z.infer<typeof updateSiteSettingsRequestSchema>;

/**
 * The defaults (docs/product-rules.md, "Admin settings"; also the column defaults of
 * `site_settings`).
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  site_name: 'Amora',
  maintenance_mode: false,
  registration_enabled: true,
  ai_enabled: true,
  max_file_size: 10,
  supported_formats: ['jpg', 'png', 'gif'],
};

/**
 * Every API request reads the settings (maintenance check), so they are cached per database
 * handle. A write through `updateSiteSettings` replaces this process's copy at once. Other
 * processes (WEB_CONCURRENCY > 1, other machines) drop theirs at once when Redis carries the
 * news (shared-changes.ts); without Redis they see a change within CACHE_TTL_MS: a 2-second
 * delay before maintenance or a switch takes effect elsewhere is acceptable, a query per
 * request is not.
 */
const CACHE_TTL_MS = 2_000;

interface CacheEntry {
  settings: Promise<SiteSettings>;
  expiresAt: number;
}

// Keyed by the database handle: tests run several apps (each with its own database) in one
// process, and a handle that is dropped takes its entry with it.
const cache = new WeakMap<Database, CacheEntry>();

function isImageFormat(format: string): format is SiteSettings['supported_formats'][number] {
  return (IMAGE_FORMATS as readonly string[]).includes(format);
}

function toSiteSettings(row: SiteSettingsRow | null): SiteSettings {
  if (!row) return DEFAULT_SITE_SETTINGS;
  return {
    site_name: row.siteName,
    maintenance_mode: row.maintenanceMode,
    registration_enabled: row.registrationEnabled,
    ai_enabled: row.aiEnabled,
    max_file_size: row.maxFileSize,
    supported_formats: row.supportedFormats.filter(isImageFormat),
  };
}

/** The current settings (cached; see CACHE_TTL_MS). */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && cached.expiresAt > now) return cached.settings;
  // Concurrent requests share one query; a failed query is not kept.
  const settings = findSiteSettingsRow(db).then(toSiteSettings);
  cache.set(db, { settings, expiresAt: now + CACHE_TTL_MS });
  settings.catch(() => {
    if (cache.get(db)?.settings === settings) cache.delete(db);
  });
  return settings;
}

/**
 * Saves every setting (the request carries them all); takes effect in this process at once and,
 * with Redis, in the others too.
 */
export async function updateSiteSettings(
  db: Database,
  input: SiteSettingsUpdate,
  adminId: string | null,
): Promise<SiteSettings> {
  const row = await saveSiteSettingsRow(
    db,
    {
      siteName: input.site_name,
      maintenanceMode: input.maintenance_mode,
      registrationEnabled: input.registration_enabled,
      aiEnabled: input.ai_enabled,
      maxFileSize: input.max_file_size,
      // Each format once, in the order of IMAGE_FORMATS.
      supportedFormats: IMAGE_FORMATS.filter((format) => input.supported_formats.includes(format)),
    },
    adminId,
  );
  const settings = toSiteSettings(row);
  cache.set(db, { settings: Promise.resolve(settings), expiresAt: Date.now() + CACHE_TTL_MS });
  await announceSiteSettingsChange(db);
  return settings;
}

/** Drops this process's copy (tests that change the row directly call it). */
export function forgetCachedSiteSettings(db: Database): void {
  cache.delete(db);
}

export const REGISTRATION_CLOSED = 'Registration is currently closed.';
export const AI_PAUSED = 'AI is paused. Please try again later.';

/** Sign-up refused while an admin has registration switched off (sign-in keeps working). */
export async function assertRegistrationOpen(db: Database): Promise<void> {
  if (!(await readSiteSettings(db)).registration_enabled) {
    throw new HttpError(403, 'FORBIDDEN', REGISTRATION_CLOSED);
  }
}

/** Whether the companions and Nova may answer (an admin can pause the AI). */
export async function isAiEnabled(db: Database): Promise<boolean> {
  return (await readSiteSettings(db)).ai_enabled;
}

/** Refuses a chat message while the AI is paused, before anything is stored or counted. */
export async function assertAiEnabled(db: Database): Promise<void> {
  if (!(await isAiEnabled(db))) throw new HttpError(503, 'AI_PAUSED', AI_PAUSED);
}
