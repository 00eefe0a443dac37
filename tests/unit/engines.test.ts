/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Redis and nginx come from the OS: where they are missing and cannot be
 * installed, the scripts say what to install in one line, never a stack trace.
 * A PATH without them (nor apt-get) stands for such a machine.
 */
const root = join(__dirname, '..', '..');
const bare = { ...process.env, PATH: '/nonexistent' };
const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, env: bare, encoding: 'utf8', timeout: 30_000 });
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at /m);

test('the engine installer names the Debian package of each missing engine and fails', () => {
  const run = node(['scripts/engines/install.mjs', 'redis', 'nginx']);
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('redis-server is missing: the shared cache and limits of several servers needs `apt-get install redis-server`');
  expect(run.stdout).toContain('nginx is missing: the load balancer and shared HTTP cache in front of several servers needs `apt-get install nginx`');
  noStack(run.stdout + run.stderr);
});

test('npm run start:cluster stops at once with that advice, before starting anything', () => {
  const run = node(['--import', 'tsx', 'scripts/start-cluster.mjs']);
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('apt-get install redis-server');
  expect(run.stderr).toContain('The cluster needs redis-server and nginx');
  noStack(run.stdout + run.stderr);
});

test('starting Redis or nginx where they are missing fails with the command that installs them', () => {
  const script = `
    const { startRedis } = await import('./scripts/engines/redis.mjs');
    const { startNginx } = await import('./scripts/engines/nginx.mjs');
    for (const start of [() => startRedis({ port: 1 }), () => startNginx({ port: 1, upstreams: [2], bypassCookies: [] })]) {
      await start().then(() => console.log('started'), (error) => console.log(error.message));
    }`;
  const run = node(['--input-type=module', '-e', script]);
  expect(run.stdout).toContain('redis-server is not installed: run `node scripts/engines/install.mjs redis` (Debian package redis-server)');
  expect(run.stdout).toContain('nginx is not installed: run `node scripts/engines/install.mjs nginx` (Debian package nginx)');
  noStack(run.stdout + run.stderr);
});
