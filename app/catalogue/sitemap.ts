import { answerPages, categories, tools } from './index';

/** The pages sitemap.xml lists, in order: home, all tools, categories, tools, answer pages. */
export function sitemapPaths(): string[] {
  return [
    '/',
    '/tools',
    ...categories.map((c) => c.href),
    ...tools.map((t) => t.href),
    ...answerPages.map((p) => p.href),
  ];
}
