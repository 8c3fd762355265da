import type { MetaDescriptor } from 'react-router';
import { breadcrumbList, faqPage, pageMeta, softwareApplication } from './seo';
import type { ToolPageData } from './page-data';

/** The head of a tool page from its page data. */
export function toolMeta(data: ToolPageData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { tool, category } = data;
  return pageMeta({
    title: tool.title,
    description: tool.description,
    path: tool.href,
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
