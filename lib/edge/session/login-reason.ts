/**
 * Why a shopper is asked to sign in, carried as the login page's `reason`
 * query parameter next to `redirectUrl`: the page says it, and what happens
 * after sign-in can follow from it (a project saved while signed out lands
 * in My Artwork). The parameter comes from a link anyone can craft, so only
 * the reasons listed here count; anything else is no reason at all.
 */
import * as z from '../../ground/zod';

export const LOGIN_REASONS = ['save-artwork'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

const loginReasonSchema = z.enum(LOGIN_REASONS);

/** The reason a login link gives, or null when it gives none or one we do not know. */
export function parseLoginReason(raw: string | null | undefined): LoginReason | null {
  const parsed = loginReasonSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Where My Artwork lives: the saved projects of the signed-in customer. */
export const MY_ARTWORK_PATH = '/account/artwork';

/** What became of the projects saved while signed out, by project name, once the customer signed in. */
export interface PendingUploads {
  /** Now in My Artwork. */
  saved: string[];
  /** Not taken this time (offline, the store failing): still held, to be sent at the next sign-in. */
  kept: string[];
  /** Refused by the store (not a project it accepts): dropped. */
  refused: string[];
}

export const NO_PENDING_UPLOADS: PendingUploads = { saved: [], kept: [], refused: [] };

/**
 * Where to go after signing in: My Artwork when the shopper signed in to
 * save a project and it was saved; otherwise where they came from (`origin`,
 * already checked to be one of our paths), else the home page. A project
 * that did not make it sends them back to the design, which is still there.
 */
export function afterSignInPath(reason: LoginReason | null, uploads: PendingUploads, origin: string | null): string {
  if (reason === 'save-artwork' && uploads.saved.length > 0) return MY_ARTWORK_PATH;
  return origin ?? '/';
}
