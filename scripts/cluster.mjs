// The store as it runs on several servers, on this machine: Redis (shared
// page cache, tag revalidation, rate limits, one-time records), N app servers
// on their own ports, and nginx in front as load balancer and shared HTTP
// cache. Started by `npm run start:cluster` (scripts/start-cluster.mjs) and by
// the cluster tests. Imports nothing of the app: the tests load it as it is.
import { spawn } from 'node:child_process';
import { ensureEngines } from './engines/install.mjs';
import { startRedis } from './engines/redis.mjs';
import { startNginx } from './engines/nginx.mjs';
import { waitForUrl } from './wait.mjs';

/** One app server: `node scripts/serve.mjs <port>` in `root`, restartable (a restart keeps the shared cache). */
function appServer(root, port, env, onExit) {
  let child = null;
  const server = {
    port,
    async start() {
      child = spawn(process.execPath, ['scripts/serve.mjs', String(port)], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
      const mine = child;
      child.on('exit', (code, signal) => {
        if (child === mine) child = null;
        onExit?.(port, code, signal);
      });
      await waitForUrl(`http://127.0.0.1:${port}/robots.txt`, 120_000);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      child = null;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
  return server;
}

/**
 * Starts Redis, `instances` app servers on `port + 1 …` and nginx on `port`.
 * `env` is the app's environment (the emulator's, or a real store's);
 * `bypassCookies` the cookies that change a page (CACHE_BYPASS_COOKIES);
 * `root` the project folder holding the build.
 */
export async function startCluster({ root = process.cwd(), port = 3000, instances = 2, redisPort = 6379, env = process.env, bypassCookies, onAppExit }) {
  if (!ensureEngines(['redis', 'nginx'])) throw new Error('The cluster needs redis-server and nginx (above).');
  const redis = await startRedis({ port: redisPort });
  const appEnv = { ...env, REDIS_URL: redis.url, TRUST_PROXY: 'on' };
  const cluster = {
    url: `http://localhost:${port}`,
    /** Replaceable: a test may stop Redis and start another on its port. */
    redis,
    apps: Array.from({ length: instances }, (_, i) => appServer(root, port + 1 + i, appEnv, onAppExit)),
    nginx: null,
    async stop() {
      await Promise.all(cluster.apps.map((a) => a.stop()));
      await cluster.nginx?.stop();
      await cluster.redis.stop();
    },
  };
  try {
    await Promise.all(cluster.apps.map((a) => a.start()));
    cluster.nginx = await startNginx({ port, upstreams: cluster.apps.map((a) => a.port), bypassCookies });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
