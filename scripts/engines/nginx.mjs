// Debian's nginx in front of the app servers: load balancer and shared HTTP
// cache, as a CDN or a company's own proxy would be. The cache keys on the
// host and the whole URL, keeps what our Cache-Control allows (s-maxage,
// stale-while-revalidate), never what sets a cookie or says private or
// no-store, and is bypassed by requests that carry a cookie which changes the
// page (the language chosen by cookie, a punchout session).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';

import { join } from 'node:path';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';

/** Browsers may reach `localhost` over ::1: listen there too when the machine has it. */
const hasIpv6Loopback = () => Object.values(networkInterfaces()).flat().some((a) => a?.internal && a.family === 'IPv6');

/** The configuration, for `port` in front of `upstreams` (loopback ports), with its files under `dir`. */
export function nginxConfig({ port, upstreams, dir, bypassCookies, maxBodyMb = 12 }) {
  const cookies = bypassCookies.map((name) => name.replace(/[^A-Za-z0-9_-]/g, '')).join('|');
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log stderr warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}events { worker_connections 1024; }

http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size ${maxBodyMb}m;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:16m max_size=512m inactive=1h use_temp_path=off;

  upstream storefront {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    # Below Node's own 5 s: nginx closes an idle connection before the app server does, never reusing one it is closing.
    keepalive_timeout 4s;
  }

  # A request carrying one of these cookies gets a page made for it: never served from the cache, nor stored.
  map $http_cookie $page_by_cookie {
    default 0;
    "~(^|;\\s*)(${cookies})=" 1;
  }

  server {
    listen 127.0.0.1:${port};
${hasIpv6Loopback() ? `    listen [::1]:${port};\n` : ''}
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An app server that is restarting or gone: the next one answers.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;

      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_bypass $page_by_cookie;
      proxy_no_cache $page_by_cookie;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** Starts nginx in the foreground; resolves `{ url, stop() }` once it accepts connections. */
export async function startNginx({ port, upstreams, bypassCookies }) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  // The workers run unprivileged when started as root: they must reach their cache and temp folders.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ port, upstreams, dir, bypassCookies }));
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let settled = false;
  const started = await Promise.race([
    new Promise((resolve) => child.once('error', (error) => resolve(error))),
    exited.then((code) => new Error(`nginx exited (${code}): ${errors.trim().split('\n').pop() ?? ''}`)),
    (async () => {
      for (let i = 0; i < 100 && !settled; i++) {
        if (await accepts(port)) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return new Error(`nginx did not listen on ${port}`);
    })(),
  ]);
  settled = true;
  if (started !== true) {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    const missing = started.code === 'ENOENT';
    throw new Error(missing ? 'nginx is not installed: run `node scripts/engines/install.mjs nginx` (Debian package nginx)' : String(started.message ?? started));
  }
  return {
    url: `http://localhost:${port}`,
    dir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
