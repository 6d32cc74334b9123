import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, discountCodes, subscriptions } from '#server/db/schema';
import { asUser, createTestClock, registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import {
  checkout,
  confirm,
  createDiscountCode,
  findDiscountCodeRow,
  me,
  pay,
} from './billing-test-support';

/**
 * A discount code is checked again when the payment is taken, in the transaction that counts
 * its use: a checkout opened while the code held does not keep the discount once it no longer
 * does. These failed when the code was checked only as the checkout opened.
 */

const clock = createTestClock(new Date('2030-03-01T10:00:00Z'));
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now });
});
afterAll(() => ctx.close());

const PREMIUM_MONTHLY = { plan_id: 'premium', billing_cycle: 'monthly' } as const;

async function subscriptionsOf(userId: string) {
  return ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

async function sessionRow(sessionId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, sessionId));
  return row!;
}

describe('a discount code is re-validated when a sandbox payment is taken', () => {
  it('gives one discount for a code with one use, however many checkouts opened before', async () => {
    await createDiscountCode(ctx.database.db, { code: 'ONLYONCE', value: 50, maxUses: 1 });
    const buyers = await Promise.all([1, 2, 3].map(() => registerUser(ctx.app)));
    // All three open a checkout while the code still has its one use.
    const sessions = await Promise.all(
      buyers.map((buyer) =>
        checkout(ctx.app, buyer.token, { ...PREMIUM_MONTHLY, discount_code: 'onlyonce' }),
      ),
    );
    // All three pay at the same moment.
    const paid = await Promise.all(
      buyers.map((buyer, index) => pay(ctx.app, buyer.token, sessions[index]!.sessionId)),
    );
    const statuses = paid.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect((await findDiscountCodeRow(ctx.database.db, 'ONLYONCE')).used).toBe(1);

    for (const [index, response] of paid.entries()) {
      const buyer = buyers[index]!;
      const own = await subscriptionsOf(buyer.user.id);
      if (response.statusCode === 200) {
        expect(own).toHaveLength(1);
        expect((await me(ctx.app, buyer.token)).plan).toBe('premium');
        continue;
      }
      // Refused: no subscription, no plan, nothing charged, and a way on without the code.
      expect(response.json()).toMatchObject({
        code: 'DISCOUNT_NO_LONGER_VALID',
        reason: 'exhausted',
        discountCode: 'ONLYONCE',
        refunded: false,
        plan_id: 'premium',
        billing_cycle: 'monthly',
      });
      expect(response.json().error).toContain('Nothing was charged');
      expect(own).toHaveLength(0);
      expect((await me(ctx.app, buyer.token)).plan).toBe('basic');
      const sessionId = sessions[index]!.sessionId;
      expect((await sessionRow(sessionId)).status).toBe('rejected');
      // Paying again is refused the same way; the hosted page says why.
      const again = await pay(ctx.app, buyer.token, sessionId);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('DISCOUNT_NO_LONGER_VALID');
      const page = await asUser(
        ctx.app,
        buyer.token,
        'GET',
        `/api/stripe/sandbox/sessions/${sessionId}`,
      );
      expect(page.json().session).toMatchObject({
        status: 'rejected',
        rejection_reason: 'exhausted',
      });
      const welcome = await confirm(ctx.app, buyer.token, sessionId);
      expect(welcome.statusCode).toBe(409);
      expect(welcome.json().code).toBe('DISCOUNT_NO_LONGER_VALID');
      // The way on: the same plan without the code, at the full price, paid once.
      const plain = await checkout(ctx.app, buyer.token, PREMIUM_MONTHLY);
      const session = await asUser(
        ctx.app,
        buyer.token,
        'GET',
        `/api/stripe/sandbox/sessions/${plain.sessionId}`,
      );
      expect(session.json().session).toMatchObject({ total: 14.99, discount: null });
      expect((await pay(ctx.app, buyer.token, plain.sessionId)).statusCode).toBe(200);
      expect(await subscriptionsOf(buyer.user.id)).toHaveLength(1);
    }
    expect((await findDiscountCodeRow(ctx.database.db, 'ONLYONCE')).used).toBe(1);
  });

  it('refuses a code switched off after the checkout opened', async () => {
    const code = await createDiscountCode(ctx.database.db, { code: 'SWITCHEDOFF', value: 90 });
    const buyer = await registerUser(ctx.app);
    const { sessionId } = await checkout(ctx.app, buyer.token, {
      plan_id: 'pro',
      billing_cycle: 'yearly',
      discount_code: 'SWITCHEDOFF',
    });
    await ctx.database.db
      .update(discountCodes)
      .set({ isActive: false })
      .where(eq(discountCodes.id, code.id));
    const response = await pay(ctx.app, buyer.token, sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DISCOUNT_NO_LONGER_VALID', reason: 'inactive' });
    expect(await subscriptionsOf(buyer.user.id)).toHaveLength(0);
    expect((await findDiscountCodeRow(ctx.database.db, 'SWITCHEDOFF')).used).toBe(0);
  });

  it('refuses a code that expired, or was deleted, or got a higher minimum since', async () => {
    const expiring = await createDiscountCode(ctx.database.db, {
      code: 'SOONGONE',
      expiresAt: new Date(clock.now().getTime() + 60 * 60_000),
    });
    const raised = await createDiscountCode(ctx.database.db, { code: 'RAISED' });
    const deleted = await createDiscountCode(ctx.database.db, { code: 'DELETED' });
    const buyers = await Promise.all([1, 2, 3].map(() => registerUser(ctx.app)));
    const [a, b, c] = await Promise.all(
      ['SOONGONE', 'RAISED', 'DELETED'].map((code, index) =>
        checkout(ctx.app, buyers[index]!.token, { ...PREMIUM_MONTHLY, discount_code: code }),
      ),
    );
    clock.advance(2 * 60 * 60_000);
    await ctx.database.db
      .update(discountCodes)
      .set({ minAmount: 100 })
      .where(eq(discountCodes.id, raised.id));
    await ctx.database.db.delete(discountCodes).where(eq(discountCodes.id, deleted.id));

    const reasons = [];
    for (const [index, session] of [a!, b!, c!].entries()) {
      const response = await pay(ctx.app, buyers[index]!.token, session.sessionId);
      expect(response.statusCode).toBe(409);
      reasons.push(response.json().reason);
    }
    expect(reasons).toEqual(['expired', 'min_amount', 'not_found']);
    expect(expiring.used).toBe(0);
  });

  it('still gives the discount while the code holds, and counts it once', async () => {
    await createDiscountCode(ctx.database.db, { code: 'STILLGOOD', value: 20, maxUses: 5 });
    const buyer = await registerUser(ctx.app);
    const { sessionId } = await checkout(ctx.app, buyer.token, {
      ...PREMIUM_MONTHLY,
      discount_code: 'STILLGOOD',
    });
    const [first, second] = await Promise.all([
      pay(ctx.app, buyer.token, sessionId),
      pay(ctx.app, buyer.token, sessionId),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect((await confirm(ctx.app, buyer.token, sessionId)).statusCode).toBe(200);
    expect((await findDiscountCodeRow(ctx.database.db, 'STILLGOOD')).used).toBe(1);
    expect((await sessionRow(sessionId)).totalCents).toBe(1199);
  });
});
