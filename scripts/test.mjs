// `npm test`: every check the project has, in order, stopping at the first
// failure: the generated Storefront types are current, types, lint, unit and
// component tests (Jest), emulator tests (node:test), then a production build
// and the browser tests (Playwright).
// Ends with one line counting the tests of all three runners.
// `node scripts/test.mjs <step>` runs one step (codegen, typecheck, lint, unit, emulator, build, e2e).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureEngines } from './engines/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-reports'); // not test-results/: Playwright empties that folder
const only = process.argv[2];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const counts = { passed: 0, failed: 0, skipped: 0 };

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Runs a command with inherited output (or none when `quiet`), also keeping stdout to count tests from. */
function run(cmd, args, extraEnv = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'] });
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

function build() {
  try {
    buildIfNeeded(root, env);
    return { code: 0 };
  } catch (err) {
    console.error(String(err));
    return { code: 1 };
  }
}

/** The reply types codegen.ts generates, committed so the app type-checks without a generation step. */
const GENERATED = [
  'lib/services/shopify/generated/storefront.generated.d.ts',
  'lib/services/customer-account/generated/customer-account.generated.d.ts',
];

/**
 * Regenerates the GraphQL types into a temporary folder and compares them
 * with the committed ones, so a document and its types cannot drift apart.
 */
async function codegenCheck({ quiet = false } = {}) {
  const say = [];
  const print = (line) => (quiet ? say.push(line) : console.log(line));
  const dir = mkdtempSync(join(tmpdir(), 'storefront-codegen-'));
  try {
    const r = await run('npx', ['graphql-codegen', '--config', 'codegen.ts'], { CODEGEN_OUTPUT_DIR: dir }, { quiet: true });
    if (r.code !== 0) {
      print(r.out.trim());
      print('\ngraphql-codegen failed: a GraphQL document does not validate against its schema (above).');
      return { code: r.code || 1, out: say.join('\n') };
    }
    for (const file of GENERATED) {
      const fresh = join(dir, file.split('/').pop());
      const committed = join(root, file);
      if (!existsSync(fresh) || !existsSync(committed) || readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
        print(
          `${file} is ${existsSync(committed) ? 'not what its GraphQL documents generate' : 'missing'}.\n` +
            'Run `npm run codegen` and commit the regenerated file with the documents.',
        );
        return { code: 1, out: say.join('\n') };
      }
      print(`${file} matches its documents`);
    }
    return { code: 0, out: say.join('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const steps = {
  codegen: codegenCheck,
  typecheck: (opts) => run('npm', ['run', 'typecheck'], {}, opts),
  lint: (opts) => run('npm', ['run', 'lint'], {}, opts),
  unit: async () => {
    // The shared store's tests run a real redis-server.
    if (!ensureEngines(['redis'])) return { code: 1 };
    const file = join(results, 'jest.json');
    // Both cores: Jest's default keeps one for itself, which on a two-core machine leaves a single worker.
    const r = await run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${file}`]);
    const j = readJson(file);
    if (j) {
      counts.passed += j.numPassedTests;
      counts.failed += j.numFailedTests;
      counts.skipped += j.numPendingTests + j.numTodoTests;
    }
    return r;
  },
  emulator: async () => {
    const r = await run('npm', ['test', '-w', 'emulator']);
    const num = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(r.out)?.[1] ?? 0);
    counts.passed += num('pass');
    counts.failed += num('fail');
    counts.skipped += num('skipped') + num('todo');
    return r;
  },
  build: async () => build(),
  e2e: async () => {
    // The browser tests need a current build, also when run alone; the cluster tests Redis and nginx.
    if (build().code !== 0 || !ensureEngines(['redis', 'nginx'])) return { code: 1 };
    const file = join(results, 'e2e.json');
    const r = await run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    const s = readJson(file)?.stats;
    if (s) {
      counts.passed += s.expected + s.flaky;
      counts.failed += s.unexpected;
      counts.skipped += s.skipped;
    }
    return r;
  },
};

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
let failedStep = null;

/** Single-threaded checks: on a two-core machine they run side by side, their output printed in order once all end. */
const SIDE_BY_SIDE = ['codegen', 'typecheck', 'lint'];

async function runSideBySide() {
  const started = Date.now();
  const results = await Promise.all(SIDE_BY_SIDE.map((name) => steps[name]({ quiet: true })));
  for (const [i, name] of SIDE_BY_SIDE.entries()) {
    const { code, out = '' } = results[i];
    console.log(`\n▶ ${name}`);
    if (out.trim()) console.log(out.trimEnd());
    if (code !== 0) {
      console.error(`\n✖ ${name} failed (exit ${code})`);
      return name;
    }
    console.log(`✔ ${name}`);
  }
  console.log(`(${SIDE_BY_SIDE.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)}s side by side)`);
  return null;
}

if (!only) failedStep = await runSideBySide();
for (const [name, step] of Object.entries(steps)) {
  if (failedStep) break;
  if (only ? only !== name : SIDE_BY_SIDE.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { code } = await step();
  if (code !== 0) {
    failedStep = name;
    console.error(`\n✖ ${name} failed (exit ${code})`);
    break;
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}
if (failedStep && counts.failed === 0) counts.failed = 1; // a failed type check or build is a failure too
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
// The attack suite's malformed-input campaign (tests/security/campaign.spec.ts) leaves its totals here.
const t = readJson(join(results, 'security-campaign.json'));
if (t) {
  console.log(`security campaign: ${t.requests} requests — 2xx ${t['2xx']}, 3xx ${t['3xx']}, 4xx ${t['4xx']}, 5xx ${t['5xx']}, closed ${t.closed}, no answer ${t.timeout}`);
}
process.exit(failedStep ? 1 : 0);
