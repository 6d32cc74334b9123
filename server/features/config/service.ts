import type { SiteSettings } from '#common/contracts/admin';
import type { PublicConfig } from '#common/contracts/config';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { readSiteSettings } from '#server/features/site-settings';

type PublicSettings = Pick<SiteSettings, 'maintenance_mode' | 'registration_enabled' | 'site_name'>;

/**
 * What the browser may know about this server's setup: which integrations are switched on, never
 * their secrets, and the admin's switches the web app shows (its maintenance page, whether
 * sign-up is open).
 */
export function publicConfig(config: AppConfig, settings: PublicSettings): PublicConfig {
  return {
    googleClientId: config.google.clientId,
    payments: config.stripe.secretKey ? 'stripe' : 'sandbox',
    voice: config.realtime.apiKey !== null,
    replyEngine: config.llm.baseUrl || config.llm.apiKey ? 'openai' : 'builtin',
    maintenance: settings.maintenance_mode,
    registrationEnabled: settings.registration_enabled,
    siteName: settings.site_name,
  };
}

/** `GET /api/config`: the setup with the current site settings. */
export async function readPublicConfig(config: AppConfig, db: Database): Promise<PublicConfig> {
  return publicConfig(config, await readSiteSettings(db));
}
