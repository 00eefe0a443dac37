// Lists the scripts a page loads with their gzip size, largest first: where a
// page's JavaScript budget goes. Usage: node tests/bench/scripts-of.mjs /path [/path…]
// (starts the emulator and the built app on the bench ports).
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { emulatorEnv } from '../../scripts/env.mjs';
import { waitForUrl } from '../../scripts/wait.mjs';

const APP_PORT = 3200;
const EMULATOR_PORT = 4200;
const env = { ...process.env, ...emulatorEnv({ appPort: APP_PORT, emulatorPort: EMULATOR_PORT }), PORT: String(APP_PORT) };
const children = [];
const start = (args) => children.push(spawn(process.execPath, args, { env: { ...env, EMULATOR_PORT: String(EMULATOR_PORT) }, stdio: 'ignore' }));
start(['--import', 'tsx', 'emulator/src/main.ts', '--reset', '--quiet']);
await waitForUrl(`http://127.0.0.1:${EMULATOR_PORT}/__emulator/health`, 120_000);
start(['scripts/serve.mjs', String(APP_PORT)]);
await waitForUrl(`http://localhost:${APP_PORT}/robots.txt`, 60_000);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const path of process.argv.slice(2)) {
    const page = await browser.newPage();
    const sizes = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      sizes.push(res.body().then((b) => [res.url().replace(/^https?:\/\/[^/]+/, ''), gzipSync(b).length], () => [res.url(), 0]));
    });
    await page.goto(`http://localhost:${APP_PORT}${path}`, { waitUntil: 'networkidle' });
    const rows = (await Promise.all(sizes)).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((s, [, n]) => s + n, 0);
    console.log(`\n${path}: ${(total / 1024).toFixed(1)} KB gzip in ${rows.length} scripts`);
    for (const [url, n] of rows) console.log(`${(n / 1024).toFixed(1).padStart(7)}  ${url}`);
    await page.close();
  }
} finally {
  await browser.close();
  for (const child of children) child.kill();
}
