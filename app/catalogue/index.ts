/**
 * The catalogue's API: every category and tool, and how to find them. Pages do not import it in
 * the browser: build-time loaders turn it into page data (site/page-data.ts).
 */
import { allToolsOrder, categories, getCategory } from './categories';
import { answerPages, tools } from './tools';
import type { Locale } from '../lib/locale';
import { translations } from './translations';
import type { AnswerPage, Category, CategoryId, Tool } from './types';

export { allToolsOrder, answerPages, categories, getCategory, tools };
export type { Category, CategoryId, Tool };

/** A tool in a language: its words translated (translations/), everything else as it is. */
export function localTool(tool: Tool, locale: Locale): Tool {
  const words = translations[locale]?.tools[tool.id];
  return words
    ? { ...tool, ...words, keywords: [...words.keywords], faqs: words.faqs && [...words.faqs] }
    : tool;
}

/** A category in a language. */
export function localCategory(category: Category, locale: Locale): Category {
  const words = translations[locale]?.categories[category.id];
  return words ? { ...category, ...words } : category;
}

/** An answer page in a language. */
export function localAnswerPage(page: AnswerPage, locale: Locale): AnswerPage {
  const words = translations[locale]?.answerPages[page.id];
  return words ? { ...page, ...words } : page;
}

export const POPULAR_ON_HOME = 6;
export const RELATED_LIMIT = 4;

const toolById = new Map(tools.map((t) => [t.id, t]));

export function getTool(id: string): Tool | undefined {
  return toolById.get(id);
}

/** Strips a trailing slash so '/finance/' and '/finance' name the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The tool whose address (or alias) is this path. */
export function toolForPath(pathname: string): Tool | undefined {
  const path = normalizePath(pathname);
  return tools.find((t) => t.href === path || t.aliases?.includes(path));
}

export function answerPageForPath(pathname: string): AnswerPage | undefined {
  const path = normalizePath(pathname);
  return answerPages.find((p) => p.href === path);
}

export function categoryForPath(pathname: string): Category | undefined {
  const path = normalizePath(pathname);
  return categories.find((c) => normalizePath(c.href) === path);
}

export function toolsInCategory(id: CategoryId): Tool[] {
  return tools.filter((t) => t.categoryId === id);
}

export function popularTools(limit = POPULAR_ON_HOME): Tool[] {
  return tools.filter((t) => t.popular).slice(0, limit);
}

/** Hand-picked related tools first, topped up from the same category, at most four. */
export function relatedTools(tool: Tool): Tool[] {
  const picked = (tool.related ?? []).map(getTool).filter((t): t is Tool => t !== undefined);
  const seen = new Set([tool.id]);
  const result: Tool[] = [];
  for (const t of [...picked, ...toolsInCategory(tool.categoryId)]) {
    if (result.length === RELATED_LIMIT) break;
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    result.push(t);
  }
  return result;
}
