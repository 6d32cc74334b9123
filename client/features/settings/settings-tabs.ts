export const SETTINGS_TABS = [
  'account',
  'privacy',
  'notifications',
  'subscription',
  'appearance',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab a `?tab=` value selects; anything else selects Account. */
export function settingsTabOf(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '')
    ? (value as SettingsTab)
    : 'account';
}
