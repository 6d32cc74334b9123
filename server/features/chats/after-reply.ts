import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import type { JsonWriter } from '#server/features/replies';
import { learnFromMessage, type ToldMessage } from '#server/features/memories';
import { refreshSummary, type SummaryLogger } from './rolling-summary';

/**
 * Work that follows a stored reply and must never delay one: the provider reads the user's
 * message for facts (the rules already did, before the reply), and the rolling summary takes
 * the turns that fell out of the window. One job at a time per process: a CPU-only provider
 * answers one request at a time anyway, and the user's next reply should wait behind at most
 * one of these. Jobs that pile up past a limit are dropped (the rules' facts and the next
 * summary update cover them). Closing aborts the running job and waits for it.
 */

const MAX_WAITING = 50;

export interface AfterReplyJob {
  conversationId: string;
  /** The user's message just answered; null when it was read already (a regenerated reply). */
  told: ToldMessage | null;
}

export interface AfterReplyQueue {
  add(job: AfterReplyJob): void;
  /** Settles when every job added so far is done (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createAfterReplyQueue(deps: {
  db: Database;
  clock: Clock;
  writer: JsonWriter | null;
  logger: SummaryLogger;
}): AfterReplyQueue {
  const controller = new AbortController();
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;

  const run = async (job: AfterReplyJob) => {
    const { signal } = controller;
    if (signal.aborted) return;
    try {
      if (deps.writer && job.told) {
        await learnFromMessage(deps.db, deps.clock, deps.logger, job.told, {
          writer: deps.writer,
          signal,
        });
      }
      if (signal.aborted) return;
      await refreshSummary(deps.db, deps.writer, job.conversationId, {
        logger: deps.logger,
        signal,
      });
    } catch (error) {
      if (!signal.aborted) {
        deps.logger.warn(
          { failure: error instanceof Error ? error.name : typeof error },
          'Work after a reply failed',
        );
      }
    }
  };

  return {
    add(job) {
      if (controller.signal.aborted) return;
      if (waiting >= MAX_WAITING) {
        deps.logger.warn({ waiting }, 'Too much work after replies; one job was dropped');
        return;
      }
      waiting += 1;
      tail = tail
        .then(() => run(job))
        .finally(() => {
          waiting -= 1;
        });
    },
    idle: () => tail,
    async close() {
      controller.abort();
      await tail;
    },
  };
}
