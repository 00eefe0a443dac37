import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { procurementReturnPosts } from '../e2e/emulator';
import { EMULATOR, EMULATOR_PORT } from '../e2e/hosts';
import { firstVariant } from './catalog';
import { answer, header, HOST, jsonRequest, uniqueLoopbackIp } from './raw-http';

/**
 * Punchout as a server-side request forgery surface: the return URL a
 * procurement link carries is where our server POSTs the order. Whatever a
 * link names, the server may only ever reach an allowlisted procurement
 * host, judged after URL normalisation. A canary server on a loopback port
 * stands for every internal service; a link aimed at it in any disguise must
 * be refused with `not_allowed` and the canary must hear nothing. The
 * emulator's own gateway, the one allowlisted host, takes an honest hand-off
 * (the control: the same request with an allowed URL does go out).
 */

let canary: Server;
let canaryPort = 0;
const canaryHeard: string[] = [];

test.beforeAll(async () => {
  canary = createServer((req, res) => {
    canaryHeard.push(`${req.method} ${req.headers.host ?? ''}${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ redirect_url: `http://127.0.0.1:${canaryPort}/pwned` }));
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryPort = (canary.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => canary.close(resolve));
});

const PRODUCT_PATH = '/products/custom-roll-labels';

/** Starts a punchout session for `returnUrl` from its own address, as a procurement link would; answers its cookie and address. */
async function startSession(returnUrl: string): Promise<{ cookie: string; localAddress: string }> {
  const localAddress = uniqueLoopbackIp();
  const started = await answer({
    method: 'GET',
    host: HOST.us,
    path: `/api/punchout/start?return_url=${encodeURIComponent(returnUrl)}&path=${encodeURIComponent(PRODUCT_PATH)}`,
    localAddress,
  });
  expect(started.status, started.text).toBe(303);
  const cookie = (started.headers['set-cookie'] ?? []).find((c) => c.startsWith('punchout='));
  expect(cookie, 'the punchout session cookie').toBeTruthy();
  expect(cookie).toMatch(/HttpOnly/i);
  return { cookie: cookie!.split(';', 1)[0]!, localAddress };
}

/** The configurator's hand-off of an honest line in that session. */
async function handOff(session: { cookie: string; localAddress: string }, variantId: string) {
  return answer(
    jsonRequest(
      'POST',
      HOST.us,
      '/api/punchout/handoff',
      { attemptId: randomUUID(), line: { lineItemId: 'ssrf', variantId, quantity: 100, properties: {} } },
      { headers: { cookie: session.cookie }, localAddress: session.localAddress },
    ),
  );
}

/** Return URLs aimed at the canary (an internal service) or elsewhere, each a different disguise. */
const disguises = (port: number): [string, string][] => [
  ['plain loopback', `http://127.0.0.1:${port}/canary`],
  ['localhost', `http://localhost:${port}/canary`],
  ['decimal IPv4', `http://2130706433:${port}/canary`],
  ['hex and short IPv4', `http://0x7f.1:${port}/canary`],
  ['IPv4-mapped IPv6', `http://[::ffff:127.0.0.1]:${port}/canary`],
  ['IPv6 loopback', `http://[::1]:${port}/canary`],
  ['trailing-dot host', `http://localhost.:${port}/canary`],
  ['allowed host as userinfo', `http://127.0.0.1:${EMULATOR_PORT}@127.0.0.1:${port}/canary`],
  ['allowed host in the fragment', `http://127.0.0.1:${port}/canary#@127.0.0.1:${EMULATOR_PORT}`],
  ['allowed host as a subdomain label', `http://127.0.0.1.nip.io:${port}/canary`],
  ['https to the canary', `https://127.0.0.1:${port}/canary`],
  ['the allowed host on another port', `http://127.0.0.1:${Number(new URL(EMULATOR).port) + 1}/gateway/return/x`],
  ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['unspecified address', `http://0.0.0.0:${port}/canary`],
  ['a file', 'file:///etc/passwd'],
  ['another scheme', `gopher://127.0.0.1:${port}/_canary`],
  ['an outside host', 'https://attacker.example/gateway/return/x'],
];

test('a hand-off to the allowlisted procurement gateway goes out (the control)', async ({ request }) => {
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const before = await procurementReturnPosts(request);
  const session = await startSession(`${EMULATOR}/gateway/return/ssrf-control`);
  const reply = await handOff(session, variantId);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.json()).toEqual({ redirectUrl: expect.stringMatching(/\/procurement\/requisition\/ssrf-control$/) });
  expect(await procurementReturnPosts(request)).toBe(before + 1);
});

test('a return URL aimed anywhere else, in any disguise, is refused and nothing is requested', async ({ request }) => {
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const before = await procurementReturnPosts(request);
  const refused: string[] = [];
  for (const [name, url] of disguises(canaryPort)) {
    const reply = await handOff(await startSession(url), variantId);
    expect(reply.status, `${name}: ${url} → ${reply.text}`).toBe(400);
    expect((reply.json() as { error?: string }).error, `${name}: ${url}`).toBe('not_allowed');
    expect(header(reply.headers, 'content-type')).toMatch(/^application\/json/);
    refused.push(name);
  }
  expect(refused).toHaveLength(disguises(canaryPort).length);
  expect(canaryHeard, 'requests that reached the canary').toEqual([]);
  expect(await procurementReturnPosts(request), 'orders the gateway received').toBe(before);
});
