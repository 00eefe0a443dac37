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
