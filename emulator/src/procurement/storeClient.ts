import http from 'node:http';

/**
 * A server-to-server POST to the storefront, as a buyer's procurement system
 * makes one: to the store's host by name (Host header) over the loopback
 * address, since *.localhost names do not resolve for Node itself.
 */
export function postToStore(url: string, body: string, contentType: string, timeoutMs = 15_000): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        method: 'POST',
        host: target.hostname.endsWith('localhost') ? '127.0.0.1' : target.hostname,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host, 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('the storefront did not answer in time')));
    req.on('error', reject);
    req.end(body);
  });
}
