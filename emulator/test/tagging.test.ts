import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestEmulator, type TestEmulator } from './helpers.ts';

const KEY = 'emulator-tagging-key';
const DEMO_ID = 7001;
const EVAN_ID = 7002;

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());

interface CustomerOut { id: number; email: string; first_name: string; last_name: string; tags: string; tax_exempt: boolean; admin_graphql_api_id: string }
interface MetafieldOut { id: number; owner_id: number; namespace: string; key: string; value: string; created_at: string }
/** Every reply shape in one: each test reads the part its endpoint sends. */
interface Body { customer: CustomerOut; data: MetafieldOut; metafields: MetafieldOut[]; errors: unknown }

/** POSTs JSON (or raw text) to a tagging endpoint with the key, unless another key is given. */
async function call(name: string, body: unknown, key: string | null = KEY): Promise<{ status: number; body: Body }> {
  const res = await t.get(`/tagging/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-tagging-key': key }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const adminCustomer = async (email: string) => (await (await t.get(`/__emulator/customers/${encodeURIComponent(email)}`)).json()) as { id: string; tags: string[]; taxExempt: boolean };

let serial = 0;
const uniqueEmail = () => `tagged${++serial}-${Date.now()}@example.com`;

async function newCustomer(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail();
  const res = await call('create-customer', { email, password: 'Secret-1', firstName: 'Tia', lastName: 'Tagged', tags: [] });
  assert.equal(res.status, 200);
  return { id: res.body.customer.id, email };
}

const ENDPOINTS = ['create-customer', 'add-customer-tags', 'remove-customer-tags', 'update-customer-tax-exempt', 'get-metafield', 'create-metafield', 'delete-metafield'];

describe('tagging key', () => {
  it('answers 401 without the key or with a wrong one, on every endpoint', async () => {
    for (const name of ENDPOINTS) {
      for (const key of [null, 'wrong-key']) {
        assert.deepEqual(await call(name, { customer_id: DEMO_ID, customerId: DEMO_ID }, key), { status: 401, body: { errors: 'Invalid API key' } }, `${name} ${key}`);
      }
    }
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const body of ['not json', '[1,2]']) {
      const res = await call('get-metafield', body);
      assert.equal(res.status, 400);
      assert.ok(res.body.errors);
    }
  });
});

describe('create-customer', () => {
  it('creates a customer with tags (Admin shape) who can then sign in on the storefront', async () => {
    const email = uniqueEmail();
    const res = await call('create-customer', { email, password: 'Secret-1', firstName: 'Rae', lastName: 'Seller', tags: ['reseller_id=acme', 'end_user_of', 'end_user_of'] });
    assert.equal(res.status, 200);
    const c = res.body.customer;
    assert.equal(typeof c.id, 'number');
    assert.deepEqual([c.email, c.first_name, c.last_name, c.tags, c.tax_exempt], [email, 'Rae', 'Seller', 'reseller_id=acme, end_user_of', false]);
    assert.equal(c.admin_graphql_api_id, `gid://shopify/Customer/${c.id}`);
    const login = await t.gql<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null } }>(
      `mutation { customerAccessTokenCreate(input: { email: "${email}", password: "Secret-1" }) { customerAccessToken { accessToken } } }`);
    assert.ok(login.data!.customerAccessTokenCreate.customerAccessToken?.accessToken);
  });

  it('accepts tags as one comma-separated string', async () => {
    const res = await call('create-customer', { email: uniqueEmail(), password: 'Secret-1', firstName: 'A', lastName: 'B', tags: 'one, two' });
    assert.equal(res.body.customer.tags, 'one, two');
  });

  it('answers 422 with an array of Admin-style messages', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ email: 'DEMO@example.com', password: 'Secret-1' }, ['email has already been taken']],
      [{ email: uniqueEmail(), password: 'abc' }, ['password is too short (minimum is 5 characters)']],
      [{ email: 'not-an-email', password: 'Secret-1' }, ['email is invalid']],
      [{ email: 'demo@example.com', password: '1' }, ['email has already been taken', 'password is too short (minimum is 5 characters)']],
      [{ password: 'Secret-1' }, ["email can't be blank"]],
    ];
    for (const [body, messages] of cases) {
      assert.deepEqual(await call('create-customer', { firstName: 'X', lastName: 'Y', tags: [], ...body }), { status: 422, body: messages }, JSON.stringify(body));
    }
  });
});

describe('add-customer-tags', () => {
  it('merges tags without duplicates, by numeric id or gid', async () => {
    const { id, email } = await newCustomer();
    const first = await call('add-customer-tags', { customerId: id, tags: ['tax_exempt_eligible'] });
    assert.equal(first.status, 200);
    assert.deepEqual([first.body.customer.id, first.body.customer.tags], [id, 'tax_exempt_eligible']);
    const second = await call('add-customer-tags', { customerId: `gid://shopify/Customer/${id}`, tags: ['tax_exempt_eligible', 'vip', ' vip '] });
    assert.equal(second.body.customer.tags, 'tax_exempt_eligible, vip');
    assert.deepEqual((await adminCustomer(email)).tags, ['tax_exempt_eligible', 'vip']);
  });

  it('answers 404 for an unknown customer and 400 for bad tags', async () => {
    for (const customerId of [999999, 'gid://shopify/Customer/999999', 'gid://shopify/Product/7001', 'abc', null]) {
      assert.deepEqual(await call('add-customer-tags', { customerId, tags: ['x'] }), { status: 404, body: { errors: 'Not Found' } }, String(customerId));
    }
    const { id } = await newCustomer();
    assert.equal((await call('add-customer-tags', { customerId: id, tags: 'x' })).status, 400);
    assert.equal((await call('add-customer-tags', { customerId: id, tags: [1] })).status, 400);
  });
});

describe('remove-customer-tags', () => {
  it('removes the named tags and keeps the others, by numeric id or gid', async () => {
    const { id, email } = await newCustomer();
    await call('add-customer-tags', { customerId: id, tags: ['end_user_of', 'tax_exempt_pending', 'vip'] });
    const removed = await call('remove-customer-tags', { customerId: `gid://shopify/Customer/${id}`, tags: [' tax_exempt_pending ', 'never-there'] });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.customer.tags, 'end_user_of, vip');
    assert.deepEqual((await adminCustomer(email)).tags, ['end_user_of', 'vip']);
  });

  it('answers 404 for an unknown customer and 400 for bad tags', async () => {
    assert.deepEqual(await call('remove-customer-tags', { customerId: 999999, tags: ['x'] }), { status: 404, body: { errors: 'Not Found' } });
    const { id } = await newCustomer();
    assert.equal((await call('remove-customer-tags', { customerId: id, tags: 'x' })).status, 400);
  });
});

describe('update-customer-tax-exempt', () => {
  it('sets the flag and keeps the tax_exempt=true tag in step', async () => {
    const { id, email } = await newCustomer();
    await call('add-customer-tags', { customerId: id, tags: ['end_user_of', 'tax_exempt_eligible'] });
    const on = await call('update-customer-tax-exempt', { customerId: id, taxExempt: true });
    assert.equal(on.status, 200);
    assert.deepEqual([on.body.customer.id, on.body.customer.tax_exempt, on.body.customer.tags], [id, true, 'end_user_of, tax_exempt_eligible, tax_exempt=true']);
    const twice = await call('update-customer-tax-exempt', { customerId: String(id), taxExempt: true });
    assert.equal(twice.body.customer.tags, 'end_user_of, tax_exempt_eligible, tax_exempt=true');
    assert.deepEqual(await adminCustomer(email).then((c) => [c.taxExempt, c.tags]), [true, ['end_user_of', 'tax_exempt_eligible', 'tax_exempt=true']]);
    const off = await call('update-customer-tax-exempt', { customerId: id, taxExempt: false });
    assert.deepEqual([off.body.customer.tax_exempt, off.body.customer.tags], [false, 'end_user_of, tax_exempt_eligible']);
  });

  it('answers 404 for an unknown customer and 400 for a non-boolean flag', async () => {
    assert.deepEqual(await call('update-customer-tax-exempt', { customerId: 123, taxExempt: true }), { status: 404, body: { errors: 'Not Found' } });
    assert.equal((await call('update-customer-tax-exempt', { customerId: EVAN_ID, taxExempt: 'yes' })).status, 400);
  });
});

describe('saved projects (metafields)', () => {
  const project = (name: string) => ({
    cc_state_id: `state-${name}`, custom_size: false, custom_qnty: true, product_id: 'gid://shopify/Product/1001', product_handle: 'custom-roll-labels',
    project_name: name, quantity: 250, size: '2" x 2"', proof: `https://cdn.example.com/${name}-proof.pdf`, thumbnail: `https://cdn.example.com/${name}.png`,
    material: 'White BOPP', product_name: 'Custom Roll Labels', white_halo: false,
  });

  it('creates, lists newest first and deletes projects', async () => {
    const { id } = await newCustomer();
    assert.deepEqual(await call('get-metafield', { customer_id: id }), { status: 200, body: { metafields: [] } });
    const a = await call('create-metafield', { customer_id: id, ...project('Alpha') });
    assert.equal(a.status, 200);
    assert.ok(a.body.data.id);
    const b = await call('create-metafield', { customer_id: `gid://shopify/Customer/${id}`, ...project('Beta') });
    const list = await call('get-metafield', { customer_id: id });
    assert.equal(list.status, 200);
    const fields = list.body.metafields;
    assert.deepEqual(fields.map((m) => m.id), [b.body.data.id, a.body.data.id], 'newest first');
    for (const m of fields) {
      assert.deepEqual([m.owner_id, m.namespace, typeof m.value], [id, 'saved_projects', 'string']);
      assert.match(m.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    assert.deepEqual(JSON.parse(fields[0]!.value), project('Beta'));
    assert.notEqual(fields[0]!.key, fields[1]!.key);

    const del = await call('delete-metafield', { metafield_id: a.body.data.id, customer_id: id });
    assert.deepEqual(del, { status: 200, body: { data: { deleted_id: a.body.data.id } } });
    assert.deepEqual((await call('get-metafield', { customer_id: id })).body.metafields.map((m) => m.id), [b.body.data.id]);
  });

  it("answers 404 for another customer's metafield, an unknown one, or an unknown customer", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const m = (await call('create-metafield', { customer_id: owner.id, ...project('Mine') })).body.data;
    const notFound = { status: 404, body: { errors: 'Not Found' } };
    assert.deepEqual(await call('delete-metafield', { metafield_id: m.id, customer_id: other.id }), notFound);
    assert.deepEqual(await call('delete-metafield', { metafield_id: 1, customer_id: owner.id }), notFound);
    assert.deepEqual(await call('delete-metafield', { metafield_id: m.id, customer_id: 999999 }), notFound);
    assert.deepEqual(await call('get-metafield', { customer_id: 999999 }), notFound);
    assert.deepEqual(await call('create-metafield', { customer_id: 999999, ...project('X') }), notFound);
    assert.equal((await call('get-metafield', { customer_id: owner.id })).body.metafields.length, 1, 'still there');
  });

  it('answers 400 for a project without a name or with a nested field', async () => {
    const { id } = await newCustomer();
    const noName = await call('create-metafield', { customer_id: id, ...project(''), project_name: '  ' });
    assert.deepEqual(noName, { status: 400, body: { errors: { project_name: ["can't be blank"] } } });
    const nested = await call('create-metafield', { customer_id: id, ...project('N'), size: { w: 2 } });
    assert.deepEqual(nested, { status: 400, body: { errors: { size: ['is invalid'] } } });
    assert.deepEqual((await call('get-metafield', { customer_id: id })).body.metafields, []);
  });
});
