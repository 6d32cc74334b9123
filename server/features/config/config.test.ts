import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicConfig } from './service';

describe('GET /api/config', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('describes the built-in setup when no integration is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      googleClientId: null,
      payments: 'sandbox',
      voice: false,
      replyEngine: 'builtin',
      maintenance: false,
      registrationEnabled: true,
    });
  });
});

describe('publicConfig', () => {
  it('switches integrations on by their settings and never exposes a secret', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      REALTIME_API_KEY: 'rt-secret',
      LLM_API_KEY: 'llm-secret',
    });
    const result = publicConfig(config);
    expect(result).toMatchObject({
      googleClientId: 'client-123.apps.googleusercontent.com',
      payments: 'stripe',
      voice: true,
      replyEngine: 'openai',
    });
    expect(JSON.stringify(result)).not.toMatch(/secret/);
  });

  it('uses the OpenAI-compatible engine for a local server without a key', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(publicConfig(config).replyEngine).toBe('openai');
  });
});
