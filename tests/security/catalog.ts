import { expect, type APIRequestContext } from '@playwright/test';
import { EMULATOR } from '../e2e/hosts';

const STOREFRONT = `${EMULATOR}/api/2026-04/graphql.json`;

/** Catalog facts straight from the emulated platform (never hard-coded ids where the seed can tell). */
export async function storefront<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(STOREFRONT, {
    data: { query, variables },
    headers: { 'X-Shopify-Storefront-Access-Token': 'emulator-storefront-token' },
  });
  expect(res.ok(), 'emulator Storefront API').toBe(true);
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors, 'Storefront query errors').toBeUndefined();
  return body.data;
}

/** The first variant of a product that is for sale: what an honest line buys. */
export async function firstVariant(request: APIRequestContext, handle: string): Promise<string> {
  const data = await storefront<{ product: { variants: { nodes: { id: string; availableForSale: boolean }[] } } | null }>(
    request,
    'query V($handle: String!) { product(handle: $handle) { variants(first: 50) { nodes { id availableForSale } } } }',
    { handle },
  );
  const variant = data.product?.variants.nodes.find((v) => v.availableForSale);
  expect(variant, `an available variant of ${handle}`).toBeTruthy();
  return variant!.id;
}
