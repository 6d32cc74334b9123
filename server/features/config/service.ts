import type { PublicConfig } from '../../../common/contracts/config';
import type { AppConfig } from '../../config';

/**
 * What the browser may know about this server's setup: which integrations are switched on, never
 * their secrets. Maintenance and registration are fixed until the admin issue stores them as
 * settings in the database (then this reads them through a repository).
 */
export function publicConfig(config: AppConfig): PublicConfig {
  return {
    googleClientId: config.google.clientId,
    payments: config.stripe.secretKey ? 'stripe' : 'sandbox',
    voice: config.realtime.apiKey !== null,
    replyEngine: config.llm.baseUrl || config.llm.apiKey ? 'openai' : 'builtin',
    maintenance: false,
    registrationEnabled: true,
  };
}
