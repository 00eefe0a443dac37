// `npm test`: every check the project has, in order, stopping at the first
// failure: types, lint, unit and component tests (Jest), emulator tests
// (node:test), then a production build and the browser tests (Playwright).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npx', ['jest', '--ci']],
  ['emulator', 'npm', ['test', '-w', 'emulator']],
  ['build', null, () => buildIfNeeded(root)],
  ['e2e', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  if (only && only !== name) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  if (cmd === null) {
    args();
  } else {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (r.status !== 0) {
      console.error(`\n✖ ${name} failed (exit ${r.status ?? r.signal})`);
      process.exit(r.status ?? 1);
    }
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}
