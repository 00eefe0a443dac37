import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localBuyers } from '../../scripts/env.mjs';
import { startLinkSignature } from '../../lib/domain/punchout/start-link';
import { procurementReturnPosts } from '../e2e/emulator';
import { EMULATOR_PORT } from '../e2e/hosts';
import { firstVariant } from './catalog';
import { answer, HOST, jsonRequest, uniqueLoopbackIp } from './raw-http';

/**
 * Punchout as a server-side request forgery surface: the return URL a
 * procurement link carries is where our server POSTs the order. Only a
 * configured buyer's signed link opens a session, and only with a return
 * URL under that buyer's exact prefixes, judged after URL normalisation. A
 * canary server on a loopback port stands for every internal service
 * (another endpoint of the gateway's own host among them); a link aimed at
 * it in any disguise, even signed with the gateway's own secret, must be
 * refused and the canary must hear nothing. The emulator's gateway takes an
 * honest hand-off (the control: the same request under its prefix does go out).
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

const GATEWAY = localBuyers({ emulatorPort: EMULATOR_PORT }).find((b) => b.id === 'emulator-json')!;
const GATEWAY_RETURN = `http://localhost:${EMULATOR_PORT}/gateway/return`;

/** The gateway's start link for `returnUrl`, signed with its own secret (as a leaked secret or a careless gateway would sign anything). */
function signedStart(returnUrl: string, sign = true): string {
  const ts = Math.floor(Date.now() / 1000);
  const query = new URLSearchParams({ buyer: GATEWAY.id, return_url: returnUrl, path: PRODUCT_PATH });
  if (sign) {
    query.set('ts', String(ts));
    query.set('sig', startLinkSignature(GATEWAY.json!.secret, GATEWAY.id, ts, returnUrl));
  }
  return `/api/punchout/start?${query}`;
}

/** Opens the signed link from its own address, as the buyer's browser would. */
const open = (path: string) => answer({ method: 'GET', host: HOST.us, path, localAddress: uniqueLoopbackIp() });

/** Starts a punchout session for `returnUrl` from its own address, as a procurement link would; answers its cookie and address. */
async function startSession(returnUrl: string): Promise<{ cookie: string; localAddress: string }> {
  const localAddress = uniqueLoopbackIp();
  const started = await answer({ method: 'GET', host: HOST.us, path: signedStart(returnUrl), localAddress });
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
  ['the gateway’s host on another port', `http://localhost:${EMULATOR_PORT + 1}/gateway/return/x`],
  ['another endpoint of the gateway’s own host', `http://localhost:${EMULATOR_PORT}/__emulator/customers/enduser@example.com/expire-tokens`],
  ['a dot-segment walk out of the gateway’s prefix', `${GATEWAY_RETURN}/../../__emulator/customers/enduser@example.com/expire-tokens`],
  ['an encoded walk out of the gateway’s prefix', `${GATEWAY_RETURN}/..%2F..%2F__emulator/customers/enduser@example.com/expire-tokens`],
  ['the gateway’s address by IP instead of its configured name', `http://127.0.0.1:${EMULATOR_PORT}/gateway/return/x`],
  ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['unspecified address', `http://0.0.0.0:${port}/canary`],
  ['a file', 'file:///etc/passwd'],
  ['another scheme', `gopher://127.0.0.1:${port}/_canary`],
  ['an outside host', 'https://attacker.example/gateway/return/x'],
];

test('a hand-off to the configured gateway goes out (the control)', async ({ request }) => {
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const before = await procurementReturnPosts(request);
  const session = await startSession(`${GATEWAY_RETURN}/ssrf-control`);
  const reply = await handOff(session, variantId);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.json()).toEqual({ redirectUrl: expect.stringMatching(/\/procurement\/requisition\/ssrf-control$/) });
  expect(await procurementReturnPosts(request)).toBe(before + 1);
});

test('a return URL aimed anywhere else, in any disguise and even signed by the gateway, opens no session and nothing is requested', async ({ request }) => {
  const before = await procurementReturnPosts(request);
  const refused: string[] = [];
  for (const [name, url] of disguises(canaryPort)) {
    const reply = await open(signedStart(url));
    expect(reply.status, `${name}: ${url} → ${reply.text}`).toBe(403);
    expect(reply.text, `${name}: ${url}`).toContain('data-punchout-refused="returnUrl"');
    expect(reply.headers['set-cookie'] ?? [], `${name}: no session`).toEqual([]);
    refused.push(name);
  }
  expect(refused).toHaveLength(disguises(canaryPort).length);
  expect(canaryHeard, 'requests that reached the canary').toEqual([]);
  expect(await procurementReturnPosts(request), 'orders the gateway received').toBe(before);
});

test('a link from any site opens no session: unsigned, forged or naming no configured buyer', async ({ request }) => {
  const variantId = await firstVariant(request, 'custom-roll-labels');
  const before = await procurementReturnPosts(request);
  const honest = `${GATEWAY_RETURN}/drive-by`;
  const forged = signedStart(honest).replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`);
  const nobody = signedStart(honest).replace(`buyer=${GATEWAY.id}`, 'buyer=nobody');
  for (const [name, path, reason] of [
    ['unsigned (the old ?punchout=true&return_url= link)', signedStart(honest, false), 'unsigned'],
    ['a forged signature', forged, 'unsigned'],
    ['an unknown buyer', nobody, 'unknownBuyer'],
  ] as const) {
    const reply = await open(path);
    expect(reply.status, name).toBe(403);
    expect(reply.text, name).toContain(`data-punchout-refused="${reason}"`);
    expect(reply.headers['set-cookie'] ?? [], name).toEqual([]);
  }
  // Without a session nothing is handed off, whatever the page sends.
  const reply = await handOff({ cookie: 'punchout=eyJzIjoieCJ9.AAAA', localAddress: uniqueLoopbackIp() }, variantId);
  expect(reply.status).toBe(400);
  expect((reply.json() as { error?: string }).error).toBe('no_return_url');
  expect(await procurementReturnPosts(request)).toBe(before);
});
