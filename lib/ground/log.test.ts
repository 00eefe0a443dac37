import { formatLogLine, isSensitiveKey, log, redact, redactText, REDACTED } from './log';
import { StorefrontError } from '../services/shopify/errors';

describe('log', () => {
  it('prints one JSON line with timestamp, level, event and context', () => {
    const line = JSON.parse(formatLogLine('warn', 'catalog.product.failed', { tenantKey: 'us', handle: 'x' }));
    expect(line).toEqual({ ts: expect.any(String), level: 'warn', event: 'catalog.product.failed', tenantKey: 'us', handle: 'x' });
    expect(Number.isNaN(Date.parse(line.ts))).toBe(false);
  });

  it('keeps error name, message, own fields and cause', () => {
    const err = Object.assign(new Error('HTTP 503', { cause: new TypeError('socket hang up') }), { status: 503 });
    const line = JSON.parse(formatLogLine('error', 'e', { error: err }));
    expect(line.error).toMatchObject({ name: 'Error', message: 'HTTP 503', status: 503, cause: { name: 'TypeError', message: 'socket hang up' } });
  });

  it('never throws on circular context', () => {
    const ctx: Record<string, unknown> = {};
    ctx.self = ctx;
    expect(() => JSON.parse(formatLogLine('info', 'e', ctx))).not.toThrow();
    expect(JSON.parse(formatLogLine('info', 'e', ctx)).self).toBe('[Circular]');
  });

  it('never throws on BigInt or a throwing getter', () => {
    expect(JSON.parse(formatLogLine('info', 'e', { n: BigInt(12) })).n).toBe('12');
    const nasty = Object.defineProperty({}, 'boom', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(JSON.parse(formatLogLine('info', 'e', { nasty }))).toMatchObject({ event: 'e' });
  });

  it('routes levels to the matching console method', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    log.error('boom', { a: 1 });
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', event: 'boom', a: 1 });
    spy.mockRestore();
  });
});

describe('log redaction (no tokens, passwords or personal fields in any line)', () => {
  const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

  it('redacts a store reply excerpt carrying a customerAccessToken and an email (as lib/services/shopify/client logs it)', () => {
    // A reply cut at 300 characters by the client's excerpt: the token's closing quote may be gone.
    const body =
      `{"data":{"customerAccessTokenCreate":{"customerAccessToken":{"accessToken":"${TOKEN}","expiresAt":"2099-01-01T00:00:00Z"},` +
      `"customerUserErrors":[]},"customer":{"email":"dana.demo@example.com","phone":"+12055550100","firstName":"Dana"}}} <html>oops`;
    const error = new StorefrontError('CustomerAccessTokenCreate: reply is not JSON', {
      operation: 'CustomerAccessTokenCreate',
      kind: 'malformed',
      status: 200,
      messages: [body, `{"customerAccessToken":"${TOKEN.slice(0, 20)}`],
      cause: new SyntaxError(`Unexpected token '<', "...${body.slice(0, 90)}"... is not valid JSON`),
    });
    const line = formatLogLine('error', 'session.login.failed', { tenantKey: 'us', error });
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain(TOKEN.slice(0, 20));
    expect(line).not.toContain('dana.demo@example.com');
    expect(line).not.toContain('2055550100');
    expect(line).not.toContain('"Dana');
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({ tenantKey: 'us', error: { operation: 'CustomerAccessTokenCreate', kind: 'malformed', status: 200 } });
    expect(parsed.error.messages[0]).toContain(`"accessToken":"${REDACTED}"`);
    expect(parsed.error.messages[0]).toContain('"expiresAt":"2099-01-01T00:00:00Z"');
    expect(parsed.error.messages[1]).toBe(`{"customerAccessToken":"${REDACTED}`);
  });

  it('redacts by key at any depth, whatever the case or separator', () => {
    const out = redact({
      tenantKey: 'us',
      customer: { id: 'gid://shopify/Customer/77', email: 'a@b.co', first_name: 'Ann', LastName: 'Lee', tags: ['end_user_of'] },
      session: { customerAccessToken: { accessToken: TOKEN, expiresAt: 'x' } },
      headers: { Authorization: `Bearer ${TOKEN}`, Cookie: 'customer_session=abc', 'X-Tagging-Key': 'k', 'content-type': 'json' },
      list: [{ address: { address1: '1 Main St', address2: 'Suite 2', zip: '35203', city: 'Birmingham' } }],
      input: { password: 'Secret-pass-1', newPassword: 'x', storefrontAccessToken: 'y', clientSecret: 'z', recaptchaToken: 'r' },
      nothing: { email: null },
    });
    expect(out).toEqual({
      tenantKey: 'us',
      customer: { id: 'gid://shopify/Customer/77', email: REDACTED, first_name: REDACTED, LastName: REDACTED, tags: ['end_user_of'] },
      session: { customerAccessToken: REDACTED },
      headers: { Authorization: REDACTED, Cookie: REDACTED, 'X-Tagging-Key': REDACTED, 'content-type': 'json' },
      list: [{ address: { address1: REDACTED, address2: REDACTED, zip: REDACTED, city: 'Birmingham' } }],
      input: { password: REDACTED, newPassword: REDACTED, storefrontAccessToken: REDACTED, clientSecret: REDACTED, recaptchaToken: REDACTED },
      nothing: { email: null },
    });
  });

  it('keeps the ordinary keys that only look alike', () => {
    for (const key of ['tenantKey', 'keys', 'event', 'operation', 'status', 'handle', 'customerId', 'tokenType', 'name']) {
      expect(isSensitiveKey(key)).toBe(false);
    }
    for (const key of ['accessToken', 'customer_access_token', 'X-Shopify-Storefront-Access-Token', 'secret', 'key', 'apiKey', 'phoneNumber']) {
      expect(isSensitiveKey(key)).toBe(true);
    }
  });

  it('scrubs the OAuth values a sign-in or sign-out address carries', () => {
    expect(redactText('https://shopify.com/a/logout?id_token_hint=eyJhbGciOi.x.y&post_logout_redirect_uri=https%3A%2F%2Fs&state=1')).toBe(
      `https://shopify.com/a/logout?id_token_hint=${REDACTED}&post_logout_redirect_uri=https%3A%2F%2Fs&state=1`,
    );
    expect(redactText('grant_type=authorization_code&code_verifier=abc123&refresh_token=r1')).toBe(
      `grant_type=authorization_code&code_verifier=${REDACTED}&refresh_token=${REDACTED}`,
    );
    for (const key of ['id_token', 'idTokenHint', 'code_verifier', 'refresh_token']) expect(isSensitiveKey(key)).toBe(true);
  });

  it('scrubs strings: JSON pairs (also escaped), query tokens, bearer tokens, emails and phone numbers', () => {
    expect(redactText(`{"password":"Secret \\"quoted\\" pass","ok":true}`)).toBe(`{"password":"${REDACTED}","ok":true}`);
    expect(redactText(`{\\"customerAccessToken\\":\\"${TOKEN}\\",\\"x\\":1}`)).toBe(`{\\"customerAccessToken\\":\\"${REDACTED}\\",\\"x\\":1}`);
    expect(redactText(`Variable $input got invalid value { email: 'ann@example.com', password: 'hunter22' }`)).toBe(
      `Variable $input got invalid value { email: '${REDACTED}', password: '${REDACTED}' }`,
    );
    expect(redactText(`Unknown address gid://shopify/MailingAddress/1?model_name=CustomerAddress&customer_access_token=${TOKEN}`)).toBe(
      `Unknown address gid://shopify/MailingAddress/1?model_name=CustomerAddress&customer_access_token=${REDACTED}`,
    );
    expect(redactText(`upstream said: Authorization: Bearer ${TOKEN}.abc`)).toBe(`upstream said: Authorization: Bearer ${REDACTED}`);
    expect(redactText('Could not find customer ann.lee+shop@example.co.uk')).toBe('Could not find customer [email]');
    expect(redactText('call (205) 555-0100 or 205-555-0100 or +33 1 23 45 67 89 or +12055550100')).toBe(
      'call [phone] or [phone] or [phone] or [phone]',
    );
  });

  it('leaves ids, dates, amounts and addresses of services alone', () => {
    const text = 'order #1001 gid://shopify/Customer/1234567890 at 2026-11-21T10:00:00.000Z for 1250.00 USD via http://127.0.0.1:4000/tagging (HTTP 503)';
    expect(redactText(text)).toBe(text);
  });

  it('redacts whatever a log call is given, through log.*', () => {
    const spy = jest.spyOn(console, 'info').mockImplementation(() => {});
    log.info('session.recover.refused', { messages: ['Could not find customer dana@example.com'], email: 'dana@example.com' });
    const printed = String(spy.mock.calls[0]?.[0]);
    spy.mockRestore();
    expect(printed).not.toContain('dana@example.com');
    expect(JSON.parse(printed)).toMatchObject({ email: REDACTED, messages: ['Could not find customer [email]'] });
  });
});
