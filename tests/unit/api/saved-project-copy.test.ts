/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { POST as createMetafield } from '@/app/api/tagging/create-metafield/route';
import { config } from '@/lib/ground/config';
import { designerApiBase } from '@/lib/services/designer/service-urls';
import { fetchMock, installHarness, knownCustomer, quietLogs, read, request, sessionCookie, tagging, visitorCookie } from './account-harness';

/**
 * A project a visitor saved before signing in, uploaded at sign-in from the
 * browser our server issued the visitor id to (its signed cookie): saved
 * for the session's customer, and its design state copied from that visitor
 * to the customer at the design service, so the customer's editor can
 * reopen it. An id the body names is never used.
 */

installHarness();
quietLogs();
/** What the route logged at warn level in this test (quietLogs holds console.warn). */
const warnLines = () => jest.mocked(console.warn).mock.calls.map(([line]) => String(line));

const VISITOR = '0b8e1c7a-2f0e-4d7a-9a51-3c1f5e0d2b44';
const STATE = 'c0ffee42-aa11-4bb2-8cc3-0123456789ab';
const STATES = `${designerApiBase(config())}/api/users/`;

/** The design service's state files, by `user/state`: what the visitor saved. */
let states: Map<string, string>;
beforeEach(() => {
  states = new Map([[`${VISITOR}/${STATE}`, JSON.stringify({ stateId: STATE, userId: VISITOR, design: { surfaces: [] } })]]);
  const serve = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (!url.startsWith(STATES)) return serve(input, init);
    const [user, , state] = url.slice(STATES.length).split('/').map(decodeURIComponent);
    const key = `${user}/${state}`;
    if (init?.method === 'POST') {
      if (states.has(key)) return new Response('This state already exists.', { status: 400 });
      states.set(key, Buffer.from(init.body as ArrayBuffer).toString('utf8'));
      return new Response('', { status: 201 });
    }
    const file = states.get(key);
    return file ? new Response(file, { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('The specified state file cannot be found.', { status: 404 });
  });
});

const project = { project_name: 'Jam labels', cc_state_id: STATE, product_handle: 'custom-roll-labels', size: '2" x 2"', quantity: '250', custom_size: false };
/** A signed-in save from the browser our server issued `visitor` to (null: no visitor cookie). */
const save = (body: unknown, visitor: string | null = VISITOR) =>
  createMetafield(request('/api/tagging/create-metafield', { body, cookie: [sessionCookie(), ...(visitor ? [visitorCookie(visitor)] : [])].join('; ') }));
// The harness's calls() reads every body as JSON; the state file goes as bytes, so the tagging calls are picked first.
const taggingBodies = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/tagging/create-metafield')).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const stateCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(STATES)).map(([input, init]) => `${init?.method ?? 'GET'} ${String(input).slice(STATES.length)}`);

describe('POST /api/tagging/create-metafield from a visitor’s browser', () => {
  beforeEach(() => {
    knownCustomer();
    tagging.set('create-metafield', () => ({ data: { id: 400010 } }));
  });

  it('saves the project without the visitor id and copies the visitor\'s state to the session customer', async () => {
    const reply = await read(await save({ ...project }));
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(taggingBodies()).toEqual([{ ...project, customer_id: '77' }]);
    expect(stateCalls()).toEqual([`GET ${VISITOR}/states/${STATE}`, `POST 77/states/${STATE}`]);
    expect(states.get(`77/${STATE}`)).toBe(states.get(`${VISITOR}/${STATE}`));
  });

  it('counts a state the customer already has as copied', async () => {
    states.set(`77/${STATE}`, '{"earlier":true}');
    expect((await save({ ...project })).status).toBe(200);
    expect(states.get(`77/${STATE}`)).toBe('{"earlier":true}');
  });

  it('keeps the project saved when the copy fails, and logs it', async () => {
    states.clear();
    const reply = await read(await save({ ...project }));
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(taggingBodies()).toHaveLength(1);
    expect(stateCalls()).toEqual([`GET ${VISITOR}/states/${STATE}`]);
    expect(warnLines().join('\n')).toContain('tagging.create_metafield.state_copy_failed');
  });

  it('keeps the project saved when the design service is down', async () => {
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => (String(input).startsWith(STATES) ? new Response('down', { status: 503 }) : serve(input, init)));
    expect((await save({ ...project })).status).toBe(200);
    expect(taggingBodies()).toHaveLength(1);
  });

  it('copies nothing without a visitor cookie, or without a state id that is one', async () => {
    expect((await save(project, null)).status).toBe(200);
    expect((await save({ ...project, cc_state_id: undefined })).status).toBe(200);
    expect((await save({ ...project, cc_state_id: '../../78/states/x' })).status).toBe(200);
    expect(taggingBodies()).toHaveLength(3);
    expect(stateCalls()).toEqual([]);
  });

  it.each([
    ['a visitor id', VISITOR],
    ['a customer id', '78'],
    ['a path', `../78/states/${STATE}`],
  ])('never reads a visitor_id the body names (%s): only the signed cookie counts', async (_label, visitorId) => {
    expect((await save({ ...project, visitor_id: visitorId }, null)).status).toBe(200);
    expect(taggingBodies()).toEqual([{ ...project, customer_id: '77' }]);
    expect(stateCalls()).toEqual([]);
  });

  it('ignores a visitor cookie our server did not sign', async () => {
    const forged = `${sessionCookie()}; design_visitor=${VISITOR}.${'A'.repeat(43)}`;
    expect((await createMetafield(request('/api/tagging/create-metafield', { body: project, cookie: forged }))).status).toBe(200);
    expect(stateCalls()).toEqual([]);
  });

  it('never copies a state to anyone but the session customer', async () => {
    for (const owner of [{ customer_id: 78 }, { customerId: 'gid://shopify/Customer/78' }]) {
      expect((await save({ ...project, ...owner })).status).toBe(403);
    }
    expect(stateCalls()).toEqual([]);
    // Naming the session's own customer changes nothing: the copy goes to the session's id.
    expect((await save({ ...project, customer_id: 77 })).status).toBe(200);
    expect(stateCalls()).toEqual([`GET ${VISITOR}/states/${STATE}`, `POST 77/states/${STATE}`]);
  });

  it('copies nothing without a session, or when the project is not saved', async () => {
    expect((await createMetafield(request('/api/tagging/create-metafield', { body: project, cookie: visitorCookie(VISITOR) }))).status).toBe(401);
    tagging.set('create-metafield', () => ({ data: null }));
    expect((await save({ ...project })).status).toBe(502);
    expect(stateCalls()).toEqual([]);
  });

  it('logs a failed copy without the API key or the visitor id', async () => {
    states.clear();
    await save({ ...project });
    const logged = warnLines().join('\n');
    expect(logged).toContain('state_copy_failed');
    expect(logged).not.toContain(config().DESIGNER_API_KEY);
    expect(logged).not.toContain(VISITOR);
  });
});
