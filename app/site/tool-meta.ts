import type { MetaDescriptor } from 'react-router';
import { isEmbedAddress } from '~/lib/address';
import { breadcrumbList, faqPage, pageMeta, softwareApplication } from './seo';
import type { ToolPageData } from './page-data';

/**
 * The head of a tool page from its page data. Embedded (/embed/...), the tool is not a page of its
 * own for search engines: noindex, its full page as the canonical address, no structured data (the
 * FAQ and breadcrumbs it would describe are not there).
 */
export function toolMeta(
  data: ToolPageData | undefined,
  { pathname }: { pathname: string },
): MetaDescriptor[] {
  if (!data) return [];
  const { tool, category } = data;
  const embedded = isEmbedAddress(pathname);
  return pageMeta({
    title: tool.title,
    description: tool.description,
    path: tool.href,
    noindex: embedded,
    jsonLd: embedded
      ? []
      : [
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
