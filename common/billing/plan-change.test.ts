import { describe, expect, it } from 'vitest';
import { planChangeTiming } from './plan-change';

describe('planChangeTiming', () => {
  it('schedules a lower plan for the period end, whatever the cycle', () => {
    const pro = { planId: 'pro', billingCycle: 'monthly' } as const;
    expect(planChangeTiming(pro, { planId: 'premium', billingCycle: 'monthly' })).toBe(
      'period_end',
    );
    expect(planChangeTiming(pro, { planId: 'premium', billingCycle: 'yearly' })).toBe('period_end');
    expect(
      planChangeTiming(
        { planId: 'pro', billingCycle: 'yearly' },
        { planId: 'premium', billingCycle: 'monthly' },
      ),
    ).toBe('period_end');
  });

  it('schedules yearly to monthly on the same plan (the year is paid)', () => {
    expect(
      planChangeTiming(
        { planId: 'premium', billingCycle: 'yearly' },
        { planId: 'premium', billingCycle: 'monthly' },
      ),
    ).toBe('period_end');
  });

  it('applies a higher plan or monthly to yearly at once', () => {
    const premium = { planId: 'premium', billingCycle: 'monthly' } as const;
    expect(planChangeTiming(premium, { planId: 'pro', billingCycle: 'monthly' })).toBe('now');
    expect(planChangeTiming(premium, { planId: 'premium', billingCycle: 'yearly' })).toBe('now');
    expect(
      planChangeTiming(
        { planId: 'premium', billingCycle: 'yearly' },
        { planId: 'pro', billingCycle: 'monthly' },
      ),
    ).toBe('now');
  });
});
