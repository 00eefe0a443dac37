import { checkRequest, type CheckContext } from './request-check';

/**
 * The reply to a request Node's HTTP parser refused before any handler ran.
 * An unknown method (e.g. "FOO") is still a request for a path, so it gets
 * the same 405 with Allow as TRACE would; the rest are 400, 414 or 431.
 */
export function parserErrorStatus(error: { code?: string; rawPacket?: Buffer }, ctx: CheckContext): { status: string; allow?: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: '431 Request Header Fields Too Large' };
    case 'HPE_URI_TOO_LONG':
      return { status: '414 URI Too Long' };
    case 'HPE_INVALID_METHOD': {
      const [method = '', target = '/'] = (error.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '').split(' ');
      const refusal = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(method) && target.startsWith('/') ? checkRequest(method, target, undefined, ctx) : null;
      if (refusal?.status === 405 && refusal.allow) return { status: '405 Method Not Allowed', allow: refusal.allow.join(', ') };
      return { status: '400 Bad Request' };
    }
    default:
      return { status: '400 Bad Request' };
  }
}
