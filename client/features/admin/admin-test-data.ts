import type {
  AdminUser,
  AiEngine,
  AiEngineTest,
  DiscountCode,
  Overview,
  SiteSettings,
} from '#common/contracts/admin';

/** Admin API answers for the panel's tests. */

export function makeOverview(overrides: Partial<Overview> = {}): Overview {
  const daily = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 2, 1 + index));
    return {
      day: date.toISOString().slice(0, 10),
      messages: index === 29 ? 40 : index % 5,
      signups: index === 10 ? 7 : index % 2,
    };
  });
  return {
    users: 1234,
    premiumUsers: 56,
    conversations: 789,
    messagesToday: 40,
    openTickets: 3,
    averageFirstResponseMinutes: 42,
    averageResolutionHours: 5.5,
    revenueThisMonth: 1499.5,
    currency: 'usd',
    daily,
    engineHealth: {
      hours: 24,
      replies: { openai: 120, builtin: 9 },
      fallbacks: [
        { reason: 'timeout', status: null, count: 5 },
        { reason: 'http', status: 503, count: 3 },
        { reason: 'context', status: 400, count: 1 },
      ],
      cutShort: 2,
    },
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '9a1b2c3d-0000-4000-8000-000000000001',
    name: 'Boris Petrov',
    email: 'boris@example.com',
    role: 'user',
    status: 'active',
    created_at: '2025-02-01T10:00:00.000Z',
    last_login: null,
    subscription: 'basic',
    ...overrides,
  };
}

export function makeDiscountCode(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: '7c1b2c3d-0000-4000-8000-0000000000d1',
    code: 'SPRING20',
    name: 'Spring sale',
    description: '',
    type: 'percentage',
    value: 20,
    max_uses: 100,
    used: 4,
    expires_at: null,
    is_active: true,
    min_amount: 0,
    created_at: '2025-03-01T00:00:00.000Z',
    updated_at: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export const SITE_SETTINGS: SiteSettings = {
  site_name: 'Amora',
  maintenance_mode: false,
  registration_enabled: true,
  ai_enabled: true,
  max_file_size: 10,
  supported_formats: ['jpg', 'png', 'gif'],
};

export const AI_ENGINE: AiEngine = {
  engine: 'openai',
  model: 'qwen2.5-3b-instruct',
  server: 'llm.internal:8080',
  apiKeySet: true,
  firstTokenTimeoutMs: 120_000,
  totalTimeoutMs: 180_000,
  contextTokens: 8192,
};

/** A connection test's report: a working provider unless `overrides` say otherwise. */
export function makeEngineTest(overrides: Partial<AiEngineTest> = {}): AiEngineTest {
  return {
    ok: true,
    engine: 'openai',
    model: 'qwen2.5-3b-instruct',
    language: 'en',
    prompt: {
      attempt: 1,
      estimatedTokens: 2038,
      contextTokens: 8192,
      budgetTokens: 7796,
      providerContextTokens: null,
      firstAttemptTokens: null,
      dropped: { history: 0, memories: 0, storyFacts: 0, summary: false },
      overBudget: false,
    },
    firstTokenMs: 1840,
    totalMs: 4210,
    replySample: 'Breathe slowly. Put on Kind of Blue.',
    failure: null,
    ...overrides,
  };
}
