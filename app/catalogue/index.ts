/**
 * The catalogue's API. Pages do not import it in the browser: build-time loaders call the
 * page-data builders below and hand the page plain JSON, so the client bundle carries only what
 * a page shows (ARCHITECTURE.md budgets).
 */
import { allToolsOrder, categories, getCategory } from './categories';
import { answerPages, tools } from './tools';
import type {
  AnswerPage,
  Category,
  CategoryId,
  CategoryLink,
  NavData,
  SearchableTool,
  Tool,
  ToolCardData,
  ToolPageData,
} from './types';

export { allToolsOrder, answerPages, categories, getCategory, tools };
export type { Category, CategoryId, Tool };

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

// ---- Page data (JSON) for build-time loaders -------------------------------------------------

export function categoryLink(category: Category): CategoryLink {
  return { id: category.id, name: category.name, href: category.href };
}

export function toolCard(tool: Tool): ToolCardData {
  return {
    id: tool.id,
    title: tool.title,
    description: tool.description,
    href: tool.href,
    icon: tool.icon,
    color: tool.color ?? getCategory(tool.categoryId)!.color,
  };
}

export function searchableTool(tool: Tool): SearchableTool {
  return {
    ...toolCard(tool),
    categoryId: tool.categoryId,
    categoryName: getCategory(tool.categoryId)!.name,
    keywords: [...tool.keywords],
  };
}

/** What /tools and /search need: every tool to search, and the category order to group by. */
export function searchIndexData(): { tools: SearchableTool[]; order: CategoryLink[] } {
  return {
    tools: tools.map(searchableTool),
    order: allToolsOrder.map((id) => categoryLink(getCategory(id)!)),
  };
}

/** The footer's lists: four popular tools and four categories. */
const FOOTER_POPULAR = ['age-calculator', 'password-generator', 'qr-generator', 'unit-converter'];
const FOOTER_CATEGORIES: CategoryId[] = ['calculators', 'text', 'dev', 'generators'];

export function navData(): NavData {
  return {
    categories: categories.map(categoryLink),
    footerPopular: FOOTER_POPULAR.map((id) => ({ title: getTool(id)!.title, href: getTool(id)!.href })),
    footerCategories: [
      { name: 'All Tools', href: '/tools/' },
      ...FOOTER_CATEGORIES.map((id) => ({ name: getCategory(id)!.name, href: getCategory(id)!.href })),
    ],
  };
}

export function toolPageData(tool: Tool): ToolPageData {
  return {
    tool: {
      ...toolCard(tool),
      ...(tool.contextDescription ? { contextDescription: tool.contextDescription } : {}),
      ...(tool.faqs ? { faqs: tool.faqs } : {}),
    },
    category: categoryLink(getCategory(tool.categoryId)!),
    related: relatedTools(tool).map(toolCard),
  };
}

/** A tool route module's loader: `export const loader = () => toolPageDataById('tool-id')`. */
export function toolPageDataById(id: string): ToolPageData {
  const tool = getTool(id);
  if (!tool) throw new Error(`Unknown tool id in route module: ${id}`);
  return toolPageData(tool);
}
