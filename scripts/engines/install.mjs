// Programs the store uses from the OS rather than npm, from Debian's packages:
// Ghostscript rasterises the PDF, AI and EPS artwork shoppers upload to the
// image host; redis-server and nginx run the several-server deployment
// (`npm run start:cluster`) and its tests.
import { spawnSync } from 'node:child_process';

const works = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

export const ENGINES = {
  ghostscript: { command: 'gs', versionArgs: ['--version'], pkg: 'ghostscript', why: 'PDF, AI and EPS artwork conversion' },
  redis: { command: 'redis-server', versionArgs: ['--version'], pkg: 'redis-server', why: 'the shared cache and limits of several servers' },
  nginx: { command: 'nginx', versionArgs: ['-v'], pkg: 'nginx', why: 'the load balancer and shared HTTP cache in front of several servers' },
};

/**
 * True when each engine runs. Otherwise installs the missing Debian packages
 * in one apt-get run when this process may (root, apt-get present), saying
 * so; else prints one line per engine telling what to install. Never throws.
 */
export function ensureEngines(names, log = console.log) {
  const missing = names.map((name) => ENGINES[name]).filter((e) => !works(e.command, e.versionArgs));
  if (missing.length === 0) return true;
  const advice = (e) => `${e.command} is missing: ${e.why} needs \`apt-get install ${e.pkg}\``;
  const canInstall = process.getuid?.() === 0 && works('apt-get', ['--version']);
  if (!canInstall) {
    for (const e of missing) log(advice(e));
    return false;
  }
  log(`› installing ${missing.map((e) => e.pkg).join(', ')} from Debian's packages (${missing.map((e) => e.why).join('; ')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  const installed = run(['update', '-qq']) && run(['install', '-y', '-qq', ...missing.map((e) => e.pkg)]);
  const still = missing.filter((e) => !works(e.command, e.versionArgs));
  if (installed && still.length === 0) return true;
  for (const e of still) log(`${e.command} could not be installed: ${e.why} needs \`apt-get install ${e.pkg}\``);
  return false;
}

/** Ghostscript for the emulator's image host; it starts without it, only document conversion is missing. */
export function ensureGhostscript(log = console.log) {
  return ensureEngines(['ghostscript'], log);
}

// `node scripts/engines/install.mjs redis nginx`: installs those engines (CI and the cluster use it).
if (process.argv[1]?.endsWith('/engines/install.mjs')) {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !ENGINES[n]);
  if (unknown.length) {
    console.error(`unknown engine: ${unknown.join(', ')} (known: ${Object.keys(ENGINES).join(', ')})`);
    process.exit(2);
  }
  process.exit(ensureEngines(names.length ? names : Object.keys(ENGINES)) ? 0 : 1);
}
