import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config';

describe('loadConfig', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({}, '/srv/amora');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      dataDir: path.resolve('/srv/amora/data'),
      databaseUrl: null,
      admin: null,
      freeDailyMessages: 30,
      webConcurrency: 1,
    });
    expect(config.realtime).toMatchObject({ model: 'gpt-4o-realtime-preview', voice: 'alloy' });
    // A small model on a CPU-only server needs minutes, not seconds.
    expect(config.llm).toMatchObject({
      firstTokenTimeoutMs: 120_000,
      totalTimeoutMs: 180_000,
      contextTokens: 8192,
    });
  });

  it('runs the job queue and follow-ups every 10 minutes by default, and reads both settings', () => {
    expect(loadConfig({})).toMatchObject({ jobsEnabled: true, followUpScanMinutes: 10 });
    expect(loadConfig({ JOBS_ENABLED: 'false', FOLLOW_UPS_SCAN_MINUTES: '0' })).toMatchObject({
      jobsEnabled: false,
      followUpScanMinutes: 0,
    });
    expect(() => loadConfig({ JOBS_ENABLED: 'yes' })).toThrow(/JOBS_ENABLED must be true or false/);
    expect(() => loadConfig({ FOLLOW_UPS_SCAN_MINUTES: '61' })).toThrow(
      /FOLLOW_UPS_SCAN_MINUTES must be a whole number from 0 to 60/,
    );
  });

  it('reads the provider’s timeouts and context window', () => {
    const config = loadConfig({
      LLM_TIMEOUT_MS: '15000',
      LLM_TOTAL_TIMEOUT_MS: '45000',
      LLM_CONTEXT_TOKENS: '4096',
    });
    expect(config.llm).toMatchObject({
      firstTokenTimeoutMs: 15_000,
      totalTimeoutMs: 45_000,
      contextTokens: 4096,
    });
  });

  it('reads every group of settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/amora',
      DATABASE_URL: 'postgres://u:p@db:5432/amora',
      ADMIN_EMAIL: 'Admin@Example.com',
      ADMIN_PASSWORD: 'Correct horse 9',
      STRIPE_PRICE_PRO_YEARLY: 'price_123',
      FREE_DAILY_MESSAGES: '50',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/amora');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/amora');
    expect(config.admin).toEqual({ email: 'admin@example.com', password: 'Correct horse 9' });
    expect(config.stripe.prices.proYearly).toBe('price_123');
    expect(config.freeDailyMessages).toBe(50);
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', LOG_LEVEL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.logLevel).toBe('info');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number from 0 to 65535/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a URL starting with postgres:/],
    [{ PUBLIC_URL: 'example.com' }, /PUBLIC_URL/],
    [{ ADMIN_EMAIL: 'admin@example.com' }, /ADMIN_PASSWORD must be set together/],
    [
      { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'all lower case 1' },
      /ADMIN_PASSWORD must be at least 8 characters long with an upper-case letter/,
    ],
    [{ FREE_DAILY_MESSAGES: '-1' }, /FREE_DAILY_MESSAGES/],
    [{ LLM_TIMEOUT_MS: '10s' }, /LLM_TIMEOUT_MS must be a whole number/],
    [{ LLM_CONTEXT_TOKENS: '100' }, /LLM_CONTEXT_TOKENS must be a whole number from 1024/],
    [
      { LLM_TIMEOUT_MS: '60000', LLM_TOTAL_TIMEOUT_MS: '30000' },
      /LLM_TOTAL_TIMEOUT_MS must be at least LLM_TIMEOUT_MS/,
    ],
  ])('stops with one line naming the variable for %j', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('never repeats a value in its error, since values may be secrets', () => {
    expect(() => loadConfig({ REDIS_URL: 'hunter2-secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('accepts .env.example as it is, which documents every setting', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const parsed = parseEnv(example) as Record<string, string>;
    expect(Object.keys(parsed).sort()).toEqual([...SETTING_NAMES].sort());
    expect(() => loadConfig(parsed)).not.toThrow();
  });
});
