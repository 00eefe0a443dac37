import { request as httpRequest, type IncomingMessage } from 'node:http';

/** What a test reads of an answer: status, headers and the body as sent (still encoded). */
export type Reply = { status: number; headers: IncomingMessage['headers']; body: Buffer };

/**
 * Asks the front door listening on loopback `port`, on the store's host unless
 * `headers` name another. The path goes out as given, not normalised as a URL
 * would be ("/a/../b" stays as it is).
 */
export function askDoor(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: 'localhost:3000', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks until an answer comes without the app behind the door being called
 * (`answeredByApp` counts its answers for the path): the door keeps a copy only
 * once it is compressed, in the background. Gives up after about a second.
 */
export async function untilKept(ask: () => Promise<Reply>, answeredByApp: () => number, what: string): Promise<Reply> {
  for (let i = 0; i < 200; i++) {
    const before = answeredByApp();
    const reply = await ask();
    if (answeredByApp() === before) return reply;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${what} was never answered from the kept copy`);
}
