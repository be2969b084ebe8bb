import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/**
 * Next.js and TypeScript rules, plus the layering rules of the code base: `lib/` never imports from
 * `components/` or `app/`, and `components/shared/` imports no feature folder of `components/`
 * (lower layers never import higher ones). Import cycles between files are found by
 * `__tests__/lib/folder-graph.test.ts` in well under a second (the import plugin's no-cycle rule took
 * most of the lint's two minutes).
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
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: './components', message: 'lib/ must not import from components/.' },
            { target: './lib', from: './app', message: 'lib/ must not import from app/.' },
            {
              target: './components/shared',
              from: './components',
              except: ['./shared', './i18n'],
              message: 'components/shared/ must not import a feature folder of components/.',
            },
          ],
        },
      ],
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
