'use client';

import { useEffect } from 'react';
import { replayEarlyActions } from './early-actions';

/**
 * Says the app is ready once the page has hydrated, and replays what was
 * pressed or submitted before (early-actions.ts). A task later, so that every
 * island hydrated in the same pass has run its own effects first.
 */
export function AppReady() {
  useEffect(() => {
    const timer = setTimeout(replayEarlyActions, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
