import {
  DEFAULT_SETTINGS,
  settingsSchema,
  type Settings,
  type UpdateSettingsRequest,
} from '#common/contracts/settings';

type Section = 'notifications' | 'privacy' | 'appearance' | 'content' | 'reachOut';
const SECTIONS: Section[] = ['notifications', 'privacy', 'appearance', 'content', 'reachOut'];

/**
 * The stored overrides over DEFAULT_SETTINGS. Each part is checked against the contract: a value
 * that no longer fits (a renamed option, a hand edit) falls back to the default instead of
 * breaking the settings page.
 */
export function effectiveSettings(stored: UpdateSettingsRequest): Settings {
  const language = settingsSchema.shape.language.safeParse(stored.language);
  const result: Settings = {
    ...DEFAULT_SETTINGS,
    language: language.success ? language.data : DEFAULT_SETTINGS.language,
  };
  for (const section of SECTIONS) {
    const merged = { ...DEFAULT_SETTINGS[section], ...(stored[section] ?? {}) };
    const parsed = settingsSchema.shape[section].safeParse(merged);
    Object.assign(result, { [section]: parsed.success ? parsed.data : DEFAULT_SETTINGS[section] });
  }
  return result;
}

/**
 * The new overrides after a partial update: only what was sent changes. The age confirmation
 * that comes with turning explicit content on is checked by the contract, never stored.
 */
export function applySettingsUpdate(
  stored: UpdateSettingsRequest,
  update: UpdateSettingsRequest,
): UpdateSettingsRequest {
  const next: UpdateSettingsRequest = { ...stored };
  if (update.language !== undefined) next.language = update.language;
  for (const section of SECTIONS) {
    const part = update[section];
    if (!part) continue;
    const { ageConfirmed: _confirmation, ...values } = part as { ageConfirmed?: true };
    Object.assign(next, { [section]: { ...stored[section], ...values } });
  }
  return next;
}
