import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Conventions of ARCHITECTURE.md that a rule can keep, each saying what to use instead. */
const everywhere = {
  'no-eval': 'error',
  'no-implied-eval': 'error',
  'no-new-func': 'error',
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message:
        'Use crypto.getRandomValues through the one crypto-random module in app/lib (rejection sampling, no modulo bias).',
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "Property[key.name='notation'][value.value='compact']",
      message:
        "Intl's compact notation differs between Node and browsers and breaks hydration: use formatCompactMoney (app/lib/format.ts).",
    },
    {
      selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
      message:
        'No HTML from strings. Render elements; structured data goes through pageMeta (app/site/seo.ts).',
    },
  ],
};

/** Browser globals that only app/lib may touch: one place for each, with its fallback and tests. */
const outsideLib = {
  ...everywhere,
  'no-restricted-properties': [
    ...everywhere['no-restricted-properties'],
    {
      object: 'Date',
      property: 'now',
      message:
        "Use now() or today() from app/lib/clock.ts: tests fix the clock there, and 'now' must wait for hydration.",
    },
  ],
  'no-restricted-syntax': [
    ...everywhere['no-restricted-syntax'],
    {
      selector: "CallExpression[callee.name='Date']",
      message:
        "Use now() or today() from app/lib/clock.ts: tests fix the clock there, and 'now' must wait for hydration.",
    },
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message:
        "Use now() or today() from app/lib/clock.ts: tests fix the clock there, and 'now' must wait for hydration.",
    },
    {
      selector: "MemberExpression[property.name='replaceState']",
      message:
        'Keep state in the address with useUrlState (app/lib/url-state.ts): it batches and guards the writes.',
    },
    {
      selector: "MemberExpression[property.name='clipboard']",
      message:
        'Use copyText (app/lib/clipboard.ts) or CopyButton: they fall back where the Clipboard API is missing.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['build', '.react-router', 'node_modules', 'test-results', 'playwright-report', '.lighthouse'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A scrollable region (a long table) must be focusable for keyboard users (axe: scrollable-region-focusable).
    files: ['app/**/*.tsx'],
    rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }] },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      ...everywhere,
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/lib/**',
      'app/**/*.test.{ts,tsx}',
      'app/**/*.e2e.ts',
      'app/test-setup.ts',
      'app/test-page.tsx',
    ],
    rules: outsideLib,
  },
);
