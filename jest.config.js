// next/jest gives SWC transforms and Next's module mocks. next-intl, swiper and
// friends ship ESM only, so they must be transformed too; next/jest only lets us
// append ignore patterns, hence the async wrapper that replaces the array.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest reads CommonJS config here (a .ts config would need ts-node)
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: __dirname });

const ESM_PACKAGES = [
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
  '@schummar/icu-type-parser',
  'swiper',
  'ssr-window',
  'dom7',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit', '<rootDir>/tests/security', '<rootDir>/lib', '<rootDir>/components'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^swiper/css(/.*)?$': 'next/dist/build/jest/__mocks__/styleMock.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];
  return resolved;
};
