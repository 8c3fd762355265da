import { readFileSync } from 'node:fs';

/**
 * The catalogue as the build wrote it (build/catalogue.json, react-router.config.ts): the browser
 * tests check the build, so they read what it was made from there, not the app's TypeScript.
 */
interface BuiltTool {
  id: string;
  title: string;
  href: string;
  aliases: string[];
  categoryId: string;
  /** The tool's example query ('' for none). */
  example: string;
  faqCount: number;
}

interface BuiltCatalogue {
  tools: BuiltTool[];
  categories: { id: string; href: string }[];
  /** Every address the build wrote as static HTML. */
  paths: string[];
}

function read(): BuiltCatalogue {
  try {
    return JSON.parse(readFileSync('build/catalogue.json', 'utf8')) as BuiltCatalogue;
  } catch {
    throw new Error('The browser tests need the production build: run `npm run build` first.');
  }
}

const catalogue = read();
export const { tools, categories, paths } = catalogue;

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The tool whose address (or alias) is this path. */
export function toolForPath(path: string): BuiltTool | undefined {
  const p = normalize(path);
  return tools.find((t) => t.href === p || t.aliases.includes(p));
}

export function isCategoryPath(path: string): boolean {
  return categories.some((c) => normalize(c.href) === normalize(path));
}
