/**
 * End-to-end tests: the built app (dist/) served by the real server on a fixed port, driven by the
 * machine's Chromium at phone size. `npm run test:e2e` builds first. The server gets a fresh data
 * directory every run, so the embedded database starts empty and seeds its demo content.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  APP_PORT as PORT,
  BASE_URL,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_ISSUER,
  OIDC_PORT,
  SMTP_PORT,
} from './tests/e2e/support/servers';

// This file is evaluated by the runner and again by every worker; only the runner (which starts the
// server) prepares the directories, and the workers inherit their paths through the environment. Each
// run has directories of its own (mkdtemp), removed when the runner exits: a fixed path per port let
// another runner on the same port (even `playwright test --list`) wipe a running server's database.
if (!process.env.FAIRWAY_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `fairway-relief-e2e-${PORT}-`));
  process.env.FAIRWAY_E2E_DATA_DIR = dataDir;
  // Where the loopback SMTP server writes what it receives (read by tests/e2e/support/mail.ts).
  const mailDir = mkdtempSync(path.join(os.tmpdir(), `fairway-relief-e2e-mail-${PORT}-`));
  process.env.FAIRWAY_E2E_MAIL_DIR = mailDir;
  process.on('exit', () => {
    for (const dir of [dataDir, mailDir]) rmSync(dir, { recursive: true, force: true });
  });
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    // CPU, not fidelity: Chromium draws in software here, and a 3x screen is nine times the pixels
    // of every paint (course-detail and map specs: 141 -> 118 CPU-seconds). The offline-maps spec,
    // which needs the @2x sprite, asks for a 3x screen itself. Reduced motion stops the spinners'
    // and skeletons' endless repaints (-> 107 CPU-seconds); the app honours it everywhere.
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // Tracing records every action's DOM and screen: a fifth of the suite's CPU on this 2-core
    // machine (course-detail and map specs: 117 -> 93 CPU-seconds without it). A failure still
    // leaves its page snapshot (error-context.md) and a screenshot; E2E_TRACE=1 keeps traces too.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        // WebGL for the map, drawn in software (SwiftShader): headless Chromium has no GPU here.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        // ...but the page itself composited in software: through SwiftShader, compositing every
        // frame cost the GPU process 65 of a chaos run's 135 Chromium CPU-seconds (6 without it);
        // the map specs went from 223 to 174 busy CPU-seconds, the map still drawn by WebGL.
        '--disable-gpu-compositing',
        // Nothing but loopback resolves: a request the routes in tests/e2e/support/test.ts missed
        // still cannot reach the internet.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The loopback OpenID provider standing in for Google ('Continue with Google' end to end).
      command: 'npx tsx tests/support/run-oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(OIDC_PORT),
        CLIENT_ID: OIDC_CLIENT_ID,
        CLIENT_SECRET: OIDC_CLIENT_SECRET,
        REDIRECT_URI: `${BASE_URL}/api/auth/google/callback`,
      },
    },
    {
      // A real SMTP server on loopback: the app's verification and reset mails arrive here.
      command: 'npx tsx tests/support/run-smtp-server.ts',
      port: SMTP_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(SMTP_PORT), MAIL_DIR: process.env.FAIRWAY_E2E_MAIL_DIR ?? '' },
    },
    {
      command: 'npx tsx src/server/main.ts',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // The demo is seeded in development only; whatever ran the tests may have set another value.
        NODE_ENV: 'development',
        DATA_DIR: process.env.FAIRWAY_E2E_DATA_DIR,
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
        // One golfer of the chaos runs (chaos.spec.ts) writes far more reviews and feedback in ten
        // minutes than the per-user limits allow; the limits have API tests of their own.
        WRITE_RATE_LIMIT_REVIEWS: '10000',
        WRITE_RATE_LIMIT_FEEDBACK: '10000',
        OIDC_ISSUER,
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // Every spec runs from 127.0.0.1, two at a time: one address doing the work of hundreds of
        // golfers. The per-address limits have API tests of their own.
        ADDRESS_RATE_LIMIT_READS: '0',
        ADDRESS_RATE_LIMIT_REGISTRATIONS: '0',
        ADDRESS_RATE_LIMIT_ACCOUNT_EMAILS: '0',
        ADDRESS_RATE_LIMIT_SIGN_INS: '0',
        ADDRESS_RATE_LIMIT_REFRESHES: '0',
        ADDRESS_RATE_LIMIT_SIGN_REPORTS: '0',
        // The demo accounts sign in (and refresh, tokens living seconds) in spec after spec.
        ACCOUNT_RATE_LIMIT_SIGN_INS: '0',
        ACCOUNT_RATE_LIMIT_REFRESHES: '0',
      },
    },
  ],
});
