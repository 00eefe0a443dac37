import { z } from 'zod';
import { upstream } from '../../ground/http/upstream';
import type { UspsTokenSource } from './oauth';
import { failed, type PostalResult } from './types';

/**
 * USPS Addresses API v3 city-state, the replacement of the
 * retired Web Tools lookup: GET /addresses/v3/city-state?ZIPCode= with a
 * Bearer token → {city, state[, ZIPCode]}; 404 when USPS knows no such ZIP.
 */

export interface AddressesV3Settings {
  baseUrl: string;
  timeoutMs: number;
}

const CityState = z.object({ city: z.string().trim().min(1), state: z.string().trim().min(1), ZIPCode: z.string().optional() });

/** Failure reasons by status; the error envelope's message goes to the log, not to the shopper. */
function failureFor(status: number): string {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 429) return 'rate_limited';
  if (status === 400) return 'bad_request';
  return `http_${status}`;
}

export async function addressesV3CityState(
  zip5: string,
  tokens: UspsTokenSource,
  settings: AddressesV3Settings,
): Promise<PostalResult & { status?: number; detail?: string }> {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/addresses/v3/city-state?${new URLSearchParams({ ZIPCode: zip5 })}`;
  // Every status is read here: a 401 earns one retry, a 404 is an answer, the rest carry USPS's reason.
  const call = (token: string) =>
    upstream('usps', url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }, { timeoutMs: settings.timeoutMs, accept: 'any' });

  let token = await tokens.token();
  let response = await call(token);
  if (response.status === 401) {
    // Expired early or replaced by a newer token elsewhere: one fresh token, one more try.
    tokens.invalidate(token);
    token = await tokens.token();
    response = await call(token);
  }
  if (response.status === 404) return { kind: 'not-found' };
  let body: unknown = null;
  try {
    body = JSON.parse(response.text());
  } catch {
    // Not JSON: a failure status says what it needs to; a 200 becomes malformed_reply below.
  }
  if (!response.ok) {
    const detail = (body as { error?: { message?: unknown } } | null)?.error?.message;
    return { ...failed(failureFor(response.status)), status: response.status, ...(typeof detail === 'string' ? { detail: detail.slice(0, 300) } : {}) };
  }
  const parsed = CityState.safeParse(body);
  return parsed.success ? { kind: 'found', city: parsed.data.city, state: parsed.data.state } : failed('malformed_reply');
}
