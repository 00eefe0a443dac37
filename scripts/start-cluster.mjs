// `npm run start:cluster [-- --instances N]`: the store on N app servers (2
// by default) sharing one Redis, behind nginx on port 3000 with the same
// hosts as `npm start` (scripts/cluster.mjs). Builds first when needed;
// starts the emulator unless a real store is configured. Ctrl-C stops
// everything. Run through tsx (package.json): the names of the cookies that
// change a page come from the app's own code.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { emulatorEnv, siteUrls, usesRealStore } from './env.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureEngines } from './engines/install.mjs';
import { startCluster } from './cluster.mjs';
import { waitForUrl } from './wait.mjs';
import { CACHE_BYPASS_COOKIES } from '../lib/edge/front-door/cache-bypass.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--instances');
  const instances = at >= 0 ? Number(args[at + 1]) : 2;
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
    console.error('--instances takes a whole number from 1 to 16');
    process.exit(2);
  }
  if (!ensureEngines(['redis', 'nginx'])) {
    console.error('The cluster needs redis-server and nginx: install them as said above, then run `npm run start:cluster` again.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4000);
  const real = usesRealStore();
  const env = real ? { ...process.env } : { ...emulatorEnv({ appPort: port, emulatorPort }), ...process.env };
  const children = [];
  let stopping = false;
  let cluster = null;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await cluster?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    if (!real) {
      ensureEngines(['ghostscript']);
      const emulator = spawn(process.execPath, ['--import', 'tsx', 'emulator/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
      emulator.on('exit', () => void (stopping || (console.error('emulator stopped; shutting down'), stop(1))));
      children.push(emulator);
      await waitForUrl(`http://127.0.0.1:${emulatorPort}/__emulator/health`, 120_000);
    }
    buildIfNeeded(root, env);
    cluster = await startCluster({
      root,
      port,
      instances,
      redisPort: Number(process.env.REDIS_PORT ?? 6379),
      env,
      bypassCookies: CACHE_BYPASS_COOKIES,
      onAppExit: (appPort, code) => void (stopping || (console.error(`app server on ${appPort} stopped (${code}); shutting down`), stop(1))),
    });
    console.log(`\nThe storefront is running on ${instances} app server${instances === 1 ? '' : 's'} behind nginx:`);
    for (const [name, url] of Object.entries(siteUrls(port))) console.log(`  ${name.padEnd(20)} ${url}`);
    console.log(`  ${'App servers'.padEnd(20)} ${cluster.apps.map((a) => `127.0.0.1:${a.port}`).join(', ')}`);
    console.log(`  ${'Redis'.padEnd(20)} ${cluster.redis.url}`);
    if (!real) console.log(`  ${'Emulator'.padEnd(20)} http://127.0.0.1:${emulatorPort}`);
    console.log('\nCtrl-C stops everything.');
  } catch (err) {
    console.error(String(err instanceof Error ? err.message : err));
    await stop(1);
  }
}

await main();
