import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_SETTINGS, REACH_OUT_CHANNELS } from '#common/contracts/settings';
import { linkBaseUrl } from '#server/features/mail';
import { findDeliveryFacts } from './delivery-repository';
import { chatPath, companionName, messagePayload, type NotifyingCompanion } from './payload';
import type { PushTally } from './push-service';
import { createUnsubscribeUrl } from './unsubscribe-service';

/** What a delivery needs of the app: `deliverCompanionMessage(app, ...)` from a job works too. */
export type NotificationDeps = Pick<
  FastifyInstance,
  'db' | 'config' | 'clock' | 'log' | 'mailer' | 'push'
>;

/** A companion's message, already stored in the conversation, to bring to the user's notice. */
export interface CompanionMessage {
  userId: string;
  companionId: string;
  conversationId: string;
  messageId: string;
  text: string;
  /** When it was written; now by default. */
  at?: Date;
}

/** Why nothing was sent (the caller may log it; none of these is an error). */
export type SkipReason =
  | 'no_account'
  | 'account_inactive'
  | 'channel_none'
  | 'companion_off'
  | 'push_disabled'
  | 'no_browsers'
  | 'email_unverified';

export type DeliveryOutcome =
  | ({ channel: 'push' } & PushTally)
  | { channel: 'email' }
  | { channel: 'none'; reason: SkipReason };

/** A push message waits a day for an offline browser: a follow-up is stale after that. */
const MESSAGE_TTL_SECONDS = 24 * 60 * 60;
/** The longest message an e-mail quotes (a companion's messages are far shorter). */
const MAX_EMAIL_MESSAGE_LENGTH = 4000;

const channelSchema = z.enum(REACH_OUT_CHANNELS);

/**
 * Brings a companion's stored message to the user outside the app, on the channel the user
 * chose (Settings > Notifications): Web Push to every subscribed browser, each in its own
 * language, or an e-mail in the account's language with a one-click unsubscribe. Nothing goes to
 * an account that is not active, for a companion the user turned off, or with the channel none.
 * Quiet hours and the daily cap are the caller's (the follow-up engine decides when to write).
 */
export async function deliverCompanionMessage(
  app: NotificationDeps,
  message: CompanionMessage,
): Promise<DeliveryOutcome> {
  const facts = await findDeliveryFacts(app.db, message.userId, message.companionId);
  if (!facts) return { channel: 'none', reason: 'no_account' };
  if (facts.status !== 'active') return { channel: 'none', reason: 'account_inactive' };
  const stored = channelSchema.safeParse(facts.storedChannel);
  const channel = stored.success ? stored.data : DEFAULT_SETTINGS.reachOut.channel;
  if (channel === 'none') return { channel: 'none', reason: 'channel_none' };
  if (!facts.companionEnabled) return { channel: 'none', reason: 'companion_off' };
  const companion: NotifyingCompanion = facts;
  const at = message.at ?? app.clock();

  if (channel === 'push') {
    if (!app.push.enabled) return { channel: 'none', reason: 'push_disabled' };
    const tally = await app.push.sendToUser(
      message.userId,
      (subscription) =>
        messagePayload({
          companion,
          conversationId: message.conversationId,
          messageId: message.messageId,
          text: message.text,
          language: subscription.language,
          at,
        }),
      { ttlSeconds: MESSAGE_TTL_SECONDS, urgency: 'normal' },
    );
    if (tally.sent + tally.failed + tally.removed === 0) {
      return { channel: 'none', reason: 'no_browsers' };
    }
    return { channel: 'push', ...tally };
  }

  // E-mail only to an address its owner proved: anyone can sign up with someone else's.
  if (!facts.emailVerifiedAt) return { channel: 'none', reason: 'email_unverified' };
  const baseUrl = linkBaseUrl(app.config);
  const language = facts.language;
  await app.mailer.send({
    to: facts.email,
    language,
    userId: message.userId,
    template: 'companion_message',
    name: facts.firstName || facts.username,
    companionName: companionName(companion, language),
    message: message.text.trim().slice(0, MAX_EMAIL_MESSAGE_LENGTH),
    chatUrl: `${baseUrl}${chatPath(companion, language)}`,
    unsubscribeUrl: await createUnsubscribeUrl(app.db, baseUrl, message.userId, language),
  });
  return { channel: 'email' };
}
