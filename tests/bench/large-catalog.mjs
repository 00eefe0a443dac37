// The large-catalog section of the benchmarks: the built app against an emulator holding the seed plus 5,000
// generated products, compared with the same app against the seed catalog alone, each pair on its own loopback
// ports. Measures the sitemap (uncached time, URL count), the largest collection's page (HTML bytes, first
// uncached and then cached TTFB, and the same for its ?page=N pages), site search through the app's own route,
// and the cached TTFB of the collection page as a ratio to the seed catalog's (the goal: within 10 %), both
// servers running at once and asked in turn.
// Runnable alone after a build: `node --import tsx tests/bench/large-catalog.mjs` (writes
// tests/bench/results/large-catalog.json); run.mjs imports largeCatalogBench and printLargeCatalog.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { emulatorEnv } from '../../scripts/env.mjs';
import { waitForUrl } from '../../scripts/wait.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PRODUCTS = 5000;
/** The generated products' collection: the largest a collection read returns (250 products). */
const LARGEST = '/collections/all-generated';
/** The page compared with the seed catalog: on both catalogs, and as heavy as a seed page gets. */
const COMPARED = '/collections/all';
const SEARCH_QUERIES = ['stiker', 'label', 'roll labels', 'vinyl', 'holographic', 'custom'];

/** Starts an emulator (with `products` generated ones) and the built app against it; `stop` ends both. */
async function startPair({ appPort, emulatorPort, products }) {
  const env = {
    ...process.env,
    ...emulatorEnv({ appPort, emulatorPort }),
    EMULATOR_DATA_DIR: join(tmpdir(), `storefront-bench-large-${products}-${process.pid}`),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const children = [];
  const start = (args) => children.push(spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' }));
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.on('exit', stop);
  start(['--import', 'tsx', 'emulator/src/main.ts', '--reset', '--quiet', '--products', String(products)]);
  await waitForUrl(`http://127.0.0.1:${emulatorPort}/__emulator/health`, 180_000);
  start(['scripts/serve.mjs', String(appPort)]);
  await waitForUrl(`http://127.0.0.1:${appPort}/robots.txt`, 60_000);
  const host = `localhost:${appPort}`;
  const get = async (path) => {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${appPort}${path}`, { headers: { host }, redirect: 'manual' });
    const headersMs = performance.now() - t0;
    const body = await res.text();
    return { status: res.status, headersMs, totalMs: performance.now() - t0, body };
  };
  return { get, stop };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n) => +n.toFixed(2);

/** Cached TTFB: the page once to fill the cache, then `n` sequential requests, median ms to headers. */
async function cachedTtfb(get, path, n = 60) {
  await get(path);
  const times = [];
  for (let i = 0; i < n; i++) times.push((await get(path)).headersMs);
  return median(times);
}

/**
 * Cached TTFB of one page on two servers, their requests alternating, so that
 * whatever else the machine does at the time weighs on both alike.
 */
async function pairedTtfb(getA, getB, path, n = 120) {
  await getA(path);
  await getB(path);
  const a = [];
  const b = [];
  for (let i = 0; i < n; i++) {
    a.push((await getA(path)).headersMs);
    b.push((await getB(path)).headersMs);
  }
  return { a: median(a), b: median(b) };
}

/** The sitemap as a crawler reads it: the index (if it is one) and every sitemap it lists, uncached. */
async function sitemap(get) {
  const t0 = performance.now();
  const first = await get('/sitemap.xml');
  let urls = 0;
  let files = 1;
  if (first.body.includes('<sitemapindex')) {
    for (const [, loc] of first.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const child = await get(new URL(loc).pathname + new URL(loc).search);
      files++;
      urls += (child.body.match(/<url>/g) ?? []).length;
    }
  } else urls = (first.body.match(/<url>/g) ?? []).length;
  return { status: first.status, firstMs: round(first.totalMs), allMs: round(performance.now() - t0), files, urls };
}

/** The app's search route (what the header overlay asks), median ms over the queries, after one warm-up each. */
async function search(get, rounds = 60) {
  for (const q of SEARCH_QUERIES) await get(`/api/search?q=${encodeURIComponent(q)}&limit=5`);
  const times = [];
  let failures = 0;
  for (let i = 0; i < rounds; i++) {
    const reply = await get(`/api/search?q=${encodeURIComponent(SEARCH_QUERIES[i % SEARCH_QUERIES.length])}&limit=5`);
    if (reply.status !== 200) failures++;
    times.push(reply.totalMs);
  }
  return { rounds, failures, medianMs: round(median(times)) };
}

/**
 * The large-catalog figures. Ports default to a range of their own (run.mjs uses 3200/4200 and 4201), so the
 * section can run beside the others.
 */
export async function largeCatalogBench({ appPort = 3210, emulatorPort = 4210, seedAppPort = 3211, seedEmulatorPort = 4211 } = {}) {
  const out = { products: PRODUCTS };

  const seed = await startPair({ appPort: seedAppPort, emulatorPort: seedEmulatorPort, products: 0 });
  const large = await startPair({ appPort, emulatorPort, products: PRODUCTS });
  try {
    out.sitemap = await sitemap(large.get);
    const first = await large.get(LARGEST);
    const body = first.body;
    const cards = (body.match(/<article/g) ?? []).length;
    const pages = [2, 3, 10, 50].map((n) => `${LARGEST}?page=${n}`);
    const pageFirstMs = [];
    for (const path of pages) pageFirstMs.push((await large.get(path)).headersMs);
    out.collection = {
      path: LARGEST,
      status: first.status,
      htmlBytes: Buffer.byteLength(body),
      cardsInHtml: cards,
      uncachedTtfbMs: round(first.headersMs),
      cachedTtfbMs: round(await cachedTtfb(large.get, LARGEST)),
      pagesUncachedTtfbMs: round(median(pageFirstMs)),
    };
    out.search = await search(large.get);
    const paired = await pairedTtfb(large.get, seed.get, COMPARED);
    out.seed = { path: COMPARED, cachedTtfbMs: round(paired.b) };
    out.compared = { path: COMPARED, cachedTtfbMs: round(paired.a), ratioToSeed: round(paired.a / paired.b) };
  } finally {
    large.stop();
    seed.stop();
  }
  return out;
}

export function printLargeCatalog(r) {
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`large catalog (seed + ${r.products} products):`);
  console.log(`  sitemap: ${r.sitemap.urls} URLs in ${r.sitemap.files} file(s), first answer ${r.sitemap.firstMs} ms, all ${r.sitemap.allMs} ms (uncached)`);
  const c = r.collection;
  console.log(`  ${c.path}: ${kb(c.htmlBytes)} KB HTML (${c.cardsInHtml} cards), TTFB uncached ${c.uncachedTtfbMs} ms, cached ${c.cachedTtfbMs} ms; ?page=N uncached median ${c.pagesUncachedTtfbMs} ms`);
  console.log(`  search (/api/search): median ${r.search.medianMs} ms over ${r.search.rounds} (${r.search.failures} failed)`);
  console.log(`  ${r.compared.path} cached TTFB: ${r.compared.cachedTtfbMs} ms vs ${r.seed.cachedTtfbMs} ms on the seed catalog (× ${r.compared.ratioToSeed})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await largeCatalogBench();
  mkdirSync(join(root, 'tests/bench/results'), { recursive: true });
  writeFileSync(join(root, 'tests/bench/results/large-catalog.json'), JSON.stringify({ date: new Date().toISOString(), largeCatalog: figures }, null, 2));
  printLargeCatalog(figures);
  process.exit(0);
}
