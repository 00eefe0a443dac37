import { EARLY_ACTIONS_SCRIPT } from './early-actions-script';

/**
 * Holds presses and submissions made before the app is ready (see
 * early-actions.ts). First in the body, so it listens before anything can be
 * pressed; the front door hashes inline scripts into the page's script-src.
 */
export function EarlyActionsScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_ACTIONS_SCRIPT }} />;
}
