import { expect, test } from '@playwright/test';
import { CA, EMULATOR, viaLoopback } from './hosts';

async function storefrontCalls(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const log = await (await request.get(`${EMULATOR}/__emulator/requests`)).json();
  return log.routes['POST /api/2025-10/graphql.json'] ?? 0;
}

test('a repeated page request on the same host makes no Storefront call', async ({ request }) => {
  // A page no other test opens, so the first request really renders it.
  const { url, headers } = viaLoopback(`${CA}/products/kraft-hang-tags`);
  await request.delete(`${EMULATOR}/__emulator/requests`);
  const first = await request.get(url, { headers });
  expect(first.status()).toBe(200);
  const afterFirst = await storefrontCalls(request);
  expect(afterFirst).toBeGreaterThan(0);

  const second = await request.get(url, { headers });
  expect(second.status()).toBe(200);
  expect(await second.text()).toContain('Kraft');
  expect(await storefrontCalls(request)).toBe(afterFirst);
});
