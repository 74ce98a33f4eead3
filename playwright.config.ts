/**
 * End-to-end tests: the built app (dist/) served by the real server on a fixed port, driven by the
 * machine's Chromium at phone size. `npm run test:e2e` builds first. The server gets a fresh data
 * directory every run, so the embedded database starts empty and seeds its demo content.
 */
import { mkdirSync, rmSync } from 'node:fs';
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
} from './tests/e2e/support/servers';

// This file is evaluated by the runner and again by every worker; only the runner (which starts the
// server) prepares the directory, and the workers inherit its path through the environment.
if (!process.env.FAIRWAY_E2E_DATA_DIR) {
  const dataDir = path.join(os.tmpdir(), `fairway-relief-e2e-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.FAIRWAY_E2E_DATA_DIR = dataDir;
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
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        // WebGL for the map, drawn in software (SwiftShader): headless Chromium has no GPU here.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
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
      command: 'npx tsx src/server/main.ts',
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.FAIRWAY_E2E_DATA_DIR,
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
        OIDC_ISSUER,
        GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      },
    },
  ],
});
