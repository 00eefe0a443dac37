// Serves the built app on loopback behind its front door (lib/edge/front-door).
// Its page cache is in memory (empty at each start), or shared on Redis when
// REDIS_URL is set. Used by `npm start`, the cluster and the browser tests.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? '3000');

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
