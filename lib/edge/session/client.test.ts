import type { CustomerDetails } from '@/lib/domain/account/types';
import { PENDING_PROJECT_KEY } from '@/lib/edge/state/design-storage';
import { useSessionStore } from '@/lib/edge/state/session-store';
import { refreshCustomer, signIn, signOut } from './client';

const customer: CustomerDetails = {
  id: 'gid://shopify/Customer/1',
  displayName: 'Dana Demo',
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'demo@example.com',
  tags: ['end_user_of', 'tax_exempt_eligible'],
  defaultAddressId: 'gid://shopify/MailingAddress/1',
  addresses: [
    {
      id: 'gid://shopify/MailingAddress/1',
      firstName: 'Dana',
      lastName: 'Demo',
      company: '',
      address1: '1 Main St',
      address2: '',
      city: 'Birmingham',
      province: 'Alabama',
      country: 'United States',
      zip: '35203',
      phone: '555',
    },
  ],
};
const expiresAt = new Date(Date.now() + 3_600_000).toISOString();

type Reply = { status: number; body?: unknown };
let replies: Record<string, Reply>;
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const reply = replies[url];
  if (!reply) throw new TypeError('Failed to fetch');
  // jsdom has no Response: the fields client.ts reads.
  return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body ?? null };
});

const calls = (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url);
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

beforeEach(() => {
  replies = {};
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  window.localStorage.clear();
  useSessionStore.setState({ loggedIn: false, expiresAt: null, user: null });
});

describe('signIn', () => {
  it('stores only the flag, the expiry and the non-secret user fields', async () => {
    replies['/api/session/login'] = { status: 200, body: { expiresAt, customer } };
    replies['/api/analytics'] = { status: 202 };
    await expect(signIn('demo@example.com', 'Demo-pass-1')).resolves.toEqual({ ok: true, uploads: { saved: [], kept: [], refused: [] } });

    expect(bodyOf(calls('/api/session/login')[0]!)).toEqual({ email: 'demo@example.com', password: 'Demo-pass-1' });
    const stored = window.localStorage.getItem('session') ?? '';
    expect(JSON.parse(stored)).toEqual({
      state: {
        loggedIn: true,
        expiresAt,
        user: { id: customer.id, displayName: 'Dana Demo', firstName: 'Dana', lastName: 'Demo', email: customer.email, tags: customer.tags },
      },
      version: 1,
    });
    expect(stored).not.toContain('Demo-pass-1');
    expect(stored).not.toContain('addresses');
  });

  it('identifies the user to analytics', async () => {
    replies['/api/session/login'] = { status: 200, body: { expiresAt, customer } };
    replies['/api/analytics'] = { status: 202 };
    await signIn('demo@example.com', 'Demo-pass-1');
    expect(bodyOf(calls('/api/analytics')[0]!)).toMatchObject({ type: 'identify', userId: customer.id });
  });

  it('uploads pending saved projects without a customer id, keeping the ones that failed', async () => {
    replies['/api/session/login'] = { status: 200, body: { expiresAt, customer } };
    replies['/api/analytics'] = { status: 202 };
    window.localStorage.setItem(PENDING_PROJECT_KEY, JSON.stringify({ project_name: 'Logo', customer_id: 'someone-else', size: '2x2' }));
    replies['/api/tagging/create-metafield'] = { status: 200, body: { ok: true } };
    await expect(signIn('demo@example.com', 'Demo-pass-1')).resolves.toEqual({ ok: true, uploads: { saved: ['Logo'], kept: [], refused: [] } });
    expect(calls('/api/tagging/create-metafield').map(bodyOf)).toEqual([{ project_name: 'Logo', size: '2x2' }]);
    expect(window.localStorage.getItem(PENDING_PROJECT_KEY)).toBeNull();

    window.localStorage.setItem(PENDING_PROJECT_KEY, JSON.stringify([{ project_name: 'A' }]));
    replies['/api/tagging/create-metafield'] = { status: 502, body: { error: 'upstream' } };
    await expect(signIn('demo@example.com', 'Demo-pass-1')).resolves.toEqual({ ok: true, uploads: { saved: [], kept: ['A'], refused: [] } });
    expect(JSON.parse(window.localStorage.getItem(PENDING_PROJECT_KEY) ?? '[]')).toEqual([{ project_name: 'A' }]);

    // Refused for good (not a project): dropped rather than retried at every login.
    replies['/api/tagging/create-metafield'] = { status: 400, body: { error: 'invalid' } };
    await expect(signIn('demo@example.com', 'Demo-pass-1')).resolves.toEqual({ ok: true, uploads: { saved: [], kept: [], refused: ['A'] } });
    expect(window.localStorage.getItem(PENDING_PROJECT_KEY)).toBeNull();
  });

  it('sends no visitor id: the server reads the one it issued from its own cookie', async () => {
    replies['/api/session/login'] = { status: 200, body: { expiresAt, customer } };
    replies['/api/analytics'] = { status: 202 };
    replies['/api/tagging/create-metafield'] = { status: 200, body: { ok: true } };
    window.localStorage.setItem(PENDING_PROJECT_KEY, JSON.stringify([{ project_name: 'Logo', cc_state_id: 's1', visitor_id: 'someone-else' }, { project_name: 'Seal' }]));
    await signIn('demo@example.com', 'Demo-pass-1');
    expect(calls('/api/tagging/create-metafield').map(bodyOf)).toEqual([{ project_name: 'Logo', cc_state_id: 's1' }, { project_name: 'Seal' }]);
  });

  it('uploads nothing when no project is pending (absent or an empty list)', async () => {
    replies['/api/session/login'] = { status: 200, body: { expiresAt, customer } };
    replies['/api/analytics'] = { status: 202 };
    window.localStorage.setItem(PENDING_PROJECT_KEY, '[]');
    await expect(signIn('demo@example.com', 'Demo-pass-1')).resolves.toEqual({ ok: true, uploads: { saved: [], kept: [], refused: [] } });
    expect(calls('/api/tagging/create-metafield')).toHaveLength(0);
  });

  it.each([
    [401, { error: 'invalid_credentials', message: 'Invalid Credentials' }, 'invalid_credentials'],
    [400, { error: 'invalid', message: 'Please Enter a Password' }, 'invalid'],
    [429, { error: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.', retryAfter: 900 }, 'rate_limited'],
    [502, { error: 'upstream' }, 'upstream'],
  ])('reports a %i as %s and stores nothing', async (status, body, error) => {
    replies['/api/session/login'] = { status, body };
    await expect(signIn('demo@example.com', 'wrong')).resolves.toEqual({ ok: false, error });
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });

  it('reports a network failure as upstream', async () => {
    await expect(signIn('demo@example.com', 'x')).resolves.toEqual({ ok: false, error: 'upstream' });
  });
});

describe('signOut', () => {
  it('asks the server to log out, clears the session and the design keys', async () => {
    replies['/api/session/logout'] = { status: 200, body: { ok: true } };
    useSessionStore.getState().signIn(expiresAt, customer);
    for (const key of ['design-editor', 'customer-canvas-state', PENDING_PROJECT_KEY, 'cart']) window.localStorage.setItem(key, '{}');
    await signOut();
    expect(calls('/api/session/logout')).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ loggedIn: false, expiresAt: null, user: null });
    expect(window.localStorage.getItem('design-editor')).toBeNull();
    expect(window.localStorage.getItem('customer-canvas-state')).toBeNull();
    expect(window.localStorage.getItem(PENDING_PROJECT_KEY)).toBeNull();
    expect(window.localStorage.getItem('cart')).toBe('{}');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    useSessionStore.getState().signIn(expiresAt, customer);
    await signOut();
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });
});

describe('refreshCustomer', () => {
  it('returns the details and refreshes the stored user', async () => {
    useSessionStore.getState().signIn(expiresAt, { ...customer, displayName: 'Old Name' });
    replies['/api/account/customer'] = { status: 200, body: { customer } };
    await expect(refreshCustomer()).resolves.toEqual(customer);
    expect(useSessionStore.getState().user?.displayName).toBe('Dana Demo');
  });

  it('signs out locally on a 401, keeping the design work', async () => {
    useSessionStore.getState().signIn(expiresAt, customer);
    window.localStorage.setItem(PENDING_PROJECT_KEY, '{"project_name":"A"}');
    replies['/api/account/customer'] = { status: 401, body: { error: 'unauthenticated' } };
    await expect(refreshCustomer()).resolves.toBeNull();
    expect(useSessionStore.getState().loggedIn).toBe(false);
    expect(window.localStorage.getItem(PENDING_PROJECT_KEY)).not.toBeNull();
  });

  it('gives null on other failures without signing out', async () => {
    useSessionStore.getState().signIn(expiresAt, customer);
    replies['/api/account/customer'] = { status: 502, body: { error: 'upstream' } };
    await expect(refreshCustomer()).resolves.toBeNull();
    expect(useSessionStore.getState().loggedIn).toBe(true);
  });
});
