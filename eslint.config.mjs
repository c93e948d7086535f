// STYLE.md "Tooling": the written rules, enforced at error level.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const clientRestrictedImports = {
  patterns: [
    { group: ['@/modules/*/*', '**/modules/*/*/**'], message: 'Import another module only through its index.ts.' },
    {
      group: ['@/server/*', '**/server/**'],
      message: 'Client code never imports the server: types cross through openapi.yaml.',
    },
    {
      group: ['axios'],
      message: 'Use the generated client in src/api (src/config/api-client.ts is the one axios instance).',
    },
  ],
  paths: [{ name: 'antd', importNames: ['message', 'notification'], message: 'Use useNotify() (antd App.useApp()).' }],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-*/',
      'src/api/',
      'src/server/db/migrations/',
      'next-env.d.ts',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/.work/',
      '.data*/',
      '**/.api-check-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  prettier,
  {
    languageOptions: { parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    plugins: { import: importPlugin, boundaries, 'check-file': checkFile },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'api-route', pattern: 'src/pages/api/**' },
        { type: 'pages', pattern: 'src/pages/**' },
        { type: 'module', pattern: 'src/modules/*', capture: ['moduleName'] },
        { type: 'components', pattern: 'src/components/**' },
        { type: 'hooks', pattern: 'src/hooks/**' },
        { type: 'api', pattern: 'src/api/**' },
        { type: 'config', pattern: 'src/config/**' },
        { type: 'server', pattern: 'src/server/**' },
        { type: 'instrumentation', pattern: 'src/instrumentation.ts', mode: 'file' },
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'no-console': 'off',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'api-route', allow: ['server'] },
            { from: 'pages', allow: ['module', 'components', 'hooks', 'config'] },
            { from: 'module', allow: ['module', 'components', 'hooks', 'api', 'config'] },
            { from: 'components', allow: ['components', 'hooks', 'api', 'config'] },
            { from: 'hooks', allow: ['hooks', 'api', 'config'] },
            { from: 'api', allow: ['api', 'config'] },
            { from: 'config', allow: ['config'] },
            { from: 'server', allow: ['server'] },
            { from: 'instrumentation', allow: ['server'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            { target: ['module'], disallow: ['**'] },
            { target: ['module'], allow: ['index.ts'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/pages/api/**', 'src/instrumentation.ts', 'src/config/api-client.ts'],
    rules: { 'no-restricted-imports': ['error', clientRestrictedImports] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/config/public-env.ts', 'src/instrumentation.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in src/server/env.ts (client: src/config/public-env.ts).',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/hooks/**/*.ts', 'src/config/**/*.ts', 'src/modules/*/hooks/**/*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '+([a-z0-9])*(-+([a-z0-9]))|use+([A-Za-z0-9])' }],
    },
  },
  {
    files: ['src/components/**/*.tsx', 'src/modules/**/components/*.tsx', 'src/modules/**/pages/*.tsx'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.tsx': 'PASCAL_CASE' }],
      'check-file/filename-blocklist': ['error', { '**/index.tsx': '*.tsx' }],
    },
  },
  {
    files: ['src/modules/*/'],
    rules: { 'check-file/folder-naming-convention': ['error', { 'src/modules/*/': 'PASCAL_CASE' }] },
  },
  {
    files: ['src/pages/**/*.tsx'],
    ignores: ['src/pages/_document.tsx', 'src/pages/_app.tsx'],
    rules: { 'max-lines': ['error', { max: 40, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**/*.mjs', 'next.config.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly' },
    },
  },
);
