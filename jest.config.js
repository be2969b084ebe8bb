import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// remark, rehype, unified, next-intl and friends ship ESM only: let SWC transform them.
const esmPackages = [
  'next-intl',
  'use-intl',
  'remark',
  'remark-.*',
  'rehype-.*',
  'unified',
  'unist-.*',
  'mdast-.*',
  'hast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'devlop',
  'zwitch',
  'longest-streak',
  'markdown-table',
  'ccount',
  'escape-string-regexp',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'stringify-entities',
  'trim-lines',
  'web-namespaces',
  'html-url-attributes',
  'estree-util-.*',
  'js-yaml',
  'react-chartjs-2',
  'chart.js',
  '@kurkle/color',
  '@formatjs/.*',
  'intl-messageformat',
  'icu-minify',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

async function project(overrides) {
  // The @/ alias of tsconfig.json for require() and jest.mock() too (SWC rewrites only import statements).
  const config = await createJestConfig({ ...overrides, moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' } })();
  return { ...config, transformIgnorePatterns };
}

export default async function jestConfig() {
  return {
    // Longest browser tests first on a run without Jest's record of durations (see the file).
    testSequencer: '<rootDir>/__tests__/e2e/support/sequencer.js',
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
        testPathIgnorePatterns: ['<rootDir>/__tests__/e2e/', '<rootDir>/__tests__/components/'],
      }),
      await project({
        displayName: 'components',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/__tests__/components/**/*.test.tsx'],
      }),
      await project({
        displayName: 'e2e',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
        globalSetup: '<rootDir>/__tests__/e2e/support/global-setup.ts',
        globalTeardown: '<rootDir>/__tests__/e2e/support/global-teardown.ts',
        setupFilesAfterEnv: ['<rootDir>/__tests__/e2e/support/timeout.ts'],
      }),
    ],
  };
}
