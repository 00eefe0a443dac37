/** The account side menu's entries, logout aside. */
export const ACCOUNT_ENTRIES = [
  { id: 'overview', href: '/account' },
  { id: 'orders', href: '/account/orders/summary' },
  { id: 'artwork', href: '/account/artwork' },
] as const;

export type AccountEntryId = (typeof ACCOUNT_ENTRIES)[number]['id'];

/** The entry a path belongs to: an order's detail page sits under My Orders. */
export function currentAccountEntry(pathname: string): AccountEntryId | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/account') return 'overview';
  if (path === '/account/orders/summary' || path.startsWith('/account/orders/summary/')) return 'orders';
  if (path === '/account/artwork') return 'artwork';
  return null;
}
