import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/**
 * Next.js and TypeScript rules, one import style and the locale rule below. The layering of the code
 * base (lower layers never import higher ones: `lib/` never imports `components/` or `app/`,
 * `components/shared/` no feature folder) and import cycles between files and folders are checked by
 * `__tests__/lib/folder-graph.test.ts`, in well under a second; the import plugin's rules for them
 * took most of the lint's two minutes.
 */
const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'out/**',
      'out-*/**',
      'coverage/**',
      'next-env.d.ts',
      'lib/compile/generated/**',
      '__tests__/fixtures/**',
      'bench/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // These two check code for the React Compiler, which the site does not use: setting state in an
      // effect is how the islands read browser-only state (storage, location) after hydration.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // One import style: the `@/` alias, never a relative path.
    files: ['app/**', 'components/**', 'lib/**', 'scripts/**', '__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*'], message: 'Import with the @/ alias (e.g. @/lib/model/gas-data).' }] },
      ],
    },
  },
  {
    // A locale is narrowed by isLocale (lib/model/locale) or typed by next-intl's AppConfig, never cast.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSTypeReference[typeName.name='Locale']",
          message: 'Narrow a locale with isLocale (@/lib/model/locale) instead of casting it.',
        },
      ],
    },
  },
  {
    // The end-to-end tests drive a browser; their `use…` helpers are not React hooks.
    files: ['__tests__/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
