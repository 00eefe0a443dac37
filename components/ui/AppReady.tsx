'use client';

import { useEffect } from 'react';
import { markAppReady } from './early-actions';

/**
 * Says the app is ready once the page has hydrated, so that what was pressed
 * or submitted before is done now (early-actions.ts). A task later, so that
 * every island hydrated in the same pass has run its own effects first.
 */
export function AppReady() {
  useEffect(() => {
    const timer = setTimeout(markAppReady, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
