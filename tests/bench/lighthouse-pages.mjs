// Lighthouse mobile over the store's page types other than the catalog's:
// the cart (empty and with lines), search, sign-in, registration, password
// recovery, content and contact pages, the account area signed in, the
// punchout catalog, each in English and French, and a reseller host's home,
// cart and contact page. One run per page (Lighthouse varies from run to run:
// `runs` takes the median of more). Per page it gives the four category
// scores, CLS, FCP, LCP and TBT, whether the page asks to be indexed (SEO is
// only a goal for those), and the audits that lost points.
//
// Runs against an app that is already up (the built app behind its front door,
// with its emulator):
//   node --import tsx tests/bench/lighthouse-pages.mjs --app-port 3800 --emulator-port 4800 [--only cart,fr-cart] [--runs 3] [--json out.json]
// or from another script: `await lighthousePages({ appOrigin, hosts, emulatorPort })`.
//
// Like the benchmarks, Lighthouse comes through npx and drives Debian's
// Chromium, and the host is the one in the page's URL: every *.localhost name
// is loopback for Chromium. Pages that need a state first (a signed-in
// customer, a stored cart, a punchout session) get it in the same browser
// profile before Lighthouse opens the page, through Playwright connected to
// that browser over CDP; Lighthouse then keeps the profile's storage
// (--disable-storage-reset) but starts with nothing of the page in the
// HTTP cache, since the setup never loads the page measured.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
// TypeScript, so this file runs through tsx (as `npm run bench` does).
import { signedPunchoutStart } from '../support/punchout.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The demo customer of the emulator's seed (README: "An account"). */
const DEMO = { email: 'demo@example.com', password: 'Demo-pass-1' };

/**
 * The page types: `host` names an entry of `hosts`, `setup` a state to put in
 * the browser first, `buyer` the emulator's JSON punchout buyer of that host.
 */
export const PAGE_TYPES = [
  { name: 'cart', host: 'us', path: '/cart' },
  { name: 'cart-lines', host: 'us', path: '/cart', setup: 'cartLines' },
  { name: 'search', host: 'us', path: '/search?q=labels' },
  { name: 'login', host: 'us', path: '/login' },
  { name: 'register', host: 'us', path: '/register' },
  { name: 'forgot-password', host: 'us', path: '/forget-password' },
  { name: 'content', host: 'us', path: '/pages/shipping-policy' },
  { name: 'contact', host: 'us', path: '/pages/contact-us' },
  { name: 'account', host: 'us', path: '/account', setup: 'signIn' },
  { name: 'orders', host: 'us', path: '/account/orders/summary', setup: 'signIn' },
  { name: 'punchout-catalog', host: 'us', path: '/', setup: 'punchout', buyer: 'emulator-json' },
  { name: 'fr-cart', host: 'fr', path: '/cart' },
  { name: 'fr-cart-lines', host: 'fr', path: '/cart', setup: 'cartLines' },
  { name: 'fr-search', host: 'fr', path: '/search?q=etiquettes' },
  { name: 'fr-login', host: 'fr', path: '/login' },
  { name: 'fr-register', host: 'fr', path: '/register' },
  { name: 'fr-content', host: 'fr', path: '/pages/shipping-policy' },
  { name: 'fr-contact', host: 'fr', path: '/pages/contact-us' },
  { name: 'fr-account', host: 'fr', path: '/account', setup: 'signIn' },
  { name: 'fr-punchout-catalog', host: 'fr', path: '/', setup: 'punchout', buyer: 'emulator-json-fr' },
  { name: 'reseller-home', host: 'reseller', path: '/' },
  { name: 'reseller-cart', host: 'reseller', path: '/cart' },
  { name: 'reseller-content', host: 'reseller', path: '/pages/about-us' },
  // Catalog pages, for comparison (the French product page's first paint against the English one's).
  { name: 'product', host: 'us', path: '/products/custom-roll-labels', catalog: true },
  { name: 'fr-product', host: 'fr', path: '/products/custom-roll-labels', catalog: true },
];

/** Lighthouse's mobile screen: a Moto G Power, 412 × 823 CSS px at 1.75 device pixels per CSS pixel. */
export const LIGHTHOUSE_MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Opens `url` once in a throwaway context of `browser` at Lighthouse's mobile
 * screen size, so what the measured visit fetches is what shoppers get: the
 * image CDN has made the image sizes that screen asks for (a real CDN keeps
 * them from the first visitor on; the emulator makes each on its first
 * request) and the front door has compressed the page's scripts. Its own
 * context, so the measured visit still starts with an empty HTTP cache.
 */
export async function warmVisit(browser, url) {
  const context = await browser.newContext(LIGHTHOUSE_MOBILE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).catch(() => null);
  } finally {
    await context.close();
  }
}

/** The default hosts for an app on `port`: the US and French sites and the acme reseller. */
export function defaultHosts(port) {
  return { us: `localhost:${port}`, fr: `fr.localhost:${port}`, reseller: `acme.resellers.localhost:${port}` };
}

/** Chromium with a DevTools port and a fresh profile; resolves once the port is known. */
async function launchChromium(chromePath) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-pages-'));
  const child = spawn(chromePath, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const portFile = join(profile, 'DevToolsActivePort');
  const until = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (Date.now() > until || child.exitCode !== null) throw new Error('Chromium did not open its DevTools port');
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return new Promise((resolve) => {
        const done = () => {
          // Chromium's helpers may still be writing into the profile for a moment after it exits.
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
          } catch {
            // a temporary directory left behind
          }
          resolve();
        };
        if (child.exitCode !== null) done();
        else child.once('exit', done);
      });
    },
  };
}

/** Puts the page type's state into the browser's default profile, then lets go of the browser. */
async function prepare(port, page, origin, emulatorPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const tab = await context.newPage();
    if (page.setup === 'signIn') {
      await tab.goto(`${origin}/robots.txt`);
      const status = await tab.evaluate(async (body) => {
        const res = await fetch('/api/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return res.status;
      }, DEMO);
      if (status !== 200) throw new Error(`sign-in answered ${status}`);
    } else if (page.setup === 'cartLines') {
      // Two lines, added as a shopper adds them (the stored cart is the configurator's own).
      for (const handle of ['custom-roll-labels', 'kraft-paper-roll-labels']) {
        await tab.goto(`${origin}/products/${handle}`);
        await tab.locator('section[data-hydrated="true"]').filter({ has: tab.getByTestId('configurator-total') }).waitFor();
        await tab.getByTestId('configurator-total').filter({ hasText: /\d/ }).waitFor();
        await tab.locator('button[data-early-press="add-to-cart"]').click();
        await tab.waitForURL(/\/cart$/);
      }
      await tab.goto(`${origin}/robots.txt`);
    } else if (page.setup === 'punchout') {
      await tab.goto(`${origin}${signedPunchoutStart(emulatorPort, `lighthouse-${Date.now()}`, '/products/custom-roll-labels', page.buyer)}`);
      await tab.waitForURL(/\/products\//);
      await tab.goto(`${origin}/robots.txt`);
    }
    await tab.close();
  } finally {
    // Over CDP this lets go of the browser and leaves it (and its profile) running.
    await browser.close();
  }
}

function runLighthouse(url, { port, keepStorage, env }) {
  const args = ['-y', LIGHTHOUSE, url, '--quiet', '--output=json', `--port=${port}`, `--only-categories=${CATEGORIES.join(',')}`];
  if (keepStorage) args.push('--disable-storage-reset');
  const r = spawnSync('npx', args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000 });
  if (r.status !== 0) return { error: (r.stderr || r.error?.message || '').split('\n').filter(Boolean).slice(-3).join(' ') };
  return { report: JSON.parse(r.stdout) };
}

/** The figures of one report, and the audits of the four categories that lost points (with a few details). */
function summarize(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id];
  const failing = [];
  for (const id of CATEGORIES) {
    if (id === 'performance') continue;
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const a = audit(ref.id);
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
        const items = (a.details?.items ?? []).slice(0, 4).map((item) => item.description ?? item.source?.url ?? item.node?.snippet ?? item.sourceLocation?.url ?? item.issueType ?? JSON.stringify(item).slice(0, 160));
        failing.push({ category: id, id: ref.id, title: a.title, items });
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: +(audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3),
    fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? NaN),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
    indexable: audit('is-crawlable')?.score === 1,
    failing,
  };
}

/**
 * Runs Lighthouse mobile on each page type and returns `{ [name]: figures }`
 * (figures: performance, accessibility, bestPractices, seo, cls, fcpMs, lcpMs,
 * tbtMs, indexable, failing, url; or `error`).
 *
 * appOrigin: the app's loopback origin, for the readiness check (`http://127.0.0.1:3800`).
 * hosts: `{ us, fr, reseller }` host:port names the pages are opened on (defaultHosts(port)).
 * emulatorPort: the emulator's port (the punchout buyers' return URLs name it).
 * only: names of PAGE_TYPES to run (all by default); runs: runs per page, median by performance;
 * warm: request each page once before measuring it (true by default).
 */
export async function lighthousePages({ appOrigin, hosts, emulatorPort, only, runs = 1, warm = true, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pages = PAGE_TYPES, log = console.log }) {
  const res = await fetch(`${appOrigin}/robots.txt`).catch(() => null);
  if (!res || res.status >= 500) throw new Error(`no app answers at ${appOrigin}`);
  const env = { ...process.env, CHROME_PATH: chromePath };
  const results = {};
  const warmer = warm ? await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS }) : null;
  for (const page of pages.filter((p) => !only || only.includes(p.name))) {
    const origin = `http://${hosts[page.host]}`;
    const url = `${origin}${page.path}`;
    // Each page once first, as the benchmarks fill the cache: a page rendered on demand for the
    // measured visit would time the server's first render and the CDN's first resize, not what shoppers get.
    if (warmer) await warmVisit(warmer, url);
    const figures = [];
    let error;
    for (let i = 0; i < runs; i++) {
      const browser = await launchChromium(chromePath);
      try {
        if (page.setup) await prepare(browser.port, page, origin, emulatorPort);
        const r = runLighthouse(url, { port: browser.port, keepStorage: Boolean(page.setup), env });
        if (r.error) error = r.error;
        else figures.push(summarize(r.report));
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      } finally {
        await browser.close();
      }
    }
    figures.sort((a, b) => a.performance - b.performance);
    const median = figures[Math.floor(figures.length / 2)];
    results[page.name] = median ? { url, ...median, ...(runs > 1 ? { runs: figures.map((f) => f.performance) } : {}) } : { url, error };
    log(`${page.name}: ${median ? `perf ${median.performance} a11y ${median.accessibility} bp ${median.bestPractices} seo ${median.seo} CLS ${median.cls}` : `error ${error}`}`);
  }
  await warmer?.close();
  return results;
}

/** The table `lighthousePages` results print as, and the audits that lost points below it. */
export function printLighthousePages(results) {
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        r.error
          ? { error: r.error.slice(0, 80) }
          : { perf: r.runs ? `${r.performance} (${r.runs.join(', ')})` : r.performance, a11y: r.accessibility, 'best pr.': r.bestPractices, seo: r.indexable ? r.seo : `${r.seo} (noindex)`, CLS: r.cls, 'FCP ms': r.fcpMs, 'LCP ms': r.lcpMs, 'TBT ms': r.tbtMs },
      ]),
    ),
  );
  for (const [name, r] of Object.entries(results)) {
    // A page that asks not to be indexed loses the crawlability audit on purpose.
    const lost = (r.failing ?? []).filter((f) => !(f.id === 'is-crawlable' && !r.indexable));
    for (const f of lost) console.log(`  ${name}: [${f.category}] ${f.id}: ${f.title}${f.items.length ? ` — ${f.items.join(' | ')}` : ''}`);
  }
  console.log(lighthouseGoals(results));
}

/** One line: how many pages meet each of the speed issue's goals for the page types outside the catalog. */
export function lighthouseGoals(results) {
  const pages = Object.values(results).filter((r) => !r.error);
  const indexable = pages.filter((r) => r.indexable);
  const count = (list, ok) => `${list.filter(ok).length}/${list.length}`;
  return [
    `goals: performance ≥ 95 on ${count(pages, (r) => r.performance >= 95)}`,
    `accessibility 100 on ${count(pages, (r) => r.accessibility === 100)}`,
    `best practices 100 on ${count(pages, (r) => r.bestPractices === 100)}`,
    `SEO 100 on ${count(indexable, (r) => r.seo === 100)} indexable`,
    `CLS < 0.05 on ${count(pages, (r) => r.cls < 0.05)}`,
    `${Object.keys(results).length - pages.length} without a result`,
  ].join('; ');
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const appPort = Number(arg('app-port', '3000'));
  const results = await lighthousePages({
    appOrigin: `http://127.0.0.1:${appPort}`,
    hosts: defaultHosts(appPort),
    emulatorPort: Number(arg('emulator-port', '4000')),
    only: arg('only')?.split(','),
    runs: Number(arg('runs', '1')),
  });
  printLighthousePages(results);
  const out = arg('json');
  if (out) writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), pages: results }, null, 2));
}
