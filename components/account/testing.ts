/**
 * Shared pieces of the account component tests (not a test file itself):
 * the texts of messages/*.json to look for, a customer, and a fetch
 * stand-in that answers by method and path. The islands render under the
 * real messages (renderWithIntl).
 */
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Address, CustomerDetails, OrderDetail, OrderSummary } from '@/lib/domain/account/types';

/** The account and validation texts as a test expects to see them. */
export const messages = {
  en: { account: en.Account, validation: en.Validation },
  fr: { account: fr.Account, validation: fr.Validation },
} as const;

export function makeAddress(patch: Partial<Address> = {}): Address {
  return {
    id: 'gid://shopify/MailingAddress/1',
    firstName: 'Dana',
    lastName: 'Demo',
    company: '',
    address1: '1 Main St',
    address2: 'Suite 4',
    city: 'Birmingham',
    province: 'Alabama',
    country: 'United States',
    zip: '35203',
    phone: '205-555-0100',
    ...patch,
  };
}

export function makeCustomer(patch: Partial<CustomerDetails> = {}): CustomerDetails {
  const home = makeAddress();
  const office = makeAddress({
    id: 'gid://shopify/MailingAddress/2',
    address1: '9 Peachtree Rd',
    address2: '',
    city: 'Alpharetta',
    province: 'Georgia',
    zip: '30022',
  });
  return {
    id: 'gid://shopify/Customer/1',
    displayName: 'Dana Demo',
    firstName: 'Dana',
    lastName: 'Demo',
    email: 'demo@example.com',
    tags: ['end_user_of', 'tax_exempt_eligible'],
    defaultAddressId: home.id,
    addresses: [home, office],
    ...patch,
  };
}

export function makeOrder(n: number, patch: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: String(1000 + n),
    key: `key-${n}`,
    orderNumber: 1000 + n,
    name: `#${1000 + n}`,
    processedAt: `2026-03-${String((n % 28) + 1).padStart(2, '0')}T12:00:00Z`,
    fulfillmentStatus: 'FULFILLED',
    totalPrice: { amount: '66.0', currencyCode: 'USD' },
    itemCount: 1,
    ...patch,
  };
}

export function makeOrderDetail(patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: '1001',
    key: 'key-1',
    orderNumber: 1001,
    name: '#1001',
    processedAt: '2026-03-04T12:00:00Z',
    fulfillmentStatus: 'FULFILLED',
    subtotalPrice: { amount: '60.00', currencyCode: 'USD' },
    totalTax: { amount: '4.20', currencyCode: 'USD' },
    totalShippingPrice: { amount: '1.80', currencyCode: 'USD' },
    totalPrice: { amount: '66.00', currencyCode: 'USD' },
    shippingAddress: { ...makeAddress() },
    lineItems: [],
    ...patch,
  };
}

/** A fetch answer (jsdom has no Response). */
export const reply = (status: number, body: unknown = {}) =>
  ({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) }) as unknown as Response;

type Answer = Response | Error | ((init: RequestInit | undefined, url: string) => Response | Promise<Response>);

/**
 * `mockApi({ 'GET /api/account/customer': [first, second], 'POST /api/postal': reply(404) })`:
 * each route answers from its list in turn (the last answer repeats); an Error rejects
 * (a network failure). Unknown routes answer 599 so a test notices them.
 */
export function mockApi(routes: Record<string, Answer | Answer[]>): jest.Mock {
  const used: Record<string, number> = {};
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const route = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const answers = routes[route];
    if (!answers) return reply(599, { error: `unmocked ${route}` });
    const list = Array.isArray(answers) ? answers : [answers];
    const index = Math.min(used[route] ?? 0, list.length - 1);
    used[route] = (used[route] ?? 0) + 1;
    const answer = list[index]!;
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(init, url) : answer;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to one route: [url, init] pairs. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string): [string, RequestInit | undefined][] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit | undefined][])
    .map(([input, init]) => [String(input), init] as [string, RequestInit | undefined])
    .filter(([url, init]) => (init?.method ?? 'GET') === method && url.split('?')[0] === path);
}

/** The JSON body of a call. */
export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body ?? 'null'));

/** A saved artwork project as the metafield list answers it (My Artwork's tests). */
export const project = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  owner_id: 1,
  value: JSON.stringify({
    project_name: name,
    product_name: 'Roll Labels',
    product_handle: 'roll-labels',
    size: '2" x 2"',
    quantity: '250',
    material: 'White BOPP',
    thumbnail: `https://res.cloudinary.com/demo/${id}.png`,
    proof: `https://res.cloudinary.com/demo/${id}-proof.png`,
    cc_state_id: `state-${id}`,
    custom_size: false,
    custom_qnty: false,
    white_halo: false,
    ...extra,
  }),
});
