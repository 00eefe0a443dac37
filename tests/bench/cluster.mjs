// The several-server deployment in small (scripts/cluster.mjs: two app
// servers on one Redis behind nginx), measured in one run on this machine:
//   - req/s of a catalog page rendered from the app's cache: one app server
//     asked directly, against both behind nginx (its own cache bypassed);
//   - req/s of the same page from nginx's cache, against a static asset
//     (a build chunk) from nginx's cache: the cost of a page as a file;
//   - how long after the platform's webhook reaches one server the other
//     serves the changed page, against the cached page's own TTFB.
// Every load is bounded: 10 connections, 5 s, at most 20,000 requests.
import autocannon from 'autocannon';
import { readdirSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { startCluster } from '../../scripts/cluster.mjs';
import { DEV_SECRETS, emulatorEnv } from '../../scripts/env.mjs';

const PAGE = '/collections/all';
const PRODUCT = 'candle-jar-labels';

function load(origin, path, host, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${origin}${path}`, headers: { host, ...headers }, connections: 10, duration: 5, amount: 20000 }, (err, r) =>
      err ? reject(err) : resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50, errors: r.errors + r.non2xx }),
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs the section against an emulator already up on `emulatorPort`; `bypassCookies` as the app defines them. */
export async function clusterBench({ root, port, emulatorPort, bypassCookies, env }) {
  const cluster = await startCluster({
    root,
    port,
    instances: 2,
    redisPort: port + 90,
    bypassCookies,
    env: { ...env, ...emulatorEnv({ appPort: port, emulatorPort }), NEXT_TELEMETRY_DISABLED: '1' },
  });
  const host = `localhost:${port}`;
  const direct = (p) => `http://127.0.0.1:${p}`;
  const nginx = direct(port);
  try {
    const [a, b] = cluster.apps.map((app) => app.port);
    const asset = readdirSync(join(root, '.next', 'static', 'chunks')).find((f) => f.endsWith('.js'));
    const assetPath = `/_next/static/chunks/${asset}`;
    for (const url of [`${direct(a)}${PAGE}`, `${direct(b)}${PAGE}`, `${nginx}${PAGE}`, `${nginx}${assetPath}`]) await fetch(url, { headers: { host } });

    const oneServer = await load(direct(a), PAGE, host);
    // The bypass cookie names the site's own language: the page is the same, nginx only passes it through.
    const twoBehindNginx = await load(nginx, PAGE, host, { cookie: `${bypassCookies[0]}=en` });
    const nginxPage = await load(nginx, PAGE, host);
    const nginxAsset = await load(nginx, assetPath, host);

    // Webhook on A → changed page on B, median of five changes.
    const emulator = `http://127.0.0.1:${emulatorPort}`;
    const page = await (await fetch(`${direct(b)}/products/${PRODUCT}`, { headers: { host } })).text();
    const originalTitle = /<h1[^>]*>([^<]*)</.exec(page)?.[1];
    if (!originalTitle) throw new Error(`no title on /products/${PRODUCT}`);
    const lags = [];
    const cachedTtfb = [];
    try {
      for (let i = 0; i < 5; i++) {
        const title = `Candle Jar Labels bench ${i}`;
        await fetch(`${direct(b)}/products/${PRODUCT}`, { headers: { host } });
        const t = performance.now();
        await (await fetch(`${direct(b)}/products/${PRODUCT}`, { headers: { host } })).text();
        cachedTtfb.push(performance.now() - t);
        await fetch(`${emulator}/__emulator/products/${PRODUCT}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title }) });
        const body = JSON.stringify({ tags: [`product:${PRODUCT}`] });
        const signature = createHmac('sha256', DEV_SECRETS.REVALIDATE_SECRET).update(body).digest('base64');
        const t0 = performance.now();
        await fetch(`${direct(a)}/api/revalidate`, { method: 'POST', headers: { host, 'content-type': 'application/json', 'x-signature': signature }, body });
        for (;;) {
          const html = await (await fetch(`${direct(b)}/products/${PRODUCT}`, { headers: { host } })).text();
          if (html.includes(title)) break;
          if (performance.now() - t0 > 30_000) throw new Error('the change never reached the other server');
        }
        lags.push(performance.now() - t0);
      }
    } finally {
      await fetch(`${emulator}/__emulator/products/${PRODUCT}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: originalTitle }) });
    }
    const lagMs = median(lags);
    const ttfbMs = median(cachedTtfb);
    return {
      page: PAGE,
      oneServer,
      twoBehindNginx,
      twoOverOne: +(twoBehindNginx.rps / oneServer.rps).toFixed(2),
      nginxPage,
      nginxAsset,
      nginxPageOverAsset: +(nginxPage.rps / nginxAsset.rps).toFixed(2),
      webhookToFreshMs: +lagMs.toFixed(1),
      cachedPageTtfbMs: +ttfbMs.toFixed(1),
      webhookToFreshOverCachedTtfb: +(lagMs / ttfbMs).toFixed(1),
    };
  } finally {
    await cluster.stop();
  }
}

export function printCluster(c) {
  console.log(`several servers (${c.page}, 10 connections, 5 s each):`);
  console.log(`  one app server ${c.oneServer.rps} req/s (p50 ${c.oneServer.p50} ms); two behind nginx, its cache bypassed ${c.twoBehindNginx.rps} req/s (×${c.twoOverOne})`);
  console.log(`  from nginx's cache ${c.nginxPage.rps} req/s; a static asset from nginx's cache ${c.nginxAsset.rps} req/s (page ×${c.nginxPageOverAsset} the asset)`);
  console.log(`  webhook on one server → changed page on the other: median ${c.webhookToFreshMs} ms (×${c.webhookToFreshOverCachedTtfb} a cached page's TTFB of ${c.cachedPageTtfbMs} ms)`);
}
