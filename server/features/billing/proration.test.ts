import { describe, expect, it } from 'vitest';
import { planChangeChargeCents, proratedUpgradeCents } from './proration';

const start = new Date('2030-01-15T10:00:00Z');
const end = new Date('2030-02-15T10:00:00Z');
const base = {
  fromPlan: 'premium' as const,
  toPlan: 'pro' as const,
  billingCycle: 'monthly' as const,
  periodStart: start,
  periodEnd: end,
};

describe('proratedUpgradeCents', () => {
  it('charges the whole difference at the start of the period', () => {
    expect(proratedUpgradeCents({ ...base, now: start })).toBe(3999 - 1499);
  });

  it('charges the remaining fraction, rounded down to the cent', () => {
    // 31 days; 10 of them left: 2500 * 10 / 31 = 806.45… → 806.
    const now = new Date('2030-02-05T10:00:00Z');
    expect(proratedUpgradeCents({ ...base, now })).toBe(806);
  });

  it('uses the yearly prices for a yearly subscription', () => {
    const yearEnd = new Date('2031-01-15T10:00:00Z');
    const half = new Date((start.getTime() + yearEnd.getTime()) / 2);
    expect(
      proratedUpgradeCents({ ...base, billingCycle: 'yearly', periodEnd: yearEnd, now: half }),
    ).toBe(Math.floor((39999 - 14999) / 2));
  });

  it('is zero for a downgrade or the same plan', () => {
    expect(proratedUpgradeCents({ ...base, fromPlan: 'pro', toPlan: 'premium', now: start })).toBe(
      0,
    );
    expect(proratedUpgradeCents({ ...base, toPlan: 'premium', now: start })).toBe(0);
  });

  it('is zero once the period is over and without a period', () => {
    expect(proratedUpgradeCents({ ...base, now: new Date('2030-03-01T00:00:00Z') })).toBe(0);
    expect(proratedUpgradeCents({ ...base, periodEnd: null, now: start })).toBe(0);
  });

  it('never charges more than the difference when the clock is before the period', () => {
    expect(proratedUpgradeCents({ ...base, now: new Date('2030-01-01T00:00:00Z') })).toBe(2500);
  });
});

describe('planChangeChargeCents', () => {
  const current = {
    planId: 'premium' as const,
    billingCycle: 'monthly' as const,
    currentPeriodStart: start,
    currentPeriodEnd: end,
  };

  it('charges the new cycle in full', () => {
    expect(planChangeChargeCents(current, { planId: 'pro', billingCycle: 'yearly' }, start)).toBe(
      39999,
    );
  });

  it('prorates a same-cycle upgrade and charges nothing for a downgrade', () => {
    expect(planChangeChargeCents(current, { planId: 'pro', billingCycle: 'monthly' }, start)).toBe(
      2500,
    );
    const pro = { ...current, planId: 'pro' as const };
    expect(planChangeChargeCents(pro, { planId: 'premium', billingCycle: 'monthly' }, start)).toBe(
      0,
    );
  });
});
