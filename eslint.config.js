// Lint rules, including the layers: imports flow one way (content/config → ui → sections →
// pages → app), the browser never imports server code, and the server loads src/ only through
// relative imports (Vercel compiles file by file and does not know the @/ alias).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** no-restricted-imports patterns: each forbids a group of specifiers with a reason. */
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

const serverCode = [
  ['**/server/**', '**/api/**', '**/build/**', '**/scripts/**'],
  'Browser code must not import server, build or tool code.',
];
const above = (layer, ...paths) => [paths, `${layer} may not import from a layer above it.`];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.vercel/**',
      'node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // role="list" on a list styled without markers is deliberate: Safari drops list semantics then.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      ...forbid(serverCode),
    },
  },
  {
    files: ['src/content/**', 'src/config/**'],
    rules: forbid(
      serverCode,
      above('Content and config', 'react', 'react-dom', '@/components/*', '@/pages/*', '@/app/*', '@/lib/*'),
    ),
  },
  {
    files: ['src/lib/**'],
    rules: forbid(serverCode, above('lib', '@/components/*', '@/pages/*', '@/app/*')),
  },
  {
    files: ['src/components/ui/**'],
    rules: forbid(serverCode, above('ui', '@/components/sections/*', '@/components/layout/*', '@/pages/*', '@/app/*')),
  },
  {
    files: ['src/components/sections/**'],
    rules: forbid(serverCode, above('sections', '@/components/layout/*', '@/pages/*', '@/app/*')),
  },
  {
    files: ['src/components/layout/**'],
    rules: forbid(serverCode, above('layout', '@/pages/*', '@/app/*')),
  },
  {
    files: ['src/pages/**'],
    rules: forbid(serverCode, above('pages', '@/app/*')),
  },
  {
    files: ['server/**', 'api/**'],
    rules: forbid(
      [['@/*'], 'The server loads src/ without Vite: use a relative import with its .ts extension.'],
      [
        ['react', 'react-dom', '**/components/**', '**/pages/**', '**/app/**'],
        'The server must not import browser UI code.',
      ],
    ),
  },
);
