import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Conventions of ARCHITECTURE.md that a rule can keep, each saying what to use instead. */
/**
 * A Tailwind class that names a physical side (ml-2, pr-3, left-3, text-right, border-l-4,
 * rounded-r): it would not mirror on a right-to-left page.
 */
const PHYSICAL_SIDE =
  '/(^|\\s|:)-?(m|p|scroll-m|scroll-p)[lr]-(\\d|auto|px|\\[)|(^|\\s|:)-?(left|right)-(\\d|\\[)|(^|\\s|:)(text|float|clear)-(left|right)($|\\s)|(^|\\s|:)(border|rounded)-([lr]|[tb][lr])($|\\s|-)/';

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
    ...[`Literal[value=${PHYSICAL_SIDE}]`, `TemplateElement[value.raw=${PHYSICAL_SIDE}]`].map((selector) => ({
      selector,
      message:
        'Arabic pages are laid out right to left: use logical sides (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, border-s/border-e, rounded-s/rounded-e).',
    })),
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

/** Links between our pages go through app/ui/Link.tsx, which adds the page's language prefix. */
const routerLinks = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink', 'useNavigate'],
    message: "Use Link, NavLink or useLocalNavigate from '~/ui/Link': they keep the page's language.",
  },
];

/**
 * The layers (docs/architecture.md): lib <- ui <- site <- routes and tools, the catalogue beside
 * them below site. Each layer names what it must not import; a tool never imports another tool.
 */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: routerLinks,
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
});
const above = {
  ui: [['~/ui/*', '../ui/*'], 'app/lib is the bottom layer: it imports nothing of ours above it.'],
  site: [['~/site/*', '../site/*'], 'Only routes and tools use the site shell.'],
  catalogue: [
    ['~/catalogue', '~/catalogue/*', '../catalogue', '../catalogue/*'],
    'Pages get the catalogue from their loader.',
  ],
  tools: [['~/tools/*', '../tools/*'], 'Shared logic lives in app/lib, shared controls in app/ui.'],
  routes: [['~/routes/*', '../routes/*', '~/root', '../root'], 'Nothing imports a route module.'],
};
/** Each tool's logic module (<id>.ts), data, inputs and parameter schema. */
const toolLogicFiles = readdirSync('app/tools').flatMap((category) =>
  readdirSync(`app/tools/${category}`).flatMap((id) =>
    [`${id}.ts`, 'data.ts', 'inputs.ts', 'schema.ts']
      .map((file) => `app/tools/${category}/${id}/${file}`)
      .filter((path) => existsSync(path)),
  ),
);

/** A tool's logic, data and parameter schema: no React, no router, no page. */
const pureTool = {
  ...forbid(
    above.tools,
    above.routes,
    [
      [
        'react',
        'react-dom',
        'react-dom/*',
        'react-router',
        '~/lib/url-state',
        '~/lib/hydrated',
        '~/ui/*',
        '~/site/*',
      ],
      "A tool's logic, data and schema are pure: React and the page stay in its components.",
    ],
    [['../*', '../../*'], 'A tool imports no other tool: shared logic moves to app/lib.'],
  ),
  'no-restricted-globals': [
    'error',
    { name: 'window', message: "A tool's logic is pure: the page passes what it needs." },
    { name: 'document', message: "A tool's logic is pure: the page passes what it needs." },
    { name: 'localStorage', message: "A tool's logic is pure: the page passes what it needs." },
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
    ignores: ['app/lib/**', 'app/**/*.test.{ts,tsx}', 'app/**/*.e2e.ts', 'app/test/**'],
    rules: outsideLib,
  },
  {
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: forbid(above.ui, above.site, above.catalogue, above.tools, above.routes),
  },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: forbid(above.site, above.catalogue, above.tools, above.routes),
  },
  {
    files: ['app/site/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: forbid(above.tools, above.routes),
  },
  {
    // The catalogue reads each tool's meta.ts and nothing else of a tool.
    files: ['app/catalogue/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerLinks,
          patterns: [
            ...forbid(above.site, above.routes)['no-restricted-imports'][1].patterns,
            {
              regex: '^(~|\\.\\.)/tools/(?!\\w[\\w-]*/[\\w-]+/meta$)',
              message: "The catalogue reads only each tool's meta.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/tools/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}', 'app/**/*.e2e.ts'],
    rules: forbid(above.tools, above.routes, [
      ['../*', '../../*'],
      'A tool imports no other tool: shared logic moves to app/lib.',
    ]),
  },
  {
    files: toolLogicFiles,
    rules: pureTool,
  },
  {
    // The one module that wraps the router's links.
    files: ['app/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbid(above.site, above.catalogue, above.tools, above.routes)['no-restricted-imports'][1]
            .patterns,
        },
      ],
    },
  },
  {
    // The butter converter's two answer pages are its own pages: they share its text and data.
    files: [
      'app/tools/baking/how-many-cups-is-one-stick/*',
      'app/tools/baking/how-much-butter-is-one-stick/*',
    ],
    rules: forbid(above.tools, above.routes),
  },
);
