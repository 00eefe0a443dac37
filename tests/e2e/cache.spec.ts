import { expect, test } from '@playwright/test';
import { countStorefrontCalls } from './emulator';
import { dropCachedProduct } from './revalidate';
import { CA, viaLoopback } from './hosts';

test('a repeated page request on the same host makes no Storefront call', async ({ request }) => {
  // Dropped first, so the first request really renders it.
  await dropCachedProduct(request, 'kraft-hang-tags');
  const { url, headers } = viaLoopback(`${CA}/products/kraft-hang-tags`);
  const calls = await countStorefrontCalls(request, 'kraft-hang-tags');
  try {
    const first = await request.get(url, { headers });
    expect(first.status()).toBe(200);
    const afterFirst = await calls.hits();
    expect(afterFirst).toBeGreaterThan(0);

    const second = await request.get(url, { headers });
    expect(second.status()).toBe(200);
    expect(await second.text()).toContain('Kraft');
    expect(await calls.hits()).toBe(afterFirst);
  } finally {
    await calls.remove();
  }
});
