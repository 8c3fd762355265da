import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { tools } from './app/catalogue';
import { prerenderPaths } from './app/catalogue/paths';

export default {
  ssr: false,
  // Every page is written as static HTML at build time; see app/catalogue/paths.ts.
  prerender: () => prerenderPaths(),
  // The catalogue as JSON for the scripts (Lighthouse, budgets), so none of them reads TypeScript.
  buildEnd: ({ reactRouterConfig }) => {
    const dir = reactRouterConfig.buildDirectory;
    mkdirSync(dir, { recursive: true });
    const entries = tools.map(({ id, title, href, aliases, categoryId, example }) => ({
      id,
      title,
      href,
      aliases: aliases ?? [],
      categoryId,
      example,
    }));
    writeFileSync(join(dir, 'catalogue.json'), `${JSON.stringify({ tools: entries }, null, 2)}\n`);
  },
} satisfies Config;
