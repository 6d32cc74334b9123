import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end specs drive real Chromium against the real server: the built SPA, the API and a
// fresh embedded PostgreSQL in <temp dir>/amora-e2e-<port> (wiped before each run). The temp
// directory, not the checkout: as root in a checkout other users cannot enter (a clone under
// /root), the database's postgres user still reaches it, and nothing is left behind elsewhere.
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's chromium where it exists (CI installs it); tool downloads of browsers fail here.
const systemChromium = '/usr/bin/chromium';
// Per port, so that two runs on different ports (E2E_PORT) never share or wipe one database.
const dataDir = path.join(os.tmpdir(), `amora-e2e-${port}`);
// The fake realtime voice provider (tests/fakes/realtime-server.ts) the app mints call secrets
// from; the browser then calls it over WebRTC (call.spec.ts).
const realtimePort = port + 1;
const realtimeKey = 'fake-realtime-key';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The specs check behaviour; speed is measured by the benches (docs/performance.md). Two
  // browsers, the server and PostgreSQL share two threads here, and under that load a page
  // has taken 7-10 s to show and a spec of several pages over 30 s (CI runs of 2026-12-07,
  // with every API answer under 0.4 s): the limits leave room for such a machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A fake microphone, allowed without the permission prompt (voice calls).
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/fakes/realtime-server.ts',
      // Ready once it accepts connections (it has no GET route to poll).
      port: realtimePort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(realtimePort), REALTIME_FAKE_KEY: realtimeKey },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `rm -rf "${dataDir}" && node --import tsx server/main.ts`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Each test comes "from" its own address (fixtures.ts), so the per-address limits on
        // sign-ups and sign-ins hold as in production without one run's tests sharing them.
        TRUST_PROXY: '1',
        // A small daily limit (per user; every spec signs up its own) lets chat-limit.spec.ts
        // reach the limit banner in a few sends.
        FREE_DAILY_MESSAGES: '6',
        // Specs using the plain Playwright `test` all come from 127.0.0.1: the API rate limit
        // must not refuse one run's requests.
        API_RATE_LIMIT: '100000',
        // The first admin (password-reset.spec.ts signs in as them to read the e-mail outbox).
        ADMIN_EMAIL: 'e2e-admin@example.com',
        ADMIN_PASSWORD: 'E2eAdmin2024pass',
        // Voice calls go to the fake provider above.
        REALTIME_BASE_URL: `http://127.0.0.1:${realtimePort}/v1`,
        REALTIME_API_KEY: realtimeKey,
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
