import type { MetaDescriptor } from 'react-router';
import { getCategory, getTool } from '~/catalogue';
import type { Tool } from '~/catalogue/types';
import { breadcrumbList, faqPage, pageMeta, softwareApplication } from './seo';

/** The head of a tool page, from the catalogue entry; pending tools are kept out of search engines. */
export function toolMetaFor(tool: Tool, { pending = false }: { pending?: boolean } = {}): MetaDescriptor[] {
  const category = getCategory(tool.categoryId)!;
  return pageMeta({
    title: tool.title,
    description: tool.description,
    path: tool.href,
    noindex: pending,
    jsonLd: [
      softwareApplication(tool.title, tool.description, tool.href, category.name),
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: category.name, path: category.href },
        { name: tool.title, path: tool.href },
      ]),
      ...(tool.faqs?.length ? [faqPage(tool.faqs)] : []),
    ],
  });
}

/** `export const meta = toolMeta('tool-id')` in a tool's route module. */
export function toolMeta(id: string): () => MetaDescriptor[] {
  const tool = getTool(id);
  if (!tool) throw new Error(`Unknown tool id in route module: ${id}`);
  return () => toolMetaFor(tool);
}
