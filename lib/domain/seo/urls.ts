import { LOCALES } from '../../ground/tenant';

/**
 * The canonical form of a page URL: origin + path, no query or hash, no
 * trailing slash except for the root. Sort, filter and punchout parameters
 * never create separate canonical pages.
 */
export function canonicalUrl(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '');
  let clean = (path.split(/[?#]/)[0] ?? '').replace(/\/{2,}/g, '/');
  if (!clean.startsWith('/')) clean = `/${clean}`;
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return `${base}${clean}`;
}

/**
 * hreflang alternates. Both languages share one URL (the language lives in a
 * cookie), so each alternate is the canonical URL with `?lang=`, which the
 * middleware turns into the locale cookie; x-default is the plain canonical.
 */
export function alternateLanguages(origin: string, path: string): Record<string, string> {
  const canonical = canonicalUrl(origin, path);
  const out: Record<string, string> = {};
  for (const locale of LOCALES) out[locale] = `${canonical}?lang=${locale}`;
  out['x-default'] = canonical;
  return out;
}

/**
 * Canonical and hreflang links for one page in one language. A page in the
 * tenant's default language is canonical without a query; the other language
 * is its own canonical `?lang=` URL, so both versions can be indexed.
 */
export function pageAlternates(
  origin: string,
  path: string,
  locale: string,
  defaultLocale: string,
): { canonical: string; languages: Record<string, string> } {
  const plain = canonicalUrl(origin, path);
  return {
    canonical: locale === defaultLocale ? plain : `${plain}?lang=${locale}`,
    languages: alternateLanguages(origin, path),
  };
}

/**
 * pageAlternates for page `page` of a paginated list (a collection grid's
 * `?page=N`). Every page past the first is its own canonical URL, as each
 * lists other products; the page number stays in the hreflang alternates too.
 */
export function pagedAlternates(
  origin: string,
  path: string,
  locale: string,
  defaultLocale: string,
  page: number,
): { canonical: string; languages: Record<string, string> } {
  const plain = pageAlternates(origin, path, locale, defaultLocale);
  if (page <= 1) return plain;
  const paged = (url: string) => {
    const [base, query] = url.split('?');
    return query ? `${base}?page=${page}&${query}` : `${base}?page=${page}`;
  };
  return {
    canonical: paged(plain.canonical),
    languages: Object.fromEntries(Object.entries(plain.languages).map(([key, url]) => [key, paged(url)])),
  };
}
