/**
 * The browser's calls to the account route handlers (app/api/account,
 * app/api/tagging, app/api/postal, app/api/forms). The session travels in
 * the httpOnly cookie, so these only send the request and read the JSON
 * reply; every outcome, network failures included, comes back as a value
 * the islands can branch on.
 */
import type { CartLine } from '@/lib/cart/types';
import type { Address, AddressInput, CustomerDetails, OrderDetail, OrderSummary } from './types';
import type { PostalLookup } from './zip-state';
import { callApi } from '@/lib/api/client';
import { POSTAL } from '@/lib/api/endpoints';

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The reply's error code (`unauthenticated`, `user_errors`, `recaptcha`, …), or `network`. */
  error: string;
  /** The reply's English text, when it has one. */
  message?: string;
  /** Platform user errors (422), the first one is what the customer sees. */
  messages?: string[];
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function failureFrom(status: number, body: unknown): ApiFailure {
  const reply = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const messages = Array.isArray(reply.messages) ? reply.messages.filter((m): m is string => typeof m === 'string') : undefined;
  return {
    ok: false,
    status,
    error: typeof reply.error === 'string' ? reply.error : `http_${status}`,
    ...(typeof reply.message === 'string' ? { message: reply.message } : {}),
    ...(messages && messages.length > 0 ? { messages } : {}),
  };
}

async function request<T>(url: string, init?: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch {
    return { ok: false, status: 0, error: 'network' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page or an empty reply: the status says enough.
  }
  if (response.status >= 200 && response.status < 300) return { ok: true, data: body as T };
  return failureFrom(response.status, body);
}

const post = <T>(url: string, body: unknown, method = 'POST') =>
  request<T>(url, { method, headers: JSON_HEADERS, body: JSON.stringify(body) });

/** The address gid travels as one path segment. */
const addressPath = (id: string) => `/api/account/addresses/${encodeURIComponent(id)}`;

export const getCustomer = () => request<{ customer: CustomerDetails }>('/api/account/customer');

export const updateContactInformation = (input: { firstName: string; lastName: string; email: string; recaptchaToken: string }) =>
  post<{ customer: CustomerDetails }>('/api/account/contact', input);

export const changePassword = (input: { password: string; confirmPassword: string }) =>
  post<{ expiresAt: string }>('/api/account/password', input);

export const createAddress = (address: AddressInput, recaptchaToken: string) =>
  post<{ address: Address }>('/api/account/addresses', { address, recaptchaToken });

export const updateAddress = (id: string, address: AddressInput, recaptchaToken: string) =>
  post<{ address: Address }>(addressPath(id), { address, recaptchaToken }, 'PUT');

export const deleteAddress = (id: string) => request<unknown>(addressPath(id), { method: 'DELETE' });

export const setDefaultAddress = (id: string) => post<unknown>(`${addressPath(id)}/default`, {});

export const getOrders = (page: number) =>
  request<{ orders: OrderSummary[]; hasNextPage: boolean }>(`/api/account/orders?page=${page}`);

export const getOrder = (id: string, key: string) =>
  request<{ order: OrderDetail }>(`/api/account/orders/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`);

export const reorder = (id: string, key: string) => post<{ lines: CartLine[] }>('/api/account/reorder', { id, key });

/** The cart's tax-exempt switch; the reply carries the customer's tags as the platform now holds them. */
export const updateTaxExempt = (taxExempt: boolean) =>
  post<{ taxExempt: boolean; tags: string[] }>('/api/tagging/update-customer-tax-exempt', { taxExempt });

export const getSavedProjects = () => post<{ projects: unknown[] }>('/api/tagging/get-metafield', {});

export const deleteSavedProject = (metafieldId: string | number) =>
  post<unknown>('/api/tagging/delete-metafield', { metafield_id: metafieldId });

/**
 * US city and state of a 5-digit zip. A 404 (or a 400 for a malformed zip)
 * means no such zip; anything else without an answer is a failed lookup.
 */
export async function lookupPostalCode(zip: string): Promise<PostalLookup> {
  const result = await callApi(POSTAL, { query: { zip } });
  if (result.ok) return { kind: 'found', state: result.data.state, city: result.data.city };
  return result.status === 404 || result.status === 400 ? { kind: 'not_found' } : { kind: 'failed' };
}

/**
 * A Netlify-shaped form submission (multipart: the browser sets the boundary).
 * For the tax form, `tagged` says whether the server tagged the signed-in
 * customer tax_exempt_eligible with it (no browser call can add that tag).
 */
export const submitForm = (data: FormData) => request<{ ok: true; tagged?: boolean }>('/api/forms', { method: 'POST', body: data });
