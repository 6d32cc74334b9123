import type { FastifyPluginAsync } from 'fastify';
import { deliverCompanionMessage } from '#server/features/notifications';
import type { ReplyEngines } from '#server/features/replies';
import { findFollowUpUsers, followUpUser, type FollowUpDeps } from './service';

/** The round that finds users who may be due a follow-up (every FOLLOW_UPS_SCAN_MINUTES). */
export const FOLLOW_UPS_SCAN_JOB = 'follow-ups-scan';
/** One user's follow-up: decided and, if due, written and stored. */
export const FOLLOW_UP_JOB = 'follow-up';

/** The cron expression for a round every `minutes` minutes (60: on the hour). */
export function scanCron(minutes: number): string {
  return minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`;
}

/**
 * Follow-ups on the job queue (plugins/jobs.ts): a scheduled round queues one job per user who
 * may be due, at most one waiting and one running per user (stately, keyed by user); any
 * process works them. A job whose process dies is retried after its expiry, and the follow-up's
 * own claim (service.ts) keeps a retry or a second process from sending it twice.
 */
export const followUpJobs: FastifyPluginAsync<{ engines: ReplyEngines }> = async (
  app,
  { engines },
) => {
  const minutes = app.config.followUpScanMinutes;
  if (minutes === 0) return;
  const deps: FollowUpDeps = { db: app.db, clock: app.clock, engines };
  app.jobs.define({
    name: FOLLOW_UPS_SCAN_JOB,
    cron: scanCron(minutes),
    policy: 'stately',
    expireInSeconds: 10 * 60,
    retryLimit: 0,
    handler: async () => {
      for (const userId of await findFollowUpUsers(app.db, app.clock())) {
        await app.jobs.send(FOLLOW_UP_JOB, { userId }, { singletonKey: userId });
      }
    },
  });
  app.jobs.define<{ userId: string }>({
    name: FOLLOW_UP_JOB,
    policy: 'stately',
    // Longer than a provider may take to write it (LLM_TOTAL_TIMEOUT_MS), then tried again.
    expireInSeconds: Math.ceil(app.config.llm.totalTimeoutMs / 1000) + 60,
    retryLimit: 5,
    retryDelaySeconds: 30,
    concurrency: 2,
    handler: async ({ userId }) => {
      const outcome = await followUpUser(deps, userId);
      if (!outcome.sent) return;
      const { followUp } = outcome;
      app.log.info(
        { reason: followUp.reason, companionId: followUp.companionId },
        'Follow-up sent',
      );
      // Stored is what counts: she wrote, and the chat shows it unread. A failed delivery is
      // logged, not retried (a retry finds the follow-up sent and would deliver nothing).
      try {
        await deliverCompanionMessage(app, {
          userId,
          companionId: followUp.companionId,
          conversationId: followUp.conversationId,
          messageId: followUp.messageId,
          text: followUp.content,
        });
      } catch (error) {
        app.log.error({ err: error }, 'Follow-up delivery failed');
      }
    },
  });
};
