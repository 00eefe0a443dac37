'use client';

import { useCallback, useContext, useEffect, useRef } from 'react';
import { RecaptchaDemandContext, RecaptchaExecuteContext, type ExecuteRecaptcha } from './context';

/**
 * How long a submit waits for a reCAPTCHA script that is still loading
 * (it may never load), the submit button showing its
 * busy label meanwhile. A script that failed is not waited for at all.
 */
export const RECAPTCHA_TIMEOUT_MS = 3000;
const POLL_MS = 100;
/** The least time execute() itself gets, however late the script turned up. */
const MIN_EXECUTE_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `getToken(action)` resolves a fresh reCAPTCHA v3 token for the action, or
 * null: at once when no token can come (outside a RecaptchaProvider, or its
 * script failed to load, even while this call waits), else when none came
 * within RECAPTCHA_TIMEOUT_MS (a script still loading, execute failing or
 * hanging). The form then shows 'Please verify recaptcha'. Call it at
 * submit time (tokens last two minutes and are single-use).
 */
export function useRecaptcha(): (action: string) => Promise<string | null> {
  const execute = useContext(RecaptchaExecuteContext);
  const demand = useContext(RecaptchaDemandContext);
  // The latest value, read by pending calls: execute turns up once the script has loaded.
  const latest = useRef<ExecuteRecaptcha | undefined | null>(execute);
  useEffect(() => {
    latest.current = execute;
  }, [execute]);

  return useCallback(async (action: string) => {
    // An on-demand provider starts loading now; the wait below covers the download.
    demand?.();
    const deadline = Date.now() + RECAPTCHA_TIMEOUT_MS;
    while (latest.current === undefined && Date.now() < deadline) await sleep(POLL_MS);
    const run = latest.current;
    if (!run) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(deadline - Date.now(), MIN_EXECUTE_MS));
    });
    try {
      const token = await Promise.race([run(action), timeout]);
      return typeof token === 'string' && token !== '' ? token : null;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }, [demand]);
}
