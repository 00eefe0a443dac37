'use client';

import { createContext } from 'react';

/** `grecaptcha.execute` for one action, as react-google-recaptcha-v3 hands it out. */
export type ExecuteRecaptcha = (action?: string) => Promise<string>;

/**
 * What useRecaptcha() reads: null outside a RecaptchaProvider (no token will
 * ever come), undefined while the script loads, then the execute function.
 */
export const RecaptchaExecuteContext = createContext<ExecuteRecaptcha | undefined | null>(null);
