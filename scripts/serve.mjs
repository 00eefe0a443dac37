// Serves the built app on loopback with an empty page cache. Next keeps ISR
// pages and cached data on disk (.next/server/route-cache, .next/cache/
// fetch-cache); they were rendered against whatever store and hosts the last
// run used, so every start begins cold and fills the cache from the configured
// store. Used by `npm start` and by the browser tests.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.argv[2] ?? process.env.PORT ?? '3000';

for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
  rmSync(join(root, dir), { recursive: true, force: true });
}

// Run Next's own bin (not npx) so that signals reach the server process itself.
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const next = spawn(process.execPath, [nextBin, 'start', '-H', 'localhost', '-p', port], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
