// Lint rules, including the layers: imports flow one way (content/config → lib → ui → features →
// sections → layout → pages → app), the browser never imports server code, and the server loads src/ only through
// relative imports (Vercel compiles file by file and does not know the @/ alias). Beside them, boot (what the page
// runs before React: the inline scripts, the entry's own steps) builds on lib and is used by app; the layers in
// between may take only the data attributes' names from it (boot/dom-hooks.ts), and it never imports React.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  ['**/server/**', '../**/api/**', '**/build/**', '**/scripts/**'],
  'Browser code must not import server, build or tool code.',
];
const above = (layer, ...paths) => [paths, `${layer} may not import from a layer above it.`];

/** The one boot module the UI layers may import: the data attributes' names. */
const domHooks = 'src/boot/dom-hooks.ts';
const bootButHooks = [
  ['@/boot/*', '!@/boot/dom-hooks'],
  'Only app imports boot code; the other layers may import @/boot/dom-hooks only.',
];

const root = path.dirname(fileURLToPath(import.meta.url));
const inside = (file, dir) => file === dir || file.startsWith(dir + '/') || file.startsWith(dir + '.');

/**
 * The layers again, on resolved paths (as import/no-restricted-paths checks them): the patterns
 * above only see specifiers, so `../lib/y.ts` from src/content would pass where `@/lib/y` fails.
 * Each zone: the files it applies to, the folders they may not import from (relative to the
 * project) except `allow`, and why. Only relative specifiers are resolved here: `@/` ones and packages are the
 * patterns' (so one `eslint-disable` of no-restricted-imports still covers a deliberate exception).
 */
const layerZones = [
  { from: ['src'], to: ['server', 'api', 'build', 'scripts'], message: serverCode[1] },
  {
    from: ['src/content', 'src/config'],
    to: ['src/components', 'src/pages', 'src/app', 'src/lib', 'src/features', 'src/boot'],
    message: above('Content and config')[1],
  },
  {
    from: ['src/lib'],
    to: ['src/components', 'src/features', 'src/pages', 'src/app', 'src/boot'],
    message: above('lib')[1],
  },
  {
    from: ['src/boot'],
    to: ['src/components', 'src/features', 'src/pages', 'src/app'],
    message: 'Boot runs before the app: it may not import the UI or the React shell.',
  },
  {
    from: ['src/components', 'src/features', 'src/pages'],
    to: ['src/boot'],
    allow: [domHooks],
    message: bootButHooks[1],
  },
  {
    from: ['src/components/ui'],
    to: ['src/features', 'src/components/sections', 'src/components/layout', 'src/pages', 'src/app'],
    message: above('ui')[1],
  },
  {
    from: ['src/features'],
    to: ['src/components/sections', 'src/components/layout', 'src/pages', 'src/app'],
    message: above('features')[1],
  },
  {
    from: ['src/components/sections'],
    to: ['src/components/layout', 'src/pages', 'src/app'],
    message: above('sections')[1],
  },
  { from: ['src/components/layout'], to: ['src/pages', 'src/app'], message: above('layout')[1] },
  { from: ['src/pages'], to: ['src/app'], message: above('pages')[1] },
  {
    from: ['server', 'api'],
    to: ['src/components', 'src/pages', 'src/app'],
    message: 'The server must not import browser UI code.',
  },
];

const layersPlugin = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [], messages: { layer: '{{message}} ({{target}})' } },
      create(context) {
        const file = path.relative(root, context.filename).split(path.sep).join('/');
        const zones = layerZones.filter((z) => z.from.some((d) => inside(file, d)));
        if (zones.length === 0) return {};
        const check = (node) => {
          const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
          if (!spec) return;
          if (!spec.startsWith('./') && !spec.startsWith('../')) return;
          const resolved = path.resolve(path.dirname(context.filename), spec);
          const target = path.relative(root, resolved).split(path.sep).join('/');
          const zone = zones.find(
            (z) => z.to.some((d) => inside(target, d)) && !z.allow?.some((f) => inside(target, f)),
          );
          if (zone) context.report({ node, messageId: 'layer', data: { message: zone.message, target } });
        };
        return {
          ImportDeclaration: (n) => check(n.source),
          ExportNamedDeclaration: (n) => check(n.source),
          ExportAllDeclaration: (n) => check(n.source),
          ImportExpression: (n) => check(n.source),
        };
      },
    },
  },
};

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
    plugins: { layers: layersPlugin },
    rules: {
      'layers/no-restricted-paths': 'error',
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
      above(
        'Content and config',
        'react',
        'react-dom',
        '@/components/*',
        '@/features/*',
        '@/pages/*',
        '@/app/*',
        '@/lib/*',
        '@/boot/*',
      ),
    ),
  },
  {
    files: ['src/lib/**'],
    rules: forbid(serverCode, above('lib', '@/components/*', '@/features/*', '@/pages/*', '@/app/*', '@/boot/*')),
  },
  {
    // Boot: the pages' inline scripts and what the entry does before the app. No React in it, and
    // nothing of the UI: the app imports boot, never the other way.
    files: ['src/boot/**'],
    rules: forbid(
      serverCode,
      [
        ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'],
        'Boot runs before React: it may not import React.',
      ],
      [
        ['@/components/*', '@/features/*', '@/pages/*', '@/app/*'],
        'Boot runs before the app: it may not import the UI or the React shell.',
      ],
    ),
  },
  {
    files: ['src/components/ui/**'],
    rules: forbid(
      serverCode,
      above('ui', '@/features/*', '@/components/sections/*', '@/components/layout/*', '@/pages/*', '@/app/*'),
      bootButHooks,
    ),
  },
  {
    // The features: the forms (their schemas, submit hook and submission queue; sections, layout,
    // pages and app use them) and the staff inbox (its own build). They build on ui, lib, config and content.
    files: ['src/features/**'],
    rules: forbid(
      serverCode,
      above('features', '@/components/sections/*', '@/components/layout/*', '@/pages/*', '@/app/*'),
      bootButHooks,
    ),
  },
  {
    files: ['src/components/sections/**'],
    rules: forbid(serverCode, above('sections', '@/components/layout/*', '@/pages/*', '@/app/*'), bootButHooks),
  },
  {
    files: ['src/components/layout/**'],
    rules: forbid(serverCode, above('layout', '@/pages/*', '@/app/*'), bootButHooks),
  },
  {
    files: ['src/pages/**'],
    rules: forbid(serverCode, above('pages', '@/app/*'), bootButHooks),
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
