// Benchmarks (run by hand: `npm run bench`, after a build; `-- --cluster` runs only the several-server section). Starts its own
// emulator and app on loopback ports 4200 / 3200, then measures, for the home,
// collection and product pages:
//   - cached TTFB (p50/p90 over sequential requests) and requests per second
//     (autocannon, 10 connections, 5 s per page: bounded in time and count),
//     each also as a ratio to a static file served by the same server in the
//     same run (the baseline), so figures compare across machines;
//   - the gzip bytes of JavaScript each page loads in Chromium (desktop and a
//     390 px phone), against the 140 KB budget;
//   - optionally Lighthouse mobile performance and CLS (`--lighthouse`, median of
//     three runs, fetched with npx on first use);
//   - site search: Algolia's own client against the emulator's search service
//     over a 5,000-product catalog (typo, prefix and reseller-filter queries),
//     median and p95 ms, as ratios to the emulator's health endpoint in the same
//     run. `--search` runs this section alone (no build needed).
// Writes tests/bench/results/latest.json and prints a table.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { get as httpGet } from 'node:http';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { emulatorEnv } from '../../scripts/env.mjs';
import { clusterBench, printCluster } from './cluster.mjs';
import { largeCatalogBench, printLargeCatalog } from './large-catalog.mjs';
import { defaultHosts, lighthousePages, printLighthousePages, warmVisit } from './lighthouse-pages.mjs';
// Run through tsx (package.json): nginx is configured with the app's own list.
import { CACHE_BYPASS_COOKIES } from '../../lib/edge/front-door/cache-bypass.ts';
import { waitForUrl } from '../../scripts/wait.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP_PORT = 3200;
const EMULATOR_PORT = 4200;
const HOST = `localhost:${APP_PORT}`;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const PAGES = { home: '/', collection: '/collections/all', sidebar: '/right-sidebar/collection', product: '/products/custom-roll-labels' };
const BASELINE = '/favicon.svg';
/** JavaScript budgets (gzip): catalog pages 140 KiB (the collection page with the filter sidebar and similar-products slider is the heaviest); the product page with the configurator 150 KiB before DESIGN NOW. */
const JS_BUDGET = { home: 140 * 1024, collection: 140 * 1024, sidebar: 140 * 1024, product: 150 * 1024 };
/** HTML budgets (unencoded): what the first screen needs, sent once. */
const HTML_BUDGET = { home: 90 * 1024, collection: 90 * 1024, sidebar: 90 * 1024, product: 110 * 1024 };
/** A cached page should cost little more than a file: at least this share of the static file's requests per second, p50 at most this. */
const RPS_GOAL = 0.25;
const P50_GOAL_MS = 10;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const withLighthouse = process.argv.includes('--lighthouse');
const searchOnly = process.argv.includes('--search');
const clusterOnly = process.argv.includes('--cluster');
const pagesOnly = process.argv.includes('--pages');
const largeOnly = process.argv.includes('--large-catalog');
/** The several-server section: nginx on this port, the app servers and Redis above it. */
const CLUSTER_PORT = 3300;

/** The search section's own emulator, with the scale catalog the page benchmarks do not use. */
const SEARCH_EMULATOR_PORT = 4201;
const SEARCH_PRODUCTS = 5000;
const SEARCH_ROUNDS = 200;

const env = {
  ...process.env,
  ...emulatorEnv({ appPort: APP_PORT, emulatorPort: EMULATOR_PORT }),
  EMULATOR_DATA_DIR: join(tmpdir(), `storefront-bench-${process.pid}`),
  NEXT_TELEMETRY_DISABLED: '1',
};
const children = [];
const start = (args) => {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  children.push(child);
};
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);

async function ttfb(path, n = 60) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${ORIGIN}${path}`, { headers: { host: HOST } });
    times.push(performance.now() - t0); // headers received
    await res.arrayBuffer();
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: q(0.5), p90: q(0.9) };
}

/** Requests a compressing client sends; without it a page goes unencoded (and bigger). */
const COMPRESSED = 'gzip, deflate, br';
/** Load rounds per page and encoding, alternating pages so a slow moment of the machine hits all of them alike. */
const LOAD_ROUNDS = 3;

function load(path, acceptEncoding) {
  const headers = { host: HOST, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  return new Promise((resolve, reject) =>
    autocannon({ url: `${ORIGIN}${path}`, headers, connections: 10, duration: 4, amount: 60000 }, (err, r) =>
      err ? reject(err) : resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx }),
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Requests per second and p50 latency at 10 connections of each path, with
 * and without a compressing client: LOAD_ROUNDS alternating rounds, medians.
 */
async function loadRounds(paths) {
  const samples = {};
  for (let round = 0; round < LOAD_ROUNDS; round++) {
    for (const path of paths) {
      for (const [encoding, header] of [['plain', undefined], ['compressed', COMPRESSED]]) {
        const r = await load(path, header);
        ((samples[path] ??= {})[encoding] ??= []).push(r);
      }
    }
  }
  const summary = (runs) => ({ rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), errors: runs.reduce((a, r) => a + r.errors, 0) });
  return Object.fromEntries(Object.entries(samples).map(([path, byEncoding]) => [path, { plain: summary(byEncoding.plain), compressed: summary(byEncoding.compressed) }]));
}

/** A page's HTML as sent: its size unencoded, and on the wire to a compressing client. */
async function htmlBytes(path) {
  const plain = await fetch(`${ORIGIN}${path}`, { headers: { host: HOST } });
  const html = Buffer.from(await plain.arrayBuffer());
  const wire = await new Promise((resolve, reject) => {
    const req = httpGet(`${ORIGIN}${path}`, { headers: { host: HOST, 'accept-encoding': COMPRESSED } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
  });
  return { html: html.byteLength, wire: wire.bytes, encoding: wire.encoding };
}

async function jsBytes(browser, path, viewport) {
  const page = await browser.newPage({ viewport });
  const sizes = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    // Bodies are read asynchronously: keep the promises and await them all
    // before closing the page, or late scripts go uncounted.
    sizes.push(res.body().then((b) => gzipSync(b).length, () => 0));
  });
  await page.goto(`http://${HOST}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500); // lazy islands and the page-view beacon
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await page.close();
  return total;
}

/**
 * How fast a configurator option change shows the new price: the quantity
 * dropdown is changed 30 times and the time from the change event to the
 * total's DOM update is measured in the page, together with whether the
 * update landed before the next animation frame (i.e. within one frame).
 */
async function configuratorLatency(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://${HOST}${PAGES.product}`, { waitUntil: 'networkidle' });
  await page.getByTestId('configurator-total').waitFor();
  const samples = await page.evaluate(async () => {
    const total = document.querySelector('[data-testid="configurator-total"]');
    const select = [...document.querySelectorAll('select')].find((s) => s.labels?.[0]?.textContent?.trim() === 'Quantity');
    const values = [...select.options].map((o) => o.value).filter((v) => /^\d+$/.test(v));
    const out = [];
    for (let i = 0; i < 30; i++) {
      const value = values[(values.indexOf(select.value) + 1) % values.length];
      const before = total.textContent;
      const changed = new Promise((resolve) => {
        const mo = new MutationObserver(() => {
          if (total.textContent !== before) {
            mo.disconnect();
            resolve(performance.now());
          }
        });
        mo.observe(total, { subtree: true, characterData: true, childList: true });
        setTimeout(() => resolve(null), 1000);
      });
      const t0 = performance.now();
      const nextFrame = new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      const t1 = await changed;
      const frame = await nextFrame;
      out.push({ ms: t1 === null ? null : t1 - t0, withinFrame: t1 !== null && t1 <= frame });
      await new Promise((r) => setTimeout(r, 30));
    }
    return out;
  });
  await page.close();
  const times = samples.map((s) => s.ms).filter((v) => v !== null).sort((a, b) => a - b);
  const pick = (q) => +times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return { changes: samples.length, updated: times.length, p50Ms: pick(0.5), p95Ms: pick(0.95), maxMs: pick(1), withinOneFrame: samples.filter((s) => s.withinFrame).length };
}

/**
 * DESIGN NOW: the product page's JavaScript before the click and what the
 * click adds (the editor loads only then), the time from the click to the
 * editor being ready, and from Review Design (with a line of text on the
 * design) to the proof shown; five rounds, each in a fresh page, the
 * median reported.
 */
async function designEditor(browser) {
  const rounds = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sizes = [];
    let clicked = false;
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      const after = clicked;
      sizes.push(res.body().then((b) => ({ after, bytes: gzipSync(b).length }), () => ({ after, bytes: 0 })));
    });
    await page.goto(`http://${HOST}${PAGES.product}`, { waitUntil: 'networkidle' });
    await page.getByTestId('configurator-total').waitFor();
    await page.waitForTimeout(1500);
    clicked = true;
    const t0 = Date.now();
    await page.getByRole('button', { name: 'DESIGN NOW' }).click();
    await page.locator('[data-testid=design-modal][data-status=ready]').waitFor({ timeout: 60_000 });
    const readyMs = Date.now() - t0;
    // A blank design is refused at review: put a line of text on it first.
    await page.frameLocator('[data-testid=design-frame]').getByTestId('add-text').click();
    const t1 = Date.now();
    await page.getByRole('button', { name: 'Review Design' }).click();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid=design-proof]');
      return img && img.complete && img.naturalWidth > 0;
    }, null, { timeout: 60_000 });
    const proofMs = Date.now() - t1;
    const all = await Promise.all(sizes);
    const kb = (after) => all.filter((s) => s.after === after).reduce((a, s) => a + s.bytes, 0) / 1024;
    rounds.push({ readyMs, proofMs, beforeKB: kb(false), addedKB: kb(true) });
    await page.close();
  }
  const median = (key) => [...rounds].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  return {
    rounds: rounds.length,
    productJsBeforeClickKB: +median('beforeKB').toFixed(1),
    jsAddedByClickKB: +median('addedKB').toFixed(1),
    clickToReadyMs: median('readyMs'),
    reviewToProofMs: median('proofMs'),
  };
}

/** Artwork files for the upload bench: a 10 MB photographic PDF, a 5,000 px PNG, and a small PNG as the run's baseline. */
async function artworkFiles() {
  const { PDFDocument } = await import('pdf-lib');
  const sharp = (await import('sharp')).default;
  // Noise hardly compresses: a scanned or photographic page of 9.9 MB, just under the upload limit.
  const side = 2700;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([8 * 72, 8 * 72]);
  page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 8 * 72, height: 8 * 72 });
  const pdf = Buffer.from(await doc.save());
  const png = (px) => sharp({ create: { width: px, height: px, channels: 3, background: '#2a6fdb' } }).png().toBuffer();
  return [
    { label: 'small PNG (baseline)', name: 'small.png', mimeType: 'image/png', buffer: await png(300) },
    { label: `PDF ${(pdf.length / 1e6).toFixed(1)} MB`, name: 'photo.pdf', mimeType: 'application/pdf', buffer: pdf },
    { label: 'PNG 5,000 px', name: 'big.png', mimeType: 'image/png', buffer: await png(5000) },
  ];
}

/** Upload → artwork in the editor, per file, median of three; each file's ratio to the small PNG of the same run. */
async function artworkUpload(browser) {
  const files = await artworkFiles();
  const out = {};
  for (const file of files) {
    const times = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`http://${HOST}${PAGES.product}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'DESIGN NOW' }).click();
      await page.locator('[data-testid=design-modal][data-status=ready]').waitFor({ timeout: 60_000 });
      // A fresh name each round: the image host converts it anew rather than serving a cached conversion.
      const t0 = Date.now();
      await page.getByTestId('artwork-file').setInputFiles({ ...file, name: `${i}-${Date.now()}-${file.name}` });
      await page.locator('[data-testid=artwork-upload][data-step=placed]').waitFor({ timeout: 180_000 });
      times.push(Date.now() - t0);
      await page.close();
    }
    times.sort((a, b) => a - b);
    out[file.label] = { bytes: file.buffer.length, medianMs: times[1] };
  }
  const base = out[files[0].label].medianMs;
  for (const v of Object.values(out)) v.ratio = +(v.medianMs / base).toFixed(2);
  return out;
}

/** Lighthouse varies run to run: three runs, the median score (and its CLS). */
function lighthouse(path) {
  const runs = [0, 1, 2].map(() => lighthouseOnce(path)).filter((r) => !r.error);
  if (!runs.length) return lighthouseOnce(path);
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, runs: runs.map((r) => r.performance) };
}

function lighthouseOnce(path) {
  const r = spawnSync('npx', ['-y', 'lighthouse@12.8.2', `http://${HOST}${path}`, '--quiet', '--output=json', '--only-categories=performance', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], {
    cwd: root,
    env: { ...env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  if (r.status !== 0) return { error: (r.stderr || '').split('\n').slice(-3).join(' ') };
  const report = JSON.parse(r.stdout);
  return { performance: Math.round(report.categories.performance.score * 100), cls: report.audits['cumulative-layout-shift'].numericValue };
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** `n` sequential timings of `run` after a few unmeasured warm-up calls: median and p95 in ms, and what the last call returned. */
async function timed(n, run) {
  for (let i = 0; i < 10; i++) await run(i);
  const times = [];
  let last;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    last = await run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { medianMs: +percentile(times, 0.5).toFixed(2), p95Ms: +percentile(times, 0.95).toFixed(2), last };
}

/**
 * Site search as the app asks it (lib/domain/search/client.ts): Algolia's own
 * client, 999 hits, the record fields a result needs, against an emulator
 * holding the seed plus 5,000 generated products. Typo queries (one or two
 * letters wrong), prefixes (the last word as typed so far), and the two
 * reseller filters (a reseller host's, a company site's), each over
 * SEARCH_ROUNDS sequential searches; the baseline is the same emulator's
 * health endpoint, fetched the same way, so the ratios compare across machines.
 */
async function searchBench() {
  const origin = `http://127.0.0.1:${SEARCH_EMULATOR_PORT}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/src/main.ts', '--reset', '--quiet', '--products', String(SEARCH_PRODUCTS)], {
    cwd: root,
    env: {
      ...env,
      EMULATOR_PORT: String(SEARCH_EMULATOR_PORT),
      EMULATOR_PUBLIC_URL: `http://localhost:${SEARCH_EMULATOR_PORT}`,
      EMULATOR_DATA_DIR: join(tmpdir(), `storefront-bench-search-${process.pid}`),
    },
    stdio: 'ignore',
  });
  children.push(child);
  await waitForUrl(`${origin}/__emulator/health`, 180_000);
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(env.ALGOLIA_APP_ID || 'EMULATOR', env.ALGOLIA_SEARCH_KEY || 'emulator-search-key', {
    hosts: [{ url: '127.0.0.1', port: SEARCH_EMULATOR_PORT, protocol: 'http', accept: 'readWrite' }],
  });
  const indexName = env.ALGOLIA_INDEX || 'products';
  const resellers = (env.RESELLER_IDS || 'acme,northwind').split(',').map((id) => id.trim()).filter(Boolean);
  const attributesToRetrieve = ['product_handle', 'title', 'product_type', 'vendor', 'tags', 'image', 'price', 'reseller'];
  const search = (query, filters = '') =>
    client.searchSingleIndex({ indexName, searchParams: { query, filters, hitsPerPage: 999, attributesToRetrieve, attributesToHighlight: [], attributesToSnippet: [] } });

  // The index is built once the emulator listens; wait until it holds the scale catalog.
  const deadline = Date.now() + 60_000;
  let indexed = 0;
  while (Date.now() < deadline) {
    indexed = (await search('')).nbHits ?? 0;
    if (indexed >= SEARCH_PRODUCTS) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  const kinds = {
    typo: ['stikers', 'lables', 'holografic', 'cofee lables', 'weding stickers', 'bumpr stickers', 'kombuca', 'widow decals'],
    prefix: ['st', 'lab', 'kra', 'holo', 'coffee la', 'premium ro', 'eco sti', 'wedding sh'],
    'reseller host filter': ['labels', 'stickers', 'decals', 'tags'],
    'company site filter': ['labels', 'stickers', 'decals', 'tags'],
  };
  const filterOf = {
    'reseller host filter': `reseller:"${resellers[0] ?? 'acme'}"`,
    'company site filter': resellers.map((id) => `NOT reseller:"${id}"`).join(' AND '),
  };
  const base = await timed(SEARCH_ROUNDS, async () => (await fetch(`${origin}/__emulator/health`)).text());
  const out = { products: indexed, rounds: SEARCH_ROUNDS, baseline: { path: '/__emulator/health', medianMs: base.medianMs, p95Ms: base.p95Ms }, queries: {} };
  for (const [kind, queries] of Object.entries(kinds)) {
    const hits = [];
    const t = await timed(SEARCH_ROUNDS, async (i) => {
      const reply = await search(queries[i % queries.length], filterOf[kind] ?? '');
      hits.push(reply.nbHits ?? reply.hits.length);
      return reply;
    });
    hits.sort((a, b) => a - b);
    out.queries[kind] = {
      medianMs: t.medianMs,
      p95Ms: t.p95Ms,
      medianRatio: +(t.medianMs / base.medianMs).toFixed(1),
      p95Ratio: +(t.p95Ms / base.p95Ms).toFixed(1),
      medianHits: percentile(hits, 0.5),
    };
  }
  child.kill('SIGTERM');
  return out;
}

function printSearch(s) {
  console.log(`site search over ${s.products} records (${s.rounds} searches each; baseline ${s.baseline.path}: median ${s.baseline.medianMs} ms, p95 ${s.baseline.p95Ms} ms):`);
  console.table(
    Object.fromEntries(
      Object.entries(s.queries).map(([kind, v]) => [
        kind,
        { 'median ms': v.medianMs, 'median ×base': v.medianRatio, 'p95 ms': v.p95Ms, 'p95 ×base': v.p95Ratio, 'median hits': v.medianHits },
      ]),
    ),
  );
}

function printPages(results) {
  const { base } = results;
  const rate = (e) => `${Math.round(base.load[e].rps)} req/s, p50 ${base.load[e].p50} ms`;
  console.log(`baseline ${BASELINE}: TTFB p50 ${base.ttfb.p50.toFixed(2)} ms; unencoded ${rate('plain')}; to a compressing client ${rate('compressed')}`);
  console.log(`goals: req/s ≥ ${RPS_GOAL} × the baseline's and p50 ≤ ${P50_GOAL_MS} ms at 10 connections, both ways; HTML and JS within budget`);
  const mark = (ok) => (ok ? '✓' : '✗');
  console.table(
    Object.fromEntries(
      Object.entries(results.pages).map(([k, v]) => [
        k,
        {
          'TTFB p50 ms (×base)': `${v.ttfbP50Ms} (${v.ttfbRatio})`,
          'unencoded req/s ×base, p50': `${mark(v.load.plain.meetsGoal)} ${v.load.plain.rpsRatio} (${v.load.plain.rps}), ${v.load.plain.p50Ms} ms`,
          'br/gzip req/s ×base, p50': `${mark(v.load.compressed.meetsGoal)} ${v.load.compressed.rpsRatio} (${v.load.compressed.rps}), ${v.load.compressed.p50Ms} ms`,
          'HTML KB (budget)': `${mark(v.withinHtmlBudget)} ${v.htmlKB} (${v.htmlBudgetKB})`,
          'on the wire KB': `${v.wireKB} ${v.wireEncoding}`,
          'JS gz KB desktop/phone (budget)': `${mark(v.withinJsBudget)} ${v.jsGzipKB.desktop} / ${v.jsGzipKB.phone} (${v.jsBudgetKB})`,
          ...(v.lighthouse
            ? { 'LH perf (runs)': `${v.lighthouse.performance ?? v.lighthouse.error} (${(v.lighthouse.runs ?? []).join(', ')})`, CLS: v.lighthouse.cls }
            : {}),
        },
      ]),
    ),
  );
}

/** One section on its own (`--search`, `--cluster`): measured, written to results/<name>.json, printed. */
async function runAlone(name, measure, print) {
  const figures = await measure();
  stopAll();
  mkdirSync(join(root, 'tests/bench/results'), { recursive: true });
  writeFileSync(join(root, `tests/bench/results/${name}.json`), JSON.stringify({ date: new Date().toISOString(), [name]: figures }, null, 2));
  print(figures);
  process.exit(0);
}

if (searchOnly) await runAlone('search', searchBench, printSearch);
if (largeOnly) await runAlone('large-catalog', largeCatalogBench, printLargeCatalog);

start(['--import', 'tsx', 'emulator/src/main.ts', '--reset', '--quiet']);
await waitForUrl(`http://127.0.0.1:${EMULATOR_PORT}/__emulator/health`, 120_000);
const runCluster = () => clusterBench({ root, port: CLUSTER_PORT, emulatorPort: EMULATOR_PORT, bypassCookies: CACHE_BYPASS_COOKIES, env });
if (clusterOnly) await runAlone('cluster', runCluster, printCluster);
start(['scripts/serve.mjs', String(APP_PORT)]);
await waitForUrl(`${ORIGIN}/robots.txt`, 60_000);

const results = { date: new Date().toISOString(), baseline: BASELINE, pages: {} };
for (const path of [BASELINE, ...Object.values(PAGES)]) {
  // Fill the page cache, then give the front door the moment it takes to compress and keep the answer.
  await fetch(`${ORIGIN}${path}`, { headers: { host: HOST } });
  await ttfb(path, 10);
}
const loads = await loadRounds([BASELINE, ...Object.values(PAGES)]);
const base = { ttfb: await ttfb(BASELINE), load: loads[BASELINE] };
results.base = base;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const [name, path] of Object.entries(PAGES)) {
  const t = await ttfb(path);
  const l = loads[path];
  const bytes = await htmlBytes(path);
  const desktop = await jsBytes(browser, path, { width: 1280, height: 900 });
  const phone = await jsBytes(browser, path, { width: 390, height: 844 });
  const byEncoding = (encoding) => ({
    rps: Math.round(l[encoding].rps),
    rpsRatio: +(l[encoding].rps / base.load[encoding].rps).toFixed(2),
    p50Ms: l[encoding].p50,
    errors: l[encoding].errors,
    meetsGoal: l[encoding].rps / base.load[encoding].rps >= RPS_GOAL && l[encoding].p50 <= P50_GOAL_MS,
  });
  results.pages[name] = {
    path,
    ttfbP50Ms: +t.p50.toFixed(2),
    ttfbP90Ms: +t.p90.toFixed(2),
    ttfbRatio: +(t.p50 / base.ttfb.p50).toFixed(2),
    load: { plain: byEncoding('plain'), compressed: byEncoding('compressed') },
    htmlKB: +(bytes.html / 1024).toFixed(1),
    wireKB: +(bytes.wire / 1024).toFixed(1),
    wireEncoding: bytes.encoding,
    htmlBudgetKB: HTML_BUDGET[name] / 1024,
    withinHtmlBudget: bytes.html <= HTML_BUDGET[name],
    jsGzipKB: { desktop: +(desktop / 1024).toFixed(1), phone: +(phone / 1024).toFixed(1) },
    jsBudgetKB: JS_BUDGET[name] / 1024,
    withinJsBudget: Math.max(desktop, phone) <= JS_BUDGET[name],
  };
  if (withLighthouse) {
    await warmVisit(browser, `http://${HOST}${path}`);
    results.pages[name].lighthouse = lighthouse(path);
  }
}
// Every other page type (cart, search, account, sign-in, content, punchout, French, reseller), median
// of three runs like the catalog pages: one run varies by a few points either way.
if (withLighthouse) results.lighthousePages = await lighthousePages({ appOrigin: ORIGIN, hosts: defaultHosts(APP_PORT), emulatorPort: EMULATOR_PORT, runs: 3, log: () => {} });
if (pagesOnly) {
  await browser.close();
  stopAll();
  printPages(results);
  if (results.lighthousePages) printLighthousePages(results.lighthousePages);
  process.exit(0);
}
results.configurator = await configuratorLatency(browser);
results.design = await designEditor(browser);
results.artwork = await artworkUpload(browser);
await browser.close();
results.search = await searchBench();
results.cluster = await runCluster();
stopAll();
results.largeCatalog = await largeCatalogBench();

mkdirSync(join(root, 'tests/bench/results'), { recursive: true });
writeFileSync(join(root, 'tests/bench/results/latest.json'), JSON.stringify(results, null, 2));
printPages(results);
const c = results.configurator;
console.log(`configurator: ${c.updated}/${c.changes} quantity changes re-priced; change → price in DOM p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms, max ${c.maxMs} ms; ${c.withinOneFrame}/${c.changes} before the next frame`);
const e = results.design;
console.log(`design editor (median of ${e.rounds}): product page JS ${e.productJsBeforeClickKB} KB gzip before DESIGN NOW, ${e.jsAddedByClickKB} KB (incl. the editor frame's) after; click → editor ready ${e.clickToReadyMs} ms; Review Design → proof shown ${e.reviewToProofMs} ms`);
console.log('artwork upload → in the editor (median of 3):');
for (const [label, v] of Object.entries(results.artwork)) console.log(`  ${label}: ${v.medianMs} ms (×${v.ratio} the small PNG)`);
if (results.lighthousePages) printLighthousePages(results.lighthousePages);
printSearch(results.search);
printCluster(results.cluster);
printLargeCatalog(results.largeCatalog);
process.exit(0);
