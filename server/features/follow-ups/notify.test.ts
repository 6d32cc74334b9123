import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '#common/contracts/push';
import { loadConfig } from '#server/config';
import { followUps, users } from '#server/db/schema';
import { waitForMails } from '#server/features/mail/outbox-test-support';
import { createReplyEngines } from '#server/features/replies';
import { asUser } from '#server/test/accounts';
import {
  createSecondApp,
  createTestApp,
  type SecondApp,
  type TestApp,
} from '#server/test/test-app';
import { createPushBrowser } from '#tests/fakes/push-browser';
import { startFakePushService, type FakePushService } from '#tests/fakes/push-service';
import { DAY, setReachOut, userWhoTold } from './follow-ups-test-support';
import { redeliverFollowUps } from './delivery';
import { runFollowUp } from './jobs';
import { followUpUser } from './service';
import type { FollowUpDeps } from './service';

/** A follow-up job stores her message and then brings it to the user: push or e-mail. */

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let fake: FakePushService;
let ctx: TestApp;
let second: SecondApp;
let deps: FollowUpDeps;

beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await createTestApp({
    clock: clock.now,
    engineTuning: { wordDelayMs: 0 },
    env: { PUSH_SERVICE_HOSTS: '127.0.0.1', PUBLIC_URL: 'https://amora.example' },
    pushAgent: fake.agent,
  });
  // Another process on the same database, for making up for a notification from either.
  second = await createSecondApp(ctx, {
    clock: clock.now,
    engineTuning: { wordDelayMs: 0 },
    env: { PUSH_SERVICE_HOSTS: '127.0.0.1', PUBLIC_URL: 'https://amora.example' },
    pushAgent: fake.agent,
  });
  deps = {
    db: ctx.database.db,
    clock: clock.now,
    engines: createReplyEngines(loadConfig({}), { wordDelayMs: 0 }),
  };
});
afterAll(async () => {
  await second.close();
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  offset = 0;
});

describe('a follow-up job', () => {
  it("pushes her follow-up to the user's browser, in Bulgarian, opening her chat", async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['Утре имам интервю за работа.']);
    const browser = createPushBrowser();
    const endpoint = fake.endpoint(`follow-up-${user.user.id}`);
    const subscribed = await asUser(
      ctx.app,
      user.token,
      'POST',
      '/api/notifications/subscriptions',
      {
        endpoint,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
        language: 'bg',
      },
    );
    expect(subscribed.statusCode).toBe(201);
    const from = fake.received.length;

    offset += DAY;
    const outcome = await runFollowUp(ctx.app, deps, user.user.id);
    expect(outcome.sent).toBe(true);
    if (!outcome.sent) return;

    const pushes = fake.received.slice(from);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.problems).toEqual([]);
    const payload = pushPayloadSchema.parse(JSON.parse(browser.decrypt(pushes[0]!.body)));
    expect(payload).toMatchObject({
      kind: 'message',
      title: 'София',
      url: '/bg/chat/sophia',
      conversationId: chat.id,
      messageId: outcome.followUp.messageId,
    });
    // Her message itself (on one line, cut with "…" if long).
    expect(payload.body.length).toBeGreaterThan(0);
    expect(outcome.followUp.content.replace(/\s+/g, ' ').trim()).toContain(
      payload.body.replace(/…$/, ''),
    );

    // A second run finds nothing due and pushes nothing.
    expect((await runFollowUp(ctx.app, deps, user.user.id)).sent).toBe(false);
    expect(fake.received.slice(from)).toHaveLength(1);
  });

  it('e-mails it to a user who chose e-mail', async () => {
    const { user } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.user.id));
    await setReachOut(ctx.app, user, { channel: 'email' });
    offset += DAY;
    const outcome = await runFollowUp(ctx.app, deps, user.user.id);
    expect(outcome.sent).toBe(true);
    if (!outcome.sent) return;
    const [mail] = await waitForMails(ctx.database.db, user.email, 'companion_message');
    expect(mail!.subject).toBe('Sophia wrote to you on Amora');
    expect(mail!.textBody).toContain(outcome.followUp.content);
    expect(mail!.textBody).toContain('https://amora.example/en/chat/sophia');
  });
});

/** A user subscribed to push in one browser, told a plan a day ago: her follow-up is due. */
async function subscribedUserWithPlan() {
  const { user } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
  const browser = createPushBrowser();
  const endpointId = `owed-${user.user.id}`;
  const subscribed = await asUser(ctx.app, user.token, 'POST', '/api/notifications/subscriptions', {
    endpoint: fake.endpoint(endpointId),
    keys: { p256dh: browser.p256dh, auth: browser.auth },
    language: 'en',
  });
  expect(subscribed.statusCode).toBe(201);
  offset += DAY;
  const pushes = () => fake.received.filter((push) => push.id === endpointId);
  return { user, browser, pushes };
}

/** As if the process that stored it had died before its notification: stored, never sent. */
async function storedNotDelivered(userId: string, storedAgo: string) {
  const outcome = await followUpUser(deps, userId);
  expect(outcome.sent).toBe(true);
  if (!outcome.sent) throw new Error('no follow-up');
  await ctx.database.db
    .update(followUps)
    .set({ createdAt: sql`now() - ${storedAgo}::interval` })
    .where(eq(followUps.id, outcome.followUp.id));
  return outcome.followUp;
}

async function deliveredAt(id: string) {
  const [row] = await ctx.database.db
    .select({ deliveredAt: followUps.deliveredAt })
    .from(followUps)
    .where(eq(followUps.id, id));
  return row!.deliveredAt;
}

describe('a follow-up whose process died before its notification', () => {
  it('is pushed by the next round, once, however many processes run it at once', async () => {
    const { browser, pushes, user } = await subscribedUserWithPlan();
    const followUp = await followUpUser(deps, user.user.id);
    expect(followUp.sent).toBe(true);
    if (!followUp.sent) return;
    // Just stored: its own job may still be delivering it.
    await redeliverFollowUps(ctx.app);
    expect(pushes()).toHaveLength(0);
    expect(await deliveredAt(followUp.followUp.id)).toBeNull();

    await ctx.database.db
      .update(followUps)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(followUps.id, followUp.followUp.id));
    const rounds = await Promise.all([
      redeliverFollowUps(ctx.app),
      redeliverFollowUps(second.app),
      redeliverFollowUps(ctx.app),
    ]);
    expect(rounds.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(pushes()).toHaveLength(1);
    expect(pushes()[0]!.problems).toEqual([]);
    const payload = pushPayloadSchema.parse(JSON.parse(browser.decrypt(pushes()[0]!.body)));
    expect(payload).toMatchObject({
      kind: 'message',
      title: 'Sophia',
      conversationId: followUp.followUp.conversationId,
      messageId: followUp.followUp.messageId,
    });
    expect(await deliveredAt(followUp.followUp.id)).not.toBeNull();

    // Later rounds owe nothing more.
    expect(await redeliverFollowUps(second.app)).toBe(0);
    expect(pushes()).toHaveLength(1);
  });

  it('is given up after a day: marked, nothing sent', async () => {
    const { pushes, user } = await subscribedUserWithPlan();
    const followUp = await storedNotDelivered(user.user.id, '25 hours');
    expect(await redeliverFollowUps(ctx.app)).toBe(1);
    expect(pushes()).toHaveLength(0);
    expect(await deliveredAt(followUp.id)).not.toBeNull();
  });

  it('is not sent again after its own job delivered it', async () => {
    const { pushes, user } = await subscribedUserWithPlan();
    const outcome = await runFollowUp(ctx.app, deps, user.user.id);
    expect(outcome.sent).toBe(true);
    if (!outcome.sent) return;
    expect(pushes()).toHaveLength(1);
    await ctx.database.db
      .update(followUps)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(followUps.id, outcome.followUp.id));
    expect(await redeliverFollowUps(second.app)).toBe(0);
    expect(pushes()).toHaveLength(1);
  });
});
