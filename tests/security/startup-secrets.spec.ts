import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with playwright.config.ts (which starts the app with this environment)
import { emulatorEnv } from '../../scripts/env.mjs';
import { APP_PORT } from '../e2e/hosts';

/**
 * The secrets `npm start` and these tests run with are published in this
 * repository. A deployment that copied them next to a real store must not
 * serve a single request: the built server, started as production starts
 * it, stops with a message naming each variable. The same environment on
 * the local emulator starts (that is `npm start`).
 */

const ROOT = join(__dirname, '..', '..');
const NEXT = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

test("the repository's local secrets stop a server whose store is real, naming each variable", async () => {
  const port = APP_PORT + 90;
  const env = { ...emulatorEnv({ appPort: port, emulatorPort: port + 1 }), SHOPIFY_STORE_URL: 'https://print-shop.myshopify.com' };
  const { child, output } = startServer(port, env);
  try {
    const [code] = (await Promise.race([once(child, 'exit'), new Promise((_, reject) => setTimeout(() => reject(new Error(`still running: ${output()}`)), 45_000))])) as [number];
    expect(code).toBe(1);
    for (const name of ['REVALIDATE_SECRET', 'PRICE_SIGNING_SECRET', 'TAGGING_API_KEY', 'CLOUDINARY_URL', 'PUNCHOUT_SESSION_SECRET', 'SHOPIFY_STOREFRONT_PRIVATE_TOKEN']) {
      expect(output()).toContain(`${name} is set to the local emulator's secret published in this repository`);
    }
    const answered = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(() => true, () => false);
    expect(answered).toBe(false);
  } finally {
    child.kill('SIGKILL');
  }
});

test("the same secrets on the local emulator start the server (npm start's case)", async () => {
  const port = APP_PORT + 92;
  const { child, output } = startServer(port, emulatorEnv({ appPort: port, emulatorPort: port + 1 }));
  try {
    // Any answer will do: the store behind it is not running, the server is.
    await expect.poll(() => fetch(`http://127.0.0.1:${port}/robots.txt`).then((r) => r.status, () => 0), { timeout: 45_000 }).toBeGreaterThan(0);
    expect(child.exitCode).toBeNull();
    expect(output()).not.toContain('Refusing to start');
  } finally {
    child.kill('SIGKILL');
  }
});
