// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (ARCHITECTURE.md, rule 1), enforced here rather than remembered:
 * - a feature never imports another feature (compose them in app/);
 * - shared web code (components/, lib/) never imports a feature or the app;
 * - packages never import an app; server modules never import the web app and vice versa.
 * The first rule also holds for relative imports ('../media-gallery/…'): eslint-plugin-boundaries resolves
 * each import to its file and refuses one from a feature into another (apps/web/build/boundaries.test.ts).
 */
const noFeatureImports = {
  group: ['**/features/**', '@/features/**'],
  message: 'A feature never imports another feature; compose features in src/app.',
};
const noAppImports = { group: ['**/app/**'], message: 'Shared code never imports the app layer.' };
const noRawRequests = {
  group: ['**/lib/api-client'],
  importNames: ['request'],
  message: 'Call a declared endpoint with call() from an api module in src/api (docs/adding-a-feature.md).',
};

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [{ type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
            },
          ],
          message:
            'A feature never imports another feature; compose features in src/app, share through src/api, components or lib.',
        },
      ],
    },
  },
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
            noRawRequests,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatureImports, noAppImports] }] },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatureImports, noAppImports, noRawRequests] }] },
  },
  {
    files: ['apps/web/src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRawRequests] }] },
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
