import { badParam } from './errors.ts';
import { coerce, SEARCH_PARAMETERS } from './parameters.ts';

/** Search parameters, checked and in JSON form. */
export type SearchParams = Record<string, unknown>;

/** Names a request may carry besides search parameters: where it goes (multi-search) and the v4 `params` string. */
const ENVELOPE = new Set(['indexName', 'type', 'params', 'extensions']);

function setParam(out: SearchParams, key: string, raw: unknown, fromString: boolean): void {
  const kind = SEARCH_PARAMETERS[key];
  if (!kind) throw badParam(`Unknown parameter: ${key}`);
  const value = coerce(key, kind, raw, fromString);
  if (value !== null && value !== undefined) out[key] = value;
}

/** A URL-encoded parameter string (`query=stickers&hitsPerPage=5`), as v4 clients and GET searches send them. */
export function paramsFromString(encoded: string, into: SearchParams = {}): SearchParams {
  for (const [key, value] of new URLSearchParams(encoded)) {
    if (key.toLowerCase().startsWith('x-algolia-')) continue; // credentials and agent ride along in the query string
    setParam(into, key, value, true);
  }
  return into;
}

/**
 * The parameters of one search: a v5 JSON object, a v4 `{"params": "…"}`, or both (the JSON keys win). A
 * multi-search request's `indexName` and `type` are read by the caller.
 */
export function searchParams(body: unknown): SearchParams {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badParam('Invalid search parameters: expected a JSON object');
  const obj = body as Record<string, unknown>;
  const out: SearchParams = {};
  if (obj.params !== undefined) {
    if (typeof obj.params !== 'string') throw badParam('Invalid value for "params": expected a URL-encoded string');
    paramsFromString(obj.params, out);
  }
  for (const [key, value] of Object.entries(obj)) {
    if (!ENVELOPE.has(key)) setParam(out, key, value, false);
  }
  return out;
}

/** The `params` echo of a response: what was asked, URL-encoded, lists and objects as JSON. */
export function encodeParams(p: SearchParams): string {
  return Object.entries(p)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}
