// Starts Debian's redis-server on loopback for the cluster and the tests: in
// memory only (no snapshot, no append-only file). When full it evicts the
// least recently used keys among those with a time to live (pages, records,
// counters), never the tag expiry times, which have none: losing one would let
// a page the webhook expired be served again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Resolves once the server accepts connections: `{ url, port, stop() }`.
 * Rejects with a one-line reason (not installed, port taken) otherwise.
 */
export function startRedis({ port, maxMemory = '256mb' }) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  args.push('--maxmemory', maxMemory, '--maxmemory-policy', 'volatile-lru', '--protected-mode', 'yes');
  return new Promise((resolve, reject) => {
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let ready = false;
    const fail = (reason) => {
      if (ready) return;
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(reason));
    };
    child.on('error', (error) =>
      fail(error.code === 'ENOENT' ? 'redis-server is not installed: run `node scripts/engines/install.mjs redis` (Debian package redis-server)' : String(error)),
    );
    child.on('exit', (code) => fail(`redis-server exited (${code}) before it was ready: ${out.trim().split('\n').pop()}`));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!ready && out.includes('Ready to accept connections')) {
        ready = true;
        resolve({
          url: `redis://127.0.0.1:${port}`,
          port,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => {
                rmSync(dir, { recursive: true, force: true });
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}
