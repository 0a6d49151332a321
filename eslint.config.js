import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's feature folders (apps/web/src/features/<name>). */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Forms validate through the app's zodResolver, which shows the schemas' messages in the page's language. */
const resolverOfTheApp = {
  name: '@hookform/resolvers/zod',
  message: "Import zodResolver from '@/lib/zod-resolver': its messages follow the page's language (decision 098).",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The classic script that starts the app in the browser (copied as is into dist).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every store URL comes from the route table in @marquee/contracts (paths, apiPaths): a
    // hand-written '/api/…' string is a route the table does not know.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$)/]',
          message: 'API paths come from apiPaths in @marquee/contracts.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/]',
          message: 'API paths come from apiPaths in @marquee/contracts.',
        },
      ],
    },
  },
  {
    // Server modules are domain first, audience as files (apps/server/src/modules/README.md): a
    // domain's staff side is in its admin/ folder, and customers, dashboard, audit and media
    // serve staff only. What shoppers reach never loads staff code.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/*/admin/**',
      'apps/server/src/modules/{customers,dashboard,audit,media}/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)admin/',
              message: "Storefront code must not import a module's admin/ code: move what both need out of admin/.",
            },
            {
              regex: '^(\\.\\./)+(customers|dashboard|audit|media)/',
              message: 'Storefront code must not import the staff-only modules (customers, dashboard, audit, media).',
            },
          ],
        },
      ],
    },
  },
  {
    // The composition rule (docs/decisions/052-composition-rule.md), shared code: components/,
    // hooks/ and lib/ never import a feature or the app; what they show comes in as props.
    files: ['apps/web/src/{components,hooks,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(features|app)(/|$)',
              message: 'Shared code must not import features or the app: take what it needs as props.',
            },
          ],
        },
      ],
    },
  },
  {
    // The composition rule, features: another feature only through its api/ (data hooks, query
    // options, keys), never its components; composition happens in app/routes and the shells.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+(/(?!api/)|$)',
              message: "A feature may import another feature's api/ only: compose components in app/routes.",
            },
            {
              regex: `^(\\.\\./)+(${features.join('|')})(/|$)`,
              message: "Import another feature as '@/features/<name>/api/…'.",
            },
            { regex: '^(@/|(\\.\\./)+)app(/|$)', message: 'Features must not import the app.' },
          ],
          paths: [resolverOfTheApp],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [resolverOfTheApp] }] },
  },
);
