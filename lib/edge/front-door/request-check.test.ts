/** @jest-environment node */
import { apiRoutesFrom, exportedMethods } from './api-routes';
import { checkRequest, MAX_DECLARED_BODY } from './request-check';

const ctx = {
  apiRoutes: apiRoutesFrom([
    { path: '/api/checkout', source: 'export async function POST(request: Request) {}' },
    { path: '/api/account/orders/[id]', source: 'export function GET() {}' },
    { path: '/api/account/addresses/[id]', source: 'export const PUT = a;\nexport function DELETE() {}' },
    { path: '/api/quick-view', source: 'export { handler as GET }' },
  ]),
  publicFiles: new Set(['/favicon.svg']),
};
const check = (method: string, target: string, length?: string) => checkRequest(method, target, length, ctx);

describe('the route table', () => {
  it('reads the exported methods, with HEAD for GET and OPTIONS always', () => {
    expect(exportedMethods('export async function GET() {}\nexport function POST() {}')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    expect(exportedMethods('export const DELETE = x; export { a as PATCH, b }')).toEqual(['PATCH', 'DELETE', 'OPTIONS']);
  });
});

describe('checkRequest', () => {
  it('lets ordinary requests through', () => {
    expect(check('GET', '/products/roll-labels?size=2')).toBeNull();
    expect(check('POST', '/api/checkout', '120')).toBeNull();
    expect(check('GET', '/api/account/orders/1001?key=k')).toBeNull();
    expect(check('HEAD', '/api/quick-view?handle=x')).toBeNull();
    expect(check('OPTIONS', '/favicon.svg')).toBeNull();
  });

  it.each([
    ['TRACE', '/', ['GET', 'HEAD', 'OPTIONS']],
    ['POST', '/', ['GET', 'HEAD', 'OPTIONS']],
    ['DELETE', '/favicon.svg', ['GET', 'HEAD', 'OPTIONS']],
    ['PUT', '/_next/static/chunks/app.js', ['GET', 'HEAD', 'OPTIONS']],
    ['GET', '/api/checkout', ['POST', 'OPTIONS']],
    ['TRACE', '/api/checkout', ['POST', 'OPTIONS']],
    ['POST', '/api/account/addresses/7', ['PUT', 'DELETE', 'OPTIONS']],
  ])('answers %s %s with 405 and Allow', (method, target, allow) => {
    expect(check(method, target)).toMatchObject({ status: 405, allow });
  });

  it('answers undecodable paths with 400, wherever they point', () => {
    for (const target of ['/api/checkout%zz', '/_next/static/%zz', '/%E0%A4%A', '/products/%', 'products']) {
      expect(check('GET', target)).toMatchObject({ status: 400 });
    }
  });

  it('answers unknown API paths with 404', () => {
    expect(check('GET', '/api/nope')).toMatchObject({ status: 404, error: 'not_found' });
    expect(check('POST', '/api/checkout/extra/path')).toMatchObject({ status: 404 });
  });

  it('refuses over-long targets and segments, and declared bodies past the largest form', () => {
    expect(check('GET', `/products/${'x'.repeat(5000)}`)).toMatchObject({ status: 414 });
    expect(check('GET', `/products/${'x'.repeat(300)}`)).toMatchObject({ status: 404 });
    expect(check('POST', '/api/checkout', String(MAX_DECLARED_BODY + 1))).toMatchObject({ status: 413 });
  });
});

describe('requests the HTTP parser refuses', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- keeps this file's imports about checkRequest
  const { parserErrorStatus } = require('./parser-errors') as typeof import('./parser-errors');
  const packet = (line: string) => Buffer.from(`${line}\r\nHost: localhost:3000\r\n\r\n`, 'latin1');

  it('answers an unknown method with 405 and the Allow of the path', () => {
    expect(parserErrorStatus({ code: 'HPE_INVALID_METHOD', rawPacket: packet('FOO / HTTP/1.1') }, ctx)).toEqual({ status: '405 Method Not Allowed', allow: 'GET, HEAD, OPTIONS' });
    expect(parserErrorStatus({ code: 'HPE_INVALID_METHOD', rawPacket: packet('FOO /api/checkout HTTP/1.1') }, ctx)).toEqual({ status: '405 Method Not Allowed', allow: 'POST, OPTIONS' });
    expect(parserErrorStatus({ code: 'HPE_INVALID_METHOD', rawPacket: packet('F()O / HTTP/1.1') }, ctx)).toEqual({ status: '400 Bad Request' });
    expect(parserErrorStatus({ code: 'HPE_HEADER_OVERFLOW' }, ctx)).toEqual({ status: '431 Request Header Fields Too Large' });
  });
});
