// Serves the built app on loopback behind its front door (lib/front-door) with
// an empty page cache. Next keeps ISR pages and cached data on disk
// (.next/server/route-cache, .next/cache/fetch-cache); they were rendered
// against whatever store and hosts the last run used, so every start begins
// cold and fills the cache from the configured store. Used by `npm start` and
// by the browser tests.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? '3000');

for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
  rmSync(join(root, dir), { recursive: true, force: true });
}

// Only the front door's own modules go through tsx; Next loads its build as usual.
const { startStorefront } = await tsImport('../lib/front-door/server.ts', import.meta.url);
const server = await startStorefront({ dir: root, port, hostname: 'localhost' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
