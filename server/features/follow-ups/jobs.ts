import type { FastifyPluginAsync } from 'fastify';
import type { NotificationDeps } from '#server/features/notifications';
import type { ReplyEngines } from '#server/features/replies';
import { deliverFollowUp, redeliverFollowUps } from './delivery';
import {
  findFollowUpUsers,
  followUpUser,
  type FollowUpDeps,
  type FollowUpOutcome,
} from './service';

/** The round that finds users who may be due a follow-up (every FOLLOW_UPS_SCAN_MINUTES). */
export const FOLLOW_UPS_SCAN_JOB = 'follow-ups-scan';
/** One user's follow-up: decided and, if due, written and stored. */
export const FOLLOW_UP_JOB = 'follow-up';

/** The cron expression for a round every `minutes` minutes (60: on the hour). */
export function scanCron(minutes: number): string {
  return minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`;
}

/**
 * One user's follow-up job: decided, written and stored (followUpUser), then brought to the
 * user's notice on the channel they chose, by push or e-mail (decision 023). The message is in
 * the chat either way: a notification that fails is logged, and the job is not retried for it
 * (the follow-up's claim would refuse a second message anyway). If this process dies before
 * the notification, the next round's redeliverFollowUps sends it (delivery.ts).
 */
export async function runFollowUp(
  app: NotificationDeps,
  deps: FollowUpDeps,
  userId: string,
): Promise<FollowUpOutcome> {
  const outcome = await followUpUser(deps, userId);
  if (!outcome.sent) return outcome;
  try {
    await deliverFollowUp(app, outcome.followUp.id);
  } catch (error) {
    // Stored and still owed: the next round sends it (a retry of this job would not).
    app.log.error({ err: error, followUpId: outcome.followUp.id }, 'Follow-up delivery failed');
  }
  return outcome;
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
      await redeliverFollowUps(app);
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
      await runFollowUp(app, deps, userId);
    },
  });
};
