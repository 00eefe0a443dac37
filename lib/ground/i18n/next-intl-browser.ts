/**
 * What `next-intl` is in browser bundles (turbopack.resolveAlias in
 * next.config.ts): next-intl's client entry without its load-time wrapper.
 * That entry wraps useTranslations and useFormatter in an error-rewording
 * function as it loads, a call the minifier must keep, so every page shipped
 * use-intl's date, number, list and relative-time formatter (0.8 KB gzip)
 * that no island uses. These are the same hooks from next-intl's own runtime
 * (use-intl, which its NextIntlClientProvider is built on): same context,
 * same precompiled messages, and whatever no island imports is left out.
 * The server (RSC and SSR) and Jest resolve next-intl itself.
 *
 * NextIntlClientProvider is not here: layouts render it on the server, and
 * the browser loads it as next-intl's own client module.
 */
export * from 'use-intl/core';
export {
  IntlProvider,
  useFormatter,
  useLocale,
  useMessages,
  useNow,
  useTimeZone,
  useTranslations,
  _useExtracted as useExtracted,
} from 'use-intl/react';
