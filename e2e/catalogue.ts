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
  /** Every language the site has, and those the build wrote pages for ('en' first). */
  locales: string[];
  published: string[];
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
export const { tools, categories, paths, published } = catalogue;

/** The published languages other than English, which live under their prefix (/de/…). */
export const otherLanguages = published.filter((locale) => locale !== 'en');

/** The language of an address: its first segment when that is a published language's prefix. */
export function localeOfPath(path: string): string {
  const first = path.split('/')[1] ?? '';
  return otherLanguages.includes(first) ? first : 'en';
}

/** The address without its language prefix: '/de/baking/' is '/baking/'. */
export function withoutLocale(path: string): string {
  const locale = localeOfPath(path);
  return locale === 'en' ? path : path.slice(locale.length + 1) || '/';
}

/** The language tag of <html lang> and hreflang ('pt-BR'). */
export const langTag = (locale: string) => (locale === 'pt-br' ? 'pt-BR' : locale);

/**
 * The one language besides English each page is checked in by a routine run, turning with the day
 * so that a week of runs meets every page in every language (`E2E_LANGUAGES=all` checks them all).
 */
export function rotatingLanguage(
  index: number,
  day = Math.floor(Date.now() / 86_400_000),
): string | undefined {
  return otherLanguages.length ? otherLanguages[(index + day) % otherLanguages.length] : undefined;
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The tool whose address (or alias) is this path. */
export function toolForPath(path: string): BuiltTool | undefined {
  const p = normalize(withoutLocale(path));
  return tools.find((t) => t.href === p || t.aliases.includes(p));
}

export function isCategoryPath(path: string): boolean {
  return categories.some((c) => normalize(c.href) === normalize(withoutLocale(path)));
}
