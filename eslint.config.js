// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (ARCHITECTURE.md, rule 1), enforced here rather than remembered:
 * - a feature never imports another feature (compose them in app/);
 * - shared web code (components/, lib/) never imports a feature or the app;
 * - packages never import an app; server modules never import the web app and vice versa.
 */
const noFeatureImports = {
  group: ['**/features/**', '@/features/**'],
  message: 'A feature never imports another feature; compose features in src/app.',
};
const noAppImports = { group: ['**/app/**'], message: 'Shared code never imports the app layer.' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Command-line programs print their results: scripts, and the benchmark engines' programs.
    files: ['scripts/**', '.ci/**', '**/e2e/**', '**/*.config.{js,ts}', 'packages/benchmark/programs/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs['recommended-latest'].rules },
  },
  { ...jsxA11y.flatConfigs.strict, files: ['apps/web/src/**/*.tsx'] },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Inside a feature, its own files are imported relatively (./, ../ within it), never through features/.
            noFeatureImports,
            noAppImports,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatureImports, noAppImports] }] },
  },
  {
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@site/web', '@site/server'], message: 'Packages never import apps.' }] },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@site/web', 'react', 'react-dom'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
