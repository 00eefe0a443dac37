import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time: the browser gets use-intl's small
// format-only formatter instead of the ICU parser, so client islands can
// format their own strings (useTranslations) within the catalog pages'
// JavaScript budget. Nothing may read raw message strings (t.raw) since.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: ['en', 'fr'], precompile: true },
  },
});

// Security headers, the per-page Content-Security-Policy and compression are
// set by the front door (lib/edge/front-door), which serves the build: the CSP
// hashes each page's inline scripts, so it must see the body before it is
// compressed.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  compress: false,
  // Browser bundles take next-intl's hooks without the wrapper that kept
  // useFormatter's code on every page (see lib/ground/i18n/next-intl-browser.ts).
  turbopack: { resolveAlias: { 'next-intl': { browser: './lib/ground/i18n/next-intl-browser.ts' } } },
  // Node-only SDKs, loaded as they are: cloudinary picks http or https when first required, sharp is native,
  // and the routes share the front door's one Redis connection only if they load the same client.
  serverExternalPackages: ['cloudinary', 'sharp', 'redis'],
  cacheHandler: require.resolve('./lib/services/cache/page-cache-handler.cjs'),
  // Each route's render-blocking CSS grouped by cost rather than merged into one app-wide file: the
  // default merge put the cart's, the account's and the design editor's styles on every catalog page
  // (50 KB where the collection page needs 23).
  experimental: {
    cssChunking: 'graph',
    // One shared chunk for the framework's small client modules instead of four (under the 50 KB
    // default each stayed apart): fewer requests, and gzip shares one dictionary across them, so
    // every page loads 1.2 KB less (the catalog pages' JavaScript budget is 140 KiB).
    turbopackChunking: { minChunkSize: 200_000 },
  },
};

export default withNextIntl(nextConfig);
