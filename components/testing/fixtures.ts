import type { ProductCard } from '@/lib/domain/catalog/types';
import type { DisplayCurrency } from '@/lib/ground/money/display';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';

/** The US site's display: store amounts as they are. */
export const US_DISPLAY: DisplayCurrency = { currency: 'USD', factor: 1 };

/** A product card for component tests. */
export function makeCard(index: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: `gid://shopify/Product/${index}`,
    handle: `product-${index}`,
    title: `Product ${String(index).padStart(2, '0')}`,
    productType: 'Labels',
    vendor: 'Acme',
    createdAt: new Date(Date.UTC(2024, 0, index)).toISOString(),
    image: { url: `http://localhost:4000/cdn/shop/files/p${index}.png`, altText: `Product ${index}`, width: 800, height: 800 },
    variants: [{ id: `gid://shopify/ProductVariant/${index}`, price: index * 100 + 50, availableForSale: true }],
    ...overrides,
  };
}

/** A saved product (wishlist, compare) on a prefixed tenant: `acme-product-{n}`, an image, a "From" price. */
export function savedProduct(n: number, overrides: Partial<ProductSnapshot> = {}): ProductSnapshot {
  return {
    id: `gid://shopify/Product/${n}`,
    handle: `acme-product-${n}`,
    title: `Product ${n}`,
    imageUrl: `https://cdn.example/p${n}.png`,
    price: { amount: `${n}.5`, currencyCode: 'USD' },
    productType: n % 2 ? 'Labels' : 'Stickers',
    ...overrides,
  };
}

/** What an earlier visit (or another tab) stored under a list's key, in the list store's envelope. */
export const storeSavedProducts = (key: string, ...items: ProductSnapshot[]) => localStorage.setItem(key, JSON.stringify({ state: { items }, version: 1 }));
