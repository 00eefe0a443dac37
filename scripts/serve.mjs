// Serves the built app on loopback behind its front door (lib/edge/front-door) with
// an empty page cache. Next keeps ISR pages and cached data on disk
// (.next/server/route-cache, .next/cache/fetch-cache); they were rendered
// against whatever store and hosts the last run used, so every start begins
// cold and fills the cache from the configured store. Used by `npm start` and
// by the browser tests.
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? '3000');

for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
  rmSync(join(root, dir), { recursive: true, force: true });
}

// The front door is TypeScript: bundled here in a few milliseconds (packages stay external)
// rather than compiled on every import by a loader hook, which cost each request about a millisecond.
// One file per port: two servers of the same build (the browser tests run two) must not write it at once.
const outfile = join(root, '.next', `front-door-${port}.mjs`);
await build({
  entryPoints: [join(root, 'lib', 'edge', 'front-door', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const { startStorefront } = await import(pathToFileURL(outfile).href);
const server = await startStorefront({ dir: root, port, hostname: 'localhost' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
