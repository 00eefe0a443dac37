'use client';

import { createContext } from 'react';

/** `grecaptcha.execute` for one action, as react-google-recaptcha-v3 hands it out. */
export type ExecuteRecaptcha = (action?: string) => Promise<string>;

/**
 * What useRecaptcha() reads: null when no token will ever come (outside a
 * RecaptchaProvider, or its script failed to load), undefined while the
 * script loads, then the execute function.
 */
export const RecaptchaExecuteContext = createContext<ExecuteRecaptcha | undefined | null>(null);

/**
 * Under a provider that loads its script on demand: asks it to load now (a
 * form about to need a token). Null elsewhere: the script loads with the page.
 */
export const RecaptchaDemandContext = createContext<(() => void) | null>(null);
