import type { Plan, Quote, SandboxSession, Subscription } from '#common/contracts/billing';

/** The three plans as `GET /api/plans?lang=en` sends them, for tests. */
export function makePlans(): Plan[] {
  return [
    {
      id: 'basic',
      name: 'Free',
      description: 'Get to know Amora.',
      price: { monthly: 0, yearly: 0 },
      currency: 'usd',
      features: ['30 messages a day', 'Three companions'],
      popular: false,
      free: true,
      dailyMessages: 30,
      yearlyPerMonth: 0,
      yearlySaving: 0,
    },
    {
      id: 'premium',
      name: 'Premium',
      description: 'The full experience.',
      price: { monthly: 14.99, yearly: 149.99 },
      currency: 'usd',
      features: ['20x more messages', 'Premium companions', 'Exclusive photos'],
      popular: true,
      free: false,
      dailyMessages: 600,
      yearlyPerMonth: 12.5,
      yearlySaving: 29.89,
    },
    {
      id: 'pro',
      name: 'Pro',
      description: 'Everything, unlimited.',
      price: { monthly: 39.99, yearly: 399.99 },
      currency: 'usd',
      features: ['Unlimited conversations', 'Voice calls', 'Exclusive models'],
      popular: false,
      free: false,
      dailyMessages: null,
      yearlyPerMonth: 33.33,
      yearlySaving: 79.89,
    },
  ];
}

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    plan_id: 'premium',
    billing_cycle: 'monthly',
    currency: 'usd',
    subtotal: 14.99,
    annualDiscountPercent: 0,
    yearlySaving: 0,
    discount: null,
    tax: 0,
    total: 14.99,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: '0b7f3c2e-9d41-4c5a-8e7f-1a2b3c4d5e6f',
    plan_id: 'premium',
    status: 'active',
    billing_cycle: 'monthly',
    current_period_end: '2099-04-14T10:00:00.000Z',
    cancel_at_period_end: false,
    scheduled_change: null,
    provider: 'sandbox',
    created_at: '2099-03-14T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSandboxSession(overrides: Partial<SandboxSession> = {}): SandboxSession {
  return {
    id: 'cs_test_123',
    plan_id: 'premium',
    billing_cycle: 'monthly',
    currency: 'usd',
    subtotal: 14.99,
    discount: null,
    total: 14.99,
    status: 'open',
    rejection_reason: null,
    email: 'ana@example.com',
    success_url: 'http://localhost/en/welcome-premium?session_id=cs_test_123',
    cancel_url: 'http://localhost/en/plans',
    expires_at: '2099-03-14T11:00:00.000Z',
    ...overrides,
  };
}
