import type { ServerResponse } from 'node:http';

/**
 * Calls `decide` once, right before the response's headers are written,
 * with every header the app set already in place. Install it before wrappers
 * that hold the body (./html-buffer.ts): they hand their headers over with
 * setHeader and call this writeHead with the status alone.
 */
export function beforeHeaders(res: ServerResponse, decide: () => void): void {
  const writeHead = res.writeHead as unknown as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  let decided = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!decided) {
      decided = true;
      if (typeof args[0] === 'number') this.statusCode = args[0];
      decide();
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
