import { createServer } from 'node:net';
// The launcher `npm run start:cluster` uses: tests run the same redis-server as the deployment.
import { startRedis, type RunningRedis } from '../../scripts/engines/redis.mjs';

export type TestRedis = RunningRedis;
/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A real redis-server on loopback, on `port` or a free one. */
export async function testRedis(port?: number): Promise<TestRedis> {
  return startRedis({ port: port ?? (await freePort()) });
}
