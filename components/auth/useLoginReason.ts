'use client';

import { useSyncExternalStore } from 'react';
import { parseLoginReason, type LoginReason } from '@/lib/edge/session/login-reason';

/** Why the shopper was sent to sign in, from the page's `reason` query parameter (lib/edge/session/login-reason). */
export function currentLoginReason(): LoginReason | null {
  return parseLoginReason(new URLSearchParams(window.location.search).get('reason'));
}

const noSubscription = () => () => undefined;
const onServer = () => null;

/**
 * The login reason for rendering: null on the server and while hydrating
 * (the auth pages are cached for everyone, so only the browser knows the
 * query), then currentLoginReason().
 */
export function useLoginReason(): LoginReason | null {
  return useSyncExternalStore(noSubscription, currentLoginReason, onServer);
}
