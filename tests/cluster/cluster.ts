import { createHmac, randomInt } from 'node:crypto';
import { createClient } from 'redis';
import { startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { DEV_SECRETS, emulatorEnv } from '../../scripts/env.mjs';
import { CACHE_BYPASS_COOKIES } from '../../lib/edge/front-door/cache-bypass';
import { CLUSTER_PORT, EMULATOR_PORT } from '../e2e/hosts';
import { answer, type RawRequest } from '../security/raw-http';
import { freePort } from '../support/redis';

/** The cluster's hosts, as visitors name them through nginx. */
export const CLUSTER_HOST = { us: `localhost:${CLUSTER_PORT}`, fr: `fr.localhost:${CLUSTER_PORT}` } as const;

/** Two app servers on one Redis behind nginx, against the browser tests' emulator. */
export async function startTestCluster(): Promise<Cluster> {
  return startCluster({
    port: CLUSTER_PORT,
    instances: 2,
    redisPort: await freePort(),
    bypassCookies: CACHE_BYPASS_COOKIES,
    env: { ...process.env, ...emulatorEnv({ appPort: CLUSTER_PORT, emulatorPort: EMULATOR_PORT }), NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/** A request to one app server directly (`port`), or to nginx by default, on the US host unless named. */
export function to(port: number, req: Partial<RawRequest> & { path: string }) {
  return answer({ method: 'GET', host: CLUSTER_HOST.us, ...req, port });
}

/** The platform's webhook, signed as it signs it, to one app server. */
export function webhook(port: number, tags: string[]) {
  const body = JSON.stringify({ tags });
  const signature = createHmac('sha256', DEV_SECRETS.REVALIDATE_SECRET).update(body).digest('base64');
  return to(port, { method: 'POST', path: '/api/revalidate', body, headers: { 'content-type': 'application/json', 'x-signature': signature } });
}

/** A client address of its own (the app servers trust the proxy's X-Forwarded-For): limits never mix tests. */
export const clientAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The page entries (not data) in the shared cache. */
export async function cachedPageCount(redisUrl: string): Promise<number> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    let pages = 0;
    for await (const keys of client.scanIterator({ MATCH: 'page:*', COUNT: 500 })) {
      for (const key of keys) if ((await client.get(key))?.includes('"kind":"APP_PAGE"')) pages++;
    }
    return pages;
  } finally {
    await client.destroy();
  }
}
