// `npm start`: build when needed, start the emulator (seeding it on first run)
// unless a real store is configured, start the app on port 3000, print the
// site URLs, and stop both cleanly on Ctrl-C.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { emulatorEnv, siteUrls, usesRealStore } from './env.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureGhostscript } from './engines/install.mjs';
import { waitForUrl } from './wait.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const APP_PORT = Number(process.env.PORT ?? 3000);
const EMULATOR_PORT = Number(process.env.EMULATOR_PORT ?? 4000);
const real = usesRealStore();
const env = real ? { ...process.env } : { ...emulatorEnv({ appPort: APP_PORT, emulatorPort: EMULATOR_PORT }), ...process.env };

const children = [];
function run(name, cmd, args) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); shutting down`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  if (!real) {
    ensureGhostscript();
    run('emulator', process.execPath, ['--import', 'tsx', 'emulator/src/main.ts']);
    await waitForUrl(`http://127.0.0.1:${EMULATOR_PORT}/__emulator/health`, 120_000);
  }
  buildIfNeeded(root, env);
  run('storefront', process.execPath, ['scripts/serve.mjs', String(APP_PORT)]);
  await waitForUrl(`http://127.0.0.1:${APP_PORT}/`, 60_000);
  console.log('\nThe storefront is running:');
  for (const [name, url] of Object.entries(siteUrls(APP_PORT))) console.log(`  ${name.padEnd(20)} ${url}`);
  if (!real) console.log(`  ${'Emulator'.padEnd(20)} http://127.0.0.1:${EMULATOR_PORT}`);
  if (!real && env.CUSTOMER_ACCOUNTS === 'customer-account-api') {
    console.log(`\nCustomers sign in on the platform's page: the one-time codes land at http://127.0.0.1:${EMULATOR_PORT}/__emulator/outbox`);
  }
  console.log('\nCtrl-C stops everything.');
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  stop(1);
}
