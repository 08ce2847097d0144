import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const here = import.meta.dirname;

/**
 * Walls between the folders under `parent` (server modules, web features). Each import is
 * resolved against the importing file, so `../b`, `../../b/x` and `../../../modules/b` are all
 * caught, which a pattern on the import text cannot do at every depth. An import through an
 * `aliases` prefix resolves the same way; it is allowed only from outside `parent` (the app
 * shell composes features through their public `#features/<name>` entry).
 */
const noCrossImport = {
  meta: { type: 'problem', schema: [{ type: 'object' }], messages: { cross: "{{from}} must not import {{to}}: {{hint}}" } },
  create(context) {
    const { parent, aliases = {}, hint } = context.options[0];
    const root = path.resolve(here, parent);
    const folderOf = (file) => {
      const rel = path.relative(root, file);
      return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep)[0] : null;
    };
    const own = folderOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const alias = Object.keys(aliases).find((prefix) => source.startsWith(prefix));
      if (alias && own === null) return;
      const target = alias ? path.resolve(here, aliases[alias], source.slice(alias.length)) : source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : null;
      const to = target && folderOf(target);
      if (to && to !== own) context.report({ node, messageId: 'cross', data: { from: own ? `${parent}/${own}` : path.relative(here, context.filename), to: `${parent}/${to}`, hint } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const boundaries = { rules: { 'no-cross-import': noCrossImport } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/.tsbuild/**', '**/node_modules/**', '.data/**', '.screens/**', '**/drizzle/meta/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A module imports the core and the contract, never another module; core/, bank/, db/,
    // http/ and plugins/ sit below every module. Only the composition (app.ts, main.ts) and
    // the tests and seeder, which drive the whole app, reach into modules.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/app.ts', 'apps/server/src/main.ts', 'apps/server/src/test/**', 'apps/server/src/seed/**'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-import': ['error', { parent: 'apps/server/src/modules', hint: 'take it from core/ or through Deps' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; the app shell composes them through #features/* (conventions §1).
      'boundaries/no-cross-import': ['error', { parent: 'apps/web/src/features', aliases: { '#features/': 'apps/web/src/features/' }, hint: 'features never import each other, and the app takes a feature only from #features/<name>' }],
      // MUI's Tooltip, mounted with a page, made its commit one long task (ADR 0075).
      'no-restricted-imports': ['error', { paths: [
        { name: '@mui/material/Tooltip', message: 'use Tooltip from components/ui/tooltip (ADR 0075)' },
        { name: '@mui/material', importNames: ['Tooltip'], message: 'use Tooltip from components/ui/tooltip (ADR 0075)' },
      ] }],
    },
  },
  { files: ['apps/web/src/components/ui/tooltip.tsx'], rules: { 'no-restricted-imports': 'off' } },
);
