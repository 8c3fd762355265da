// npm run new-tool -- <category> <tool-id> "<Title>"
// Writes a new tool's folder from the project's template (its content in meta.ts, route module,
// UI, pure logic, unit test, browser test) and adds it to the catalogue's list, so every tool
// starts alike. The TODOs it leaves fail a unit test until they are done.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [category, id, titleArg] = process.argv.slice(2);
const fail = (message) => {
  console.error(`new-tool: ${message}`);
  process.exit(1);
};
if (!category || !id)
  fail(
    'usage: npm run new-tool -- <category> <tool-id> "<Title>"   e.g. npm run new-tool -- baking cups-to-grams "Cups to Grams"',
  );
const categories = readdirSync('app/tools');
if (!categories.includes(category)) fail(`'${category}' is not a category: ${categories.join(', ')}.`);
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) fail(`'${id}' is not a tool id (lower-case words joined by '-').`);
const title = titleArg ?? id.replace(/(^|-)([a-z0-9])/g, (_, dash, c) => (dash ? ' ' : '') + c.toUpperCase());
const href = `/${category}/${id}`;
const target = 'path';

const dir = join('app/tools', category, id);
if (existsSync(dir)) fail(`${dir} exists already.`);

const pascal = id.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const camel = pascal[0].toLowerCase() + pascal.slice(1);
const depth = '../../../../';

const files = {
  'meta.ts': `import { Wrench } from 'lucide';
import type { Tool } from '~/catalogue/types';

/** The tool's page content: title, description, keywords, FAQ, example link and related tools. */
export const tool: Tool = {
  id: '${id}',
  title: ${JSON.stringify(title)},
  // TODO: one sentence, the page's meta description and the card text.
  description: '',
  href: '${href}',
  // TODO: a realistic query with the spec's parameters (the sweep and Lighthouse open it).
  example: '',
  categoryId: '${category}',
  icon: Wrench,
  keywords: [],
  faqs: [],
  related: [],
};
`,
  'route.tsx': `import { toolPageDataById } from '~/site/page-data';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import type { Route } from './+types/route';
import { messages } from './messages';
import { ${pascal} } from './${pascal}';

/** Build time only: the page's frame (title, FAQ, related tools) and the tool's words in its language. */
export const loader = ({ params }: Route.LoaderArgs) => toolPageDataById('${id}', messages, params.lang);

export const meta = ({ loaderData, location }: Route.MetaArgs) => toolMeta(loaderData, location);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage data={loaderData}>
      <${pascal} />
    </ToolPage>
  );
}
`,
  'messages/en.ts': `/** The tool's words in English, the source of every translation (lib/i18n.ts). */
export default {
  value: 'Value',
  intro: 'Describe what to enter and what the result shows.',
} as const;
`,
  'messages/index.ts': `import { cataloguesOf, type Translation } from '~/lib/i18n';
import en from './en';

/** The tool's words in each language (messages/<lang>.ts); the route's loader hands the page its own. */
export const messages = cataloguesOf(
  en,
  import.meta.glob<Translation<typeof en>>(['./*.ts', '!./en.ts', '!./index.ts'], {
    eager: true,
    import: 'default',
  }),
);
`,
  [`${pascal}.tsx`]: `import { useT } from '~/lib/i18n';
import { param } from '~/lib/url-params';
import { useUrlState } from '~/lib/url-state';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import type en from './messages/en';
import { ${camel} } from './${id}';

// The spec's query parameters, with their defaults (left out of the address).
const schema = { value: param.text('') };

export function ${pascal}() {
  const [state, setState] = useUrlState(schema);
  // Every word the page shows comes from messages/en.ts (imported as a type only).
  const t = useT<typeof en>();
  const result = ${camel}(state);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextField label={t('value')} value={state.value} onValue={(value) => setState({ value })} />
      </div>
      <ResultPanel
        // Reserve the result's height: a shared link's result appears after hydration.
        minHeight="12rem"
        error={result && 'error' in result ? result.error : null}
        summary={result && !('error' in result) ? result.display : null}
        intro={t('intro')}
      >
        {result && !('error' in result) && <Figure value={result.display} />}
      </ResultPanel>
    </div>
  );
}
`,
  [`${id}.ts`]: `/**
 * ${title}: pure logic (no React, no DOM, no globals). Name the spec section it follows.
 * Returns null for empty input (the page shows its intro), { error } with the spec's exact
 * message, or the result.
 */
export interface ${pascal}Input {
  value: string;
}

export interface ${pascal}Result {
  display: string;
}

export function ${camel}(input: ${pascal}Input): ${pascal}Result | { error: string } | null {
  if (input.value.trim() === '') return null;
  // A unit test fails while this stub is here.
  return { error: 'Not implemented' };
}
`,
  [`${id}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${camel} } from './${id}';

describe('${camel}', () => {
  it('shows no result for empty input', () => {
    expect(${camel}({ value: '' })).toBeNull();
  });

  it.todo("the spec's examples");
  it.todo("every validation rule with the spec's exact message");
  it.todo('edges and bad input (never NaN)');
});
`,
  [`${id}.e2e.ts`]: `import { expect } from '@playwright/test';
import { test, waitForHydration, watchErrors } from '${depth}e2e/helpers';

const path = '${href}';

test('loads with its parameters and shows the result', async ({ page }) => {
  const errors = watchErrors(page);
  // The catalogue's example query: the spec's parameters with realistic values.
  await page.goto(${target});
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(${JSON.stringify(title)});
  // TODO: check every figure and message the spec defines for these parameters.
  expect(errors).toEqual([]);
});
`,
};

mkdirSync(join(dir, 'messages'), { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
execFileSync(join('node_modules', '.bin', 'prettier'), ['--write', '--log-level', 'warn', dir], {
  stdio: 'inherit',
});

// The catalogue order (app/catalogue/tools.ts lists ids, category by category): the new id goes
// after the last of its category's tools.
const toolsFile = 'app/catalogue/tools.ts';
const catalogue = readFileSync(toolsFile, 'utf8');
const neighbours = readdirSync(join('app', 'tools', category)).filter((other) => other !== id);
const after = Math.max(
  ...neighbours.map((other) => {
    const at = catalogue.search(new RegExp(`\\s${other}\\s`));
    return at === -1 ? -1 : at + other.length + 1;
  }),
);
if (after <= 0) fail(`${toolsFile} lists no tool of '${category}' to add '${id}' after.`);
writeFileSync(toolsFile, `${catalogue.slice(0, after)} ${id}${catalogue.slice(after)}`);
// The route table changed: generate the route types the new route module imports (./+types/route).
execFileSync(join('node_modules', '.bin', 'react-router'), ['typegen'], { stdio: 'inherit' });

console.log(
  `new-tool: wrote ${Object.keys(files)
    .map((f) => join(dir, f))
    .join(', ')} and added '${id}' to ${toolsFile}`,
);
console.log(`new-tool: next, fill in meta.ts, implement ${id}.ts from the spec, then its tests.`);
