import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { categories, tools } from './app/catalogue';
import { prerenderPaths } from './app/catalogue/paths';
import { LOCALES, PUBLISHED_LOCALES } from './app/lib/locale';

export default {
  ssr: false,
  // Every page is written as static HTML at build time; see app/catalogue/paths.ts.
  prerender: () => prerenderPaths(),
  // The catalogue as JSON for the scripts and the browser tests (Lighthouse, budgets, e2e), so none
  // of them reads the app's TypeScript.
  buildEnd: ({ reactRouterConfig }) => {
    const dir = reactRouterConfig.buildDirectory;
    mkdirSync(dir, { recursive: true });
    const entries = tools.map(({ id, title, href, aliases, categoryId, example, faqs }) => ({
      id,
      title,
      href,
      aliases: aliases ?? [],
      categoryId,
      example,
      faqCount: faqs?.length ?? 0,
    }));
    const catalogue = {
      locales: LOCALES,
      published: PUBLISHED_LOCALES,
      tools: entries,
      categories: categories.map(({ id, href }) => ({ id, href })),
      paths: prerenderPaths(),
    };
    writeFileSync(join(dir, 'catalogue.json'), `${JSON.stringify(catalogue, null, 2)}\n`);
  },
} satisfies Config;
