'use client';

import { useSyncExternalStore } from 'react';
import { shopperOrigin } from '@/lib/ground/http/redirect';

/** The shopper's origin right now (lib/ground/http/redirect shopperOrigin), from the query and the Referer. */
export function currentShopperOrigin(): string | null {
  return shopperOrigin(new URLSearchParams(window.location.search).get('redirectUrl'), document.referrer, window.location.origin);
}

const noSubscription = () => () => undefined;
const onServer = () => null;

/**
 * The shopper's origin for the auth pages' links: null on the server and
 * while hydrating (the pages are cached for everyone, so only the browser
 * knows the query and the Referer), then currentShopperOrigin().
 */
export function useShopperOrigin(): string | null {
  return useSyncExternalStore(noSubscription, currentShopperOrigin, onServer);
}
