'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { RecaptchaDemandContext, RecaptchaExecuteContext, type ExecuteRecaptcha } from './context';

/** The id react-google-recaptcha-v3 looks for: when present it skips its own (Google-only) script. */
export const RECAPTCHA_SCRIPT_ID = 'google-recaptcha-v3';

const POLL_MS = 50;

/** Marks the script element once it has failed, so a provider mounted later knows at once. */
const FAILED_ATTRIBUTE = 'data-recaptcha-failed';

export interface RecaptchaProviderProps {
  /** The public site key (config RECAPTCHA_SITE_KEY). */
  siteKey: string;
  /** The reCAPTCHA client script (config RECAPTCHA_SCRIPT_URL): Google's, or the emulator's stand-in. */
  scriptUrl: string;
  /** The page language, for the challenge texts (`hl`). */
  language?: string;
  /**
   * Load the script only when a form first asks for a token (sign-in asks
   * only when the server wants the step), so a page that never needs it
   * never loads Google's script.
   */
  onDemand?: boolean;
  children: ReactNode;
}

function scriptSrc(scriptUrl: string, language: string | undefined): string {
  if (!language) return scriptUrl;
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('hl', language);
  return url.toString();
}

const grecaptchaLoaded = () => typeof (window as { grecaptcha?: unknown }).grecaptcha === 'object';

/** Lifts the library's execute function (undefined until `grecaptcha.ready`) to RecaptchaProvider. */
function ExecuteBridge({ onChange }: { onChange: (execute: ExecuteRecaptcha | undefined) => void }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => onChange(executeRecaptcha), [executeRecaptcha, onChange]);
  return null;
}

/**
 * reCAPTCHA v3 for the forms below it. The library can
 * only inject Google's script URL, so this loads the configured script under
 * the library's script id and waits for `window.grecaptcha`; only then does
 * it mount GoogleReCaptchaProvider, which finds the script, skips injection
 * and calls `grecaptcha.ready`. The library's provider is a sibling of the
 * form, not its parent: mounting it late must not remount (and reset) the
 * form, so its execute function reaches useRecaptcha() through our context.
 * A script that failed to load (its `error` event, now or on an earlier
 * page) makes execute null: no token will come, and useRecaptcha() says so
 * at once. Only a script still loading leaves execute undefined, for
 * useRecaptcha() to wait for briefly. With `onDemand` nothing loads until
 * useRecaptcha() first asks for a token.
 */
export function RecaptchaProvider({ siteKey, scriptUrl, language, onDemand = false, children }: RecaptchaProviderProps) {
  const [wanted, setWanted] = useState(!onDemand);
  const demand = useCallback(() => setWanted(true), []);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [execute, setExecute] = useState<ExecuteRecaptcha | undefined>(undefined);
  // A function in state must go through an updater (a bare one would be called).
  const publish = useCallback((next: ExecuteRecaptcha | undefined) => setExecute(() => next), []);

  useEffect(() => {
    if (!wanted) return;
    let script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = RECAPTCHA_SCRIPT_ID;
      script.src = scriptSrc(scriptUrl, language);
      script.async = true;
      document.head.appendChild(script);
    }
    // `load` covers a fresh script; the poll covers one already in the page
    // (loaded or not) and a script that defines grecaptcha a little later.
    const check = () => {
      if (!grecaptchaLoaded()) return;
      setLoaded(true);
      window.clearInterval(poll);
    };
    // Blocked, offline or refused: nothing more will come from this script.
    const fail = () => {
      script.setAttribute(FAILED_ATTRIBUTE, '');
      window.clearInterval(poll);
      setFailed(true);
    };
    const poll = window.setInterval(check, POLL_MS);
    script.addEventListener('load', check);
    script.addEventListener('error', fail);
    if (script.hasAttribute(FAILED_ATTRIBUTE)) fail();
    else check();
    return () => {
      window.clearInterval(poll);
      script.removeEventListener('load', check);
      script.removeEventListener('error', fail);
    };
  }, [scriptUrl, language, wanted]);

  return (
    <RecaptchaDemandContext.Provider value={onDemand ? demand : null}>
      <RecaptchaExecuteContext.Provider value={failed && !execute ? null : execute}>
        {children}
        {loaded ? (
          <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={language}>
            <ExecuteBridge onChange={publish} />
          </GoogleReCaptchaProvider>
        ) : null}
      </RecaptchaExecuteContext.Provider>
    </RecaptchaDemandContext.Provider>
  );
}
