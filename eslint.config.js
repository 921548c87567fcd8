// ESLint, run by npm run check (scripts/check.ts): JavaScript's and typescript-eslint's recommended rules over all
// code, the Astro plugin's over .astro files, React's rules of hooks over the islands. Formatting is Prettier's job.
// A rule broken on purpose is disabled on that line only, with the reason beside it.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      '.astro/',
      '.data/',
      '.netlify/',
      '.test-report/',
      'test-results/',
      'playwright-report/',
      // The example CMS's admin app: Next's build output and the file Next writes beside it.
      'cms/admin/.next/',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are errors, except those spelled with a leading underscore on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
