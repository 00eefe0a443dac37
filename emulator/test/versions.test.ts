import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GRAPHQL_PATH } from '../src/routes/graphql.ts';
import { startTestEmulator, TOKEN, type TestEmulator } from './helpers.ts';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());

function post(version: string, body: unknown = { query: '{ shop { name } }' }, token = TOKEN): Promise<Response> {
  return t.get(`/api/${version}/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': token },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('Storefront API versions', () => {
  it('keeps GRAPHQL_PATH at the schema version', () => {
    assert.equal(GRAPHQL_PATH, '/api/2026-04/graphql.json');
  });

  it('serves every supported version, the release candidate and unstable as themselves, with the 2026-04 schema', async () => {
    for (const version of ['2025-07', '2025-10', '2026-01', '2026-04', '2026-07', 'unstable']) {
      const res = await post(version);
      assert.equal(res.status, 200, version);
      assert.equal(res.headers.get('x-shopify-api-version'), version);
      assert.deepEqual(await res.json(), { data: { shop: { name: 'PrintCo' } } });
    }
    // one schema (2026-04) answers every version
    const res = await post('2025-07', { query: '{ product(handle: "custom-roll-labels") { adjacentVariants { id } } }' });
    assert.equal(((await res.json()) as { errors?: unknown }).errors, undefined);
  });

  it('falls forward: an unsupported older version is served by the oldest supported one, a month between releases by the next', async () => {
    for (const [asked, served] of [['2023-04', '2025-07'], ['2019-07', '2025-07'], ['2025-04', '2025-07'], ['2025-08', '2025-10'], ['2026-02', '2026-04'], ['2026-05', '2026-07']]) {
      const res = await post(asked!);
      assert.equal(res.status, 200, asked);
      assert.equal(res.headers.get('x-shopify-api-version'), served, asked);
    }
  });

  it('answers a malformed or unknown version with a JSON 404 and no version header', async () => {
    for (const version of ['banana', '2025-13', '2025-00', '25-10', '2025-1', '2026-10', 'UNSTABLE']) {
      const res = await post(version);
      assert.equal(res.status, 404, version);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(res.headers.get('x-shopify-api-version'), null);
      assert.deepEqual(await res.json(), { errors: 'Not Found' });
    }
  });

  it('puts the version header on every GraphQL answer: 401, 400, errors and success', async () => {
    const denied = await post('2023-01', undefined, 'wrong');
    assert.equal(denied.status, 401);
    assert.equal(denied.headers.get('x-shopify-api-version'), '2025-07');
    const bad = await post('2026-01', 'not json');
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get('x-shopify-api-version'), '2026-01');
    assert.equal(denied.headers.get('access-control-expose-headers'), 'X-Shopify-API-Version', 'browsers may read it');
    const invalid = await post('unstable', { query: '{ nope }' });
    assert.equal(invalid.headers.get('x-shopify-api-version'), 'unstable');
    assert.equal(((await invalid.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code, 'undefinedField');
  });

  it('lists the versions in publicApiVersions', async () => {
    const r = await t.gql<{ publicApiVersions: { handle: string; displayName: string; supported: boolean }[] }>('{ publicApiVersions { handle displayName supported } }');
    assert.deepEqual(r.data!.publicApiVersions, [
      { handle: '2025-07', displayName: '2025-07', supported: true },
      { handle: '2025-10', displayName: '2025-10', supported: true },
      { handle: '2026-01', displayName: '2026-01', supported: true },
      { handle: '2026-04', displayName: '2026-04 (Latest)', supported: true },
      { handle: '2026-07', displayName: '2026-07 (Release candidate)', supported: false },
      { handle: 'unstable', displayName: 'unstable', supported: false },
    ]);
  });

  it('logs each request under the version it asked for', async () => {
    await t.get('/__emulator/requests', { method: 'DELETE' });
    await post('2026-04', { query: 'query Shop { shop { name } }' });
    await post('2024-01');
    await post('banana');
    const log = (await (await t.get('/__emulator/requests')).json()) as { routes: Record<string, number>; operations: Record<string, number> };
    assert.deepEqual(log.routes, { 'POST /api/2026-04/graphql.json': 1, 'POST /api/2024-01/graphql.json': 1, 'POST /api/banana/graphql.json': 1 });
    assert.equal(log.operations.Shop, 1);
  });
});
