import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with npm start and the benchmarks
import { emulatorEnv } from './scripts/env.mjs';

import { ACCOUNTS_APP_PORT, APP_PORT, EMULATOR_PORT } from './tests/e2e/hosts';
// The platform registers one callback and one logout URL: the Customer Account API server's.
const platformUrls = {
  CUSTOMER_ACCOUNT_CALLBACK_URL: `http://localhost:${ACCOUNTS_APP_PORT}/api/session/callback`,
  CUSTOMER_ACCOUNT_LOGOUT_URL: `http://localhost:${ACCOUNTS_APP_PORT}/api/session/signed-out`,
};
const env = {
  ...process.env,
  ...emulatorEnv({ appPort: APP_PORT, emulatorPort: EMULATOR_PORT }),
  ...platformUrls,
  EMULATOR_DATA_DIR: join(tmpdir(), `storefront-e2e-${process.pid}`),
  NEXT_TELEMETRY_DISABLED: '1',
};
const accountsEnv = {
  ...env,
  ...emulatorEnv({ appPort: ACCOUNTS_APP_PORT, emulatorPort: EMULATOR_PORT }),
  ...platformUrls,
  CUSTOMER_ACCOUNTS: 'customer-account-api',
};

export default defineConfig({
  projects: [
    // The browser tests of the storefront's features.
    { name: 'e2e', testDir: 'tests/e2e' },
    // The customer account features again, signed in through the Customer Account API.
    { name: 'customer-accounts', testDir: 'tests/e2e-accounts', use: { baseURL: `http://localhost:${ACCOUNTS_APP_PORT}` } },
    // The attack suite; Jest owns the *.test.ts files in the same folder.
    { name: 'security', testDir: 'tests/security', testMatch: '**/*.spec.ts' },
    // The several-server deployment: two app servers on one Redis behind nginx, started by the spec itself.
    { name: 'cluster', testDir: 'tests/cluster' },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
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
      command: 'node --import tsx emulator/src/main.ts --reset',
      url: `http://127.0.0.1:${EMULATOR_PORT}/__emulator/health`,
      env,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.mjs ${APP_PORT}`,
      url: `http://127.0.0.1:${APP_PORT}/robots.txt`,
      env,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve.mjs ${ACCOUNTS_APP_PORT}`,
      url: `http://127.0.0.1:${ACCOUNTS_APP_PORT}/robots.txt`,
      env: accountsEnv,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
