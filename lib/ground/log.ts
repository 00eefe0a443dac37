/**
 * Structured logging: one JSON line per event, so failed data fetches can be
 * found and grouped by `event` in any log collector ("data-fetch failures are
 * logged with context"). Errors are flattened because JSON.stringify drops
 * their message and stack.
 *
 * Logs never carry tokens, passwords or personal fields. Every line goes through `redact`: a value under a
 * sensitive key (accessToken, password, email, phone, names, address lines,
 * zip, authorization, cookie, secrets, keys …) is replaced at any depth, and
 * every string left (error messages, store reply excerpts, URLs) is scrubbed
 * of JSON-looking `"accessToken":"…"` pairs, `token=…` query parameters,
 * bearer tokens, email addresses and phone numbers.
 */

export type LogLevel = 'error' | 'warn' | 'info';
export type LogContext = Record<string, unknown>;

export const REDACTED = '[REDACTED]';

/** Key names (lower-cased, without `_`, `-` or spaces) whose values never reach a log. */
const SENSITIVE_KEYS = new Set([
  // credentials
  'accesstoken',
  'customeraccesstoken',
  'token',
  'tokens',
  'refreshtoken',
  'idtoken',
  'idtokenhint',
  'codeverifier',
  'password',
  'newpassword',
  'currentpassword',
  'confirmpassword',
  'passwd',
  'authorization',
  'proxyauthorization',
  'cookie',
  'cookies',
  'setcookie',
  'secret',
  'clientsecret',
  'key',
  'apikey',
  'xtaggingkey',
  'privatekey',
  'secretkey',
  'signature',
  'recaptchatoken',
  'grecaptcharesponse',
  // personal fields
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'firstname',
  'lastname',
  'displayname',
  'fullname',
  'address1',
  'address2',
  'addressline1',
  'addressline2',
  'zip',
  'zipcode',
  'postalcode',
  'ein',
]);

/** Suffixes that mark a credential whatever comes before them (storefrontAccessToken, taggingApiKey …). */
const SENSITIVE_SUFFIXES = ['token', 'secret', 'password', 'apikey', 'secretkey'];

const normaliseKey = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

export function isSensitiveKey(key: string): boolean {
  const k = normaliseKey(key);
  return SENSITIVE_KEYS.has(k) || SENSITIVE_SUFFIXES.some((suffix) => k.endsWith(suffix));
}

// ------------------------------------------------------------ strings

/** The key names of a `"key":"value"` or `key=value` pair whose value is scrubbed, as one alternation. */
const PAIR_KEYS =
  '(?:customer_?access_?token|storefront_?access_?token|access_?token|refresh_?token|id_?token_?hint|id_?token|code_?verifier|token|password|new_?password|passwd|' +
  'secret|client_?secret|api_?key|authorization|cookie|e-?mail|phone|phone_?number|first_?name|last_?name|display_?name|' +
  'address_?1|address_?2|address_?line_?1|address_?line_?2|zip|ein|recaptcha_?token|signature)';

/** `"accessToken":"…"`; the value may be cut off by an excerpt before its closing quote. */
const JSON_PAIR = new RegExp(`("${PAIR_KEYS}"\\s*:\\s*")(?:[^"\\\\]|\\\\.)*`, 'gi');
/** The same inside a JSON string (`\\"accessToken\\":\\"…\\"`), e.g. a reply that quotes a request body. */
const ESCAPED_JSON_PAIR = new RegExp(`(\\\\"${PAIR_KEYS}\\\\"\\s*:\\s*\\\\")(?:[^"\\\\]|\\\\(?!"))*`, 'gi');
/** `accessToken: 'abc'` as util.inspect and many messages write it. */
const QUOTED_PAIR = new RegExp(`(\\b${PAIR_KEYS}\\s*:\\s*')[^']*`, 'gi');
/** `token=…` in a query string, form body or message (address ids carry `customer_access_token=`). */
const QUERY_PAIR = new RegExp(`((?:^|[?&;,\\s])${PAIR_KEYS}=)[^&\\s"'<>]+`, 'gi');
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const BASIC = /\bBasic\s+[A-Za-z0-9+/]{12,}={0,2}/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/**
 * Phone numbers as people write them: international (+33 1 23 45 67 89,
 * +12055550100) or North American with separators (205-555-0100,
 * (205) 555-0100). Bare digit runs are left alone: they are ids and amounts
 * far more often.
 */
const PHONE = /(?<![\w/+])(?:\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}|\(\d{3}\)\s?\d{3}[\s.-]\d{4}|\d{3}[\s.-]\d{3}[\s.-]\d{4})(?!\w)/g;

/** A string with tokens, passwords, email addresses and phone numbers replaced. */
export function redactText(text: string): string {
  return text
    .replace(JSON_PAIR, (_match, head: string) => `${head}${REDACTED}`)
    .replace(ESCAPED_JSON_PAIR, (_match, head: string) => `${head}${REDACTED}`)
    .replace(QUOTED_PAIR, (_match, head: string) => `${head}${REDACTED}`)
    .replace(QUERY_PAIR, (_match, head: string) => `${head}${REDACTED}`)
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(BASIC, `Basic ${REDACTED}`)
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]');
}

// ------------------------------------------------------------ values

const MAX_DEPTH = 8;

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  try {
    if (value instanceof Error) return redactError(value, depth, seen);
    if (value instanceof URL) return redactText(value.href);
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
    if (typeof Headers !== 'undefined' && value instanceof Headers) return redactEntries([...value.entries()], depth, seen);
    return redactEntries(Object.entries(value), depth, seen);
  } finally {
    seen.delete(value);
  }
}

function redactEntries(entries: [string, unknown][], depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    out[key] = isSensitiveKey(key) && item !== null && item !== undefined ? REDACTED : redactValue(item, depth + 1, seen);
  }
  return out;
}

function redactError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  // Our typed errors carry operation/status/messages; keep them, and follow `cause`.
  const out = redactEntries([['name', error.name], ['message', error.message], ...Object.entries(error)], depth, seen);
  if (error.cause !== undefined) out.cause = redactValue(error.cause, depth + 1, seen);
  return out;
}

/** A copy of `value` fit for a log line: sensitive keys replaced at any depth, strings scrubbed. */
export function redact(value: unknown): unknown {
  return redactValue(value, 0, new WeakSet());
}

// ------------------------------------------------------------ lines

/** Builds the line without printing it (exported for tests). */
export function formatLogLine(level: LogLevel, event: string, context: LogContext = {}): string {
  const ts = new Date().toISOString();
  try {
    const fields = redact(context) as Record<string, unknown>;
    return JSON.stringify({ ts, level, event: redactText(event), ...fields });
  } catch {
    // Logging itself never throws (a getter that throws, an exotic object).
    return JSON.stringify({ ts, level, event: redactText(event), context: 'unserialisable' });
  }
}

function write(level: LogLevel, event: string, context?: LogContext): void {
  const line = formatLogLine(level, event, context);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export const log = {
  error: (event: string, context?: LogContext) => write('error', event, context),
  warn: (event: string, context?: LogContext) => write('warn', event, context),
  info: (event: string, context?: LogContext) => write('info', event, context),
};
