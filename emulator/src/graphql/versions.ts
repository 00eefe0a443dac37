/**
 * Storefront API versions the emulator answers. Every request runs the one schema it has (2026-04); the version
 * only decides whether the URL is served and what `X-Shopify-API-Version` says, as on Shopify:
 * - a served version is answered as itself;
 * - an older (or in-between) well-formed `YYYY-MM` falls forward to the next served version, the oldest supported
 *   one for anything before it ("requests to an unsupported version are served by the oldest supported version");
 * - anything else (not `YYYY-MM`, a month that does not exist, a version after the release candidate) is 404.
 */
export const SCHEMA_VERSION = '2026-04';
export const STABLE_VERSIONS = ['2025-07', '2025-10', '2026-01', '2026-04'] as const;
export const RELEASE_CANDIDATE = '2026-07';
export const UNSTABLE = 'unstable';
const DATED = [...STABLE_VERSIONS, RELEASE_CANDIDATE];

/** The version a request for `segment` is served as, or null when Shopify would answer 404. */
export function servedVersion(segment: string): string | null {
  if (segment === UNSTABLE) return UNSTABLE;
  const m = /^(\d{4})-(\d{2})$/.exec(segment);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return null;
  return DATED.find((v) => v >= segment) ?? null;
}

/** QueryRoot.publicApiVersions: the supported versions, the release candidate and unstable. */
export function publicApiVersions(): { handle: string; displayName: string; supported: boolean }[] {
  return [
    ...STABLE_VERSIONS.map((v) => ({ handle: v, displayName: v === SCHEMA_VERSION ? `${v} (Latest)` : v, supported: true })),
    { handle: RELEASE_CANDIDATE, displayName: `${RELEASE_CANDIDATE} (Release candidate)`, supported: false },
    { handle: UNSTABLE, displayName: UNSTABLE, supported: false },
  ];
}
