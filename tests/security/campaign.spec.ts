import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerCustomer, signIn } from './customers';
import { answer, header, HOST, mapLimit, originOf, send, uniqueLoopbackIp, type RawOutcome, type RawRequest } from './raw-http';
import { ROOT, scanApiRoutes, type ApiRoute } from './routes';

/**
 * Malformed-input campaign: every route handler (read from app/api) and the
 * main pages, on the US host, the French host and a reseller host, get
 * unknown methods, undecodable and over-long paths, oversized and malformed
 * bodies, bad cookies and forged origins, sent with raw node:http so every
 * byte goes out as written. What a caller would notice is asserted on every
 * answer: never a 5xx; the right 4xx for each kind of nonsense; security
 * headers on every error; a CSP without inline scripts on every HTML page.
 * Each rule is a soft assertion, so one run reports every rule it breaks.
 * The totals are printed at the end and written to test-reports/security-campaign.json.
 *
 * The app rate-limits account and tagging routes per client address and per
 * session, counting an attempt before it runs. So that a 429 never stands in
 * for the answer a rule asks for, the campaign runs in three phases (uploads,
 * forged origins, the rest), each from its own loopback address with its own
 * signed-in customer.
 */

const HOSTS = [HOST.us, HOST.fr, HOST.acme];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'FOO'];
const READ_ONLY = ['GET', 'HEAD', 'OPTIONS'];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CONCURRENCY = 8;
const LONG_PATH = 5000;
const DECLARED_HUGE = 50 * 1024 * 1024;
const REAL_BIG = 3 * 1024 * 1024;

const PAGES = [
  '/',
  '/collections/roll-labels',
  '/category/stickers',
  '/products/custom-roll-labels',
  '/pages/about-us',
  '/cart',
  '/login',
  '/register',
  '/forget-password',
  '/account',
  '/account/orders/summary',
  '/compare',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.svg',
];
/** API paths no handler serves (the last one is one segment too deep for /api/account/orders/[id]). */
const UNKNOWN_API = ['/api', '/api/nope', '/api/session', '/api/checkout/nope', '/api/account/orders/1001/extra'];
const BAD_ESCAPES = ['%zz', '%E0%A4%A', '%'];
/**
 * Calls from another system, authenticated by what they carry rather than by
 * Origin: the platform's webhook (an HMAC of the body), a cXML buyer's
 * server (its SharedSecret) and an OCI buyer's start form, which SAP posts
 * from its own site (a signed link or the buyer's password).
 */
const SIGNED_WEBHOOKS = new Set(['/api/revalidate', '/api/punchout/cxml', '/api/punchout/oci']);
/** Never sent a live session: a forged request that got through would end it for the rest of the run. */
const ENDS_SESSION = new Set(['/api/session/logout']);

const RULES = {
  no5xx: 'no 5xx anywhere',
  answered: 'every request gets an answer',
  unsupported: 'an unsupported method gets 405 with an Allow header that does not list it',
  supported: 'a supported method is not refused with 405',
  undecodable: 'an undecodable path gets 400',
  unknownApi: 'an unknown /api path gets 404 with a JSON body',
  overLong: 'a 5,000-character path gets 404 or 414',
  declaredHuge: 'a declared 50 MB body gets 413 or a closed connection, at once',
  realBig: 'a 3 MB body to a JSON endpoint gets 413 or a closed connection',
  forgedOrigin: 'a state-changing request from another origin gets 403',
  webhookOrigin: 'a signed webhook from another origin without a signature is refused (4xx)',
  errorHeaders: 'every 4xx carries X-Content-Type-Options: nosniff and X-Frame-Options',
  csp: "every HTML page carries a Content-Security-Policy whose script-src has no 'unsafe-inline'",
  cspHead: 'HEAD of an HTML page carries the same Content-Security-Policy as its GET',
} as const;
type Rule = (typeof RULES)[keyof typeof RULES];

interface Target {
  path: string;
  /** Methods it answers: the route's exports (with HEAD and OPTIONS), or GET, HEAD, OPTIONS for pages and files. */
  methods: string[];
  route?: ApiRoute;
}

/** A case's own rule: a message when the outcome breaks it, else null. */
interface Check {
  rule: Rule;
  failure: (o: RawOutcome) => string | null;
}

type Phase = 'uploads' | 'origins' | 'general';
const PHASES: readonly Phase[] = ['uploads', 'origins', 'general'];

interface Case {
  phase: Phase;
  label?: string;
  req: RawRequest;
  check?: Check;
  /** A closed connection is an acceptable answer (oversized uploads). */
  closeIsAnswer?: boolean;
}

const totals = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, closed: 0, timeout: 0, htmlChecked: 0, durationMs: 0 };
const violations = new Map<Rule, string[]>();
/** A live session per phase (the Cookie header value). */
const sessions = {} as Record<Phase, string>;
let chunk = '';

const statusOf = (o: RawOutcome) => (o.kind === 'response' ? o.status : null);
const show = (o: RawOutcome) => (o.kind === 'response' ? String(o.status) : o.kind === 'closed' ? `closed (${o.code})` : 'no answer (timeout)');
const describe = (c: Case) => `${c.req.method} ${c.req.host}${c.req.path.length > 90 ? `${c.req.path.slice(0, 60)}…(${c.req.path.length} chars)` : c.req.path}${c.label ? ` [${c.label}]` : ''}`;

function note(rule: Rule, message: string) {
  const list = violations.get(rule) ?? [];
  list.push(message);
  violations.set(rule, list);
}

/** The directive's sources, or null when the policy has no such directive. */
function directive(policy: string, name: string): string[] | null {
  for (const part of policy.split(';')) {
    const [key, ...sources] = part.trim().split(/\s+/);
    if (key?.toLowerCase() === name) return sources;
  }
  return null;
}

/** The rules every answer is held to, whatever was sent. */
function checkEveryAnswer(c: Case, o: RawOutcome) {
  if (o.kind !== 'response') {
    if (!(c.closeIsAnswer && o.kind === 'closed')) note(RULES.answered, `${describe(c)} → ${show(o)}`);
    return;
  }
  if (o.status >= 500) note(RULES.no5xx, `${describe(c)} → ${o.status} ${o.body.toString('utf8').slice(0, 80).replace(/\s+/g, ' ')}`);
  if (o.status >= 400 && o.status < 500) {
    const missing = [
      header(o.headers, 'x-content-type-options')?.toLowerCase() === 'nosniff' ? null : 'X-Content-Type-Options: nosniff',
      header(o.headers, 'x-frame-options') ? null : 'X-Frame-Options',
    ].filter(Boolean);
    if (missing.length) note(RULES.errorHeaders, `${describe(c)} → ${o.status} without ${missing.join(', ')}`);
  }
  if (/^text\/html\b/i.test(header(o.headers, 'content-type') ?? '')) {
    // A HEAD answer is never rendered, but it must describe the page as GET would (HTTP's rule for HEAD).
    const rule = c.req.method === 'HEAD' ? RULES.cspHead : RULES.csp;
    if (rule === RULES.csp) totals.htmlChecked++;
    const policy = header(o.headers, 'content-security-policy');
    const scripts = policy ? (directive(policy, 'script-src') ?? directive(policy, 'default-src')) : null;
    if (!policy) note(rule, `${describe(c)} → ${o.status} text/html without Content-Security-Policy`);
    else if (!scripts) note(rule, `${describe(c)} → ${o.status} CSP without script-src or default-src`);
    else if (scripts.includes("'unsafe-inline'")) note(rule, `${describe(c)} → ${o.status} script-src allows 'unsafe-inline'`);
  }
}

function count(o: RawOutcome) {
  totals.requests++;
  if (o.kind === 'closed') totals.closed++;
  else if (o.kind === 'timeout') totals.timeout++;
  else if (o.status >= 500) totals['5xx']++;
  else if (o.status >= 400) totals['4xx']++;
  else if (o.status >= 300) totals['3xx']++;
  else totals['2xx']++;
}

const expectStatus = (rule: Rule, ok: (status: number) => boolean, want: string): Check => ({
  rule,
  failure: (o) => (o.kind === 'response' && ok(o.status) ? null : `expected ${want}, got ${show(o)}`),
});

const refusedBody: Check = {
  rule: RULES.declaredHuge,
  failure: (o) => (o.kind === 'closed' || statusOf(o) === 413 ? null : `expected 413 or a closed connection, got ${show(o)}`),
};

/** The bodies a confused or hostile client sends to a JSON endpoint. */
const MALFORMED_BODIES: { label: string; body: Buffer | string; type: string }[] = [
  { label: 'not JSON', body: '{"lines": [ {"variantId": ', type: 'application/json' },
  { label: 'wrong shape', body: JSON.stringify({ lines: 'nope', email: 42, tags: { a: 1 }, id: [], key: null, password: { x: 1 }, address: 7 }), type: 'application/json' },
  { label: 'deeply nested array', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' },
  { label: 'deeply nested object', body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, type: 'application/json' },
  { label: 'top-level string', body: '"hello"', type: 'application/json' },
  { label: 'top-level array', body: '[1,2,3]', type: 'application/json' },
  { label: 'top-level number', body: '42', type: 'application/json' },
  { label: 'top-level null', body: 'null', type: 'application/json' },
  { label: 'wrong content-type', body: 'email=a%40b.c&lines=1', type: 'application/x-www-form-urlencoded' },
  { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]), type: 'application/json; charset=utf-8' },
];

const BAD_COOKIES = [
  { label: 'garbage session', cookie: 'customer_session=garbage' },
  { label: '10 KB cookie header', cookie: `customer_session=${'A'.repeat(5000)}; filler=${'b'.repeat(5200)}` },
  { label: 'malformed cookie header', cookie: 'customer_session="eyJ0Ijoi; ;;; =novalue; NEXT_LOCALE=%zz; customer_session=%E0%A4%A; a=b=c; ==' },
];

function buildCases(apiRoutes: ApiRoute[]): Case[] {
  const targets: Target[] = [
    ...apiRoutes.map((route) => ({ path: route.path, methods: route.methods, route })),
    ...[...PAGES, chunk].map((path) => ({ path, methods: READ_ONLY })),
  ];
  const cases: Case[] = [];
  const bigJson = `{"note":"${'x'.repeat(REAL_BIG)}"}`;

  for (const host of HOSTS) {
    const origin = originOf(host);
    const sameOrigin = { origin, 'content-type': 'application/json' };
    const withSession = (route: ApiRoute, phase: Phase) => (ENDS_SESSION.has(route.pattern) ? {} : { cookie: sessions[phase] });

    for (const target of targets) {
      for (const method of METHODS) {
        const supported = target.methods.includes(method);
        const body = WITH_BODY.has(method) ? '{}' : undefined;
        cases.push({
          phase: 'general',
          req: { method, host, path: target.path, body, headers: body ? sameOrigin : {} },
          check: supported
            ? expectStatus(RULES.supported, (s) => s !== 405, 'anything but 405')
            : {
                rule: RULES.unsupported,
                failure: (o) => {
                  if (o.kind !== 'response' || o.status !== 405) return `expected 405, got ${show(o)}`;
                  const allow = header(o.headers, 'allow');
                  if (!allow) return '405 without Allow';
                  return allow.split(/\s*,\s*/).includes(method) ? `Allow "${allow}" lists ${method}` : null;
                },
              },
        });
      }
      for (const escape of BAD_ESCAPES) {
        cases.push({ phase: 'general', req: { method: 'GET', host, path: `${target.path}${escape}` }, check: expectStatus(RULES.undecodable, (s) => s === 400, '400') });
      }
      const padding = LONG_PATH - target.path.length - 1;
      cases.push({
        phase: 'general',
        req: { method: 'GET', host, path: `${target.path}/${'a'.repeat(padding)}` },
        check: expectStatus(RULES.overLong, (s) => s === 404 || s === 414, '404 or 414'),
      });
      const probeMethod = target.methods.includes('GET') ? 'GET' : (target.route?.bodyMethods[0] ?? 'GET');
      for (const { label, cookie } of BAD_COOKIES) {
        const body = WITH_BODY.has(probeMethod) ? '{}' : undefined;
        cases.push({ phase: 'general', label, req: { method: probeMethod, host, path: target.path, body, headers: { cookie, ...(body ? sameOrigin : {}) } } });
      }
    }

    for (const path of UNKNOWN_API) {
      for (const method of ['GET', 'POST']) {
        cases.push({
          phase: 'general',
          req: { method, host, path, body: method === 'POST' ? '{}' : undefined, headers: method === 'POST' ? sameOrigin : {} },
          check: {
            rule: RULES.unknownApi,
            failure: (o) => {
              if (o.kind !== 'response' || o.status !== 404) return `expected 404, got ${show(o)}`;
              try {
                JSON.parse(o.body.toString('utf8'));
                return /json/i.test(header(o.headers, 'content-type') ?? '') ? null : `404 JSON body served as ${header(o.headers, 'content-type')}`;
              } catch {
                return `404 body is not JSON: ${o.body.toString('utf8').slice(0, 60).replace(/\s+/g, ' ')}`;
              }
            },
          },
        });
      }
    }

    for (const route of apiRoutes) {
      for (const method of route.bodyMethods) {
        for (const { label, body, type } of MALFORMED_BODIES) {
          cases.push({ phase: 'general', label, req: { method, host, path: route.path, body, headers: { origin, 'content-type': type, ...withSession(route, 'general') } } });
        }
        cases.push({
          phase: 'uploads',
          label: 'declares 50 MB, sends 5 bytes',
          req: { method, host, path: route.path, body: '{"a":', declaredLength: DECLARED_HUGE, timeoutMs: 3000, headers: { ...sameOrigin, ...withSession(route, 'uploads') } },
          check: refusedBody,
          closeIsAnswer: true,
        });
        if (route.readsJson && method !== 'DELETE') {
          cases.push({
            phase: 'uploads',
            label: '3 MB JSON body',
            req: { method, host, path: route.path, body: bigJson, timeoutMs: 20_000, headers: { ...sameOrigin, ...withSession(route, 'uploads') } },
            check: { ...refusedBody, rule: RULES.realBig },
            closeIsAnswer: true,
          });
        }
        for (const forged of ['https://evil.example', 'null', `https://${host}`]) {
          const webhook = SIGNED_WEBHOOKS.has(route.pattern);
          cases.push({
            phase: 'origins',
            label: `Origin: ${forged}`,
            req: { method, host, path: route.path, body: '{}', headers: { 'content-type': 'application/json', origin: forged, ...withSession(route, 'origins') } },
            check: webhook
              ? expectStatus(RULES.webhookOrigin, (s) => s >= 400 && s < 500, 'a 4xx')
              : expectStatus(RULES.forgedOrigin, (s) => s === 403, '403'),
          });
        }
      }
    }
  }
  return cases;
}

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  // Live sessions, so account handlers get past "signed in?" and parse what they are sent.
  for (const phase of PHASES) sessions[phase] = await signIn(await registerCustomer(`campaign-${phase}`));
  // One real chunk of the build, as a page links it.
  const home = await answer({ method: 'GET', host: HOST.us, path: '/' });
  chunk = /["'](\/_next\/static\/[^"'?#]+\.js)["']/.exec(home.text)?.[1] ?? '';
  expect(chunk, 'a /_next/static/…js chunk linked from the home page').not.toBe('');
});

test.afterAll(() => {
  const byRule = Object.fromEntries(Object.values(RULES).map((rule) => [rule, violations.get(rule)?.length ?? 0]));
  const report = { ...totals, byRule };
  mkdirSync(join(ROOT, 'test-reports'), { recursive: true });
  writeFileSync(join(ROOT, 'test-reports', 'security-campaign.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `security campaign: ${totals.requests} requests in ${(totals.durationMs / 1000).toFixed(1)} s — ` +
      `2xx ${totals['2xx']}, 3xx ${totals['3xx']}, 4xx ${totals['4xx']}, 5xx ${totals['5xx']}, ` +
      `closed ${totals.closed}, no answer ${totals.timeout}; ${totals.htmlChecked} HTML answers checked for CSP`,
  );
});

test('malformed input on every route handler and page, on three hosts: never a 5xx, always the right 4xx with security headers', async () => {
  const apiRoutes = scanApiRoutes();
  expect(apiRoutes.length, 'route handlers found under app/api').toBeGreaterThan(10);
  const cases = buildCases(apiRoutes);
  const started = Date.now();
  for (const phase of PHASES) {
    // One client address per phase: the rate limits it trips stay its own.
    const localAddress = uniqueLoopbackIp();
    await mapLimit(
      cases.filter((c) => c.phase === phase),
      CONCURRENCY,
      async (c) => {
        const outcome = await send({ ...c.req, localAddress });
        count(outcome);
        checkEveryAnswer(c, outcome);
        const failure = c.check?.failure(outcome);
        if (failure) note(c.check!.rule, `${describe(c)}: ${failure}`);
      },
    );
  }
  totals.durationMs = Date.now() - started;

  expect(totals.htmlChecked, 'HTML pages answered (else the CSP rule proves nothing)').toBeGreaterThan(PAGES.length);
  for (const rule of Object.values(RULES)) {
    const found = violations.get(rule) ?? [];
    const sample = found.slice(0, 15).map((v) => `  ${v}`).join('\n');
    expect.soft(found.length, `${rule}: ${found.length} violation(s)${found.length ? `, e.g.\n${sample}` : ''}`).toBe(0);
  }
});
