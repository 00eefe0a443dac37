import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// Security headers, the per-page Content-Security-Policy and compression are
// set by the front door (lib/front-door), which serves the build: the CSP
// hashes each page's inline scripts, so it must see the body before it is
// compressed.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  compress: false,
  cacheHandler: require.resolve('./lib/cache/page-cache-handler.cjs'),
};

export default withNextIntl(nextConfig);
