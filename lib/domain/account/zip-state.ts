/**
 * The US postal check of the address form: the zip is looked up by its first five digits and the state the
 * service returns must be the chosen state's abbreviation. Pure: the island
 * does the lookup and hands its outcome here.
 */
import { US_STATES } from '@/lib/ground/static/regions';

/** What GET /api/postal answered: a city and state, no such zip (404, or 400 for a malformed one), or no answer. */
export type PostalLookup = { kind: 'found'; state: string; city: string } | { kind: 'not_found' } | { kind: 'failed' };

export type ZipStateKey = 'address.zipState' | 'address.lookupFailed';

/** Only United States addresses are looked up. */
export function needsPostalLookup(country: string): boolean {
  return country === 'United States';
}

/** The five digits the lookup takes ("35203-1234" → "35203"), or null when the zip does not start with them. */
export function lookupZip(zip: string): string | null {
  const match = /^\s*(\d{5})(?!\d)/.exec(zip);
  return match ? match[1]! : null;
}

/** The Validation message key for a lookup outcome against the chosen state's name, or null when they agree. */
export function zipStateMessage(lookup: PostalLookup, stateName: string): ZipStateKey | null {
  if (lookup.kind === 'failed') return 'address.lookupFailed';
  if (lookup.kind === 'not_found') return 'address.zipState';
  const chosen = US_STATES.find((s) => s.name === stateName)?.abbreviation;
  return chosen && chosen === lookup.state.trim().toUpperCase() ? null : 'address.zipState';
}
