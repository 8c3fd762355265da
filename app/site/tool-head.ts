import type { MetaDescriptor } from 'react-router';
import type { Locale } from '~/lib/locale';
import { breadcrumbList, faqPage, pageMeta, softwareApplication } from './seo';
import { siteText, type ToolPageData } from './page-data';

/** A tool page's head as the build writes it: its full page and its embedded form (/embed/...). */
export interface ToolHead {
  page: MetaDescriptor[];
  embedded: MetaDescriptor[];
}

/**
 * Build time only: the head of a tool page from its page data, so the browser's bundle carries no
 * code that builds heads (site/tool-meta.ts picks one). Embedded, the tool is not a page of its
 * own for search engines: noindex, its full page as the canonical address, no structured data
 * (the FAQ and breadcrumbs it would describe are not there).
 */
export function toolHead({ tool, category }: Omit<ToolPageData, 'head'>, locale: Locale): ToolHead {
  const t = siteText(locale);
  const base = {
    title: tool.title,
    description: tool.description,
    path: tool.href,
    locale,
    tagline: t('tagline'),
  };
  return {
    page: pageMeta({
      ...base,
      jsonLd: [
        softwareApplication(tool.title, tool.description, tool.href, category.name, {
          operatingSystem: t('runsInBrowser'),
          locale,
        }),
        breadcrumbList(
          [
            { name: t('home'), path: '/' },
            { name: category.name, path: category.href },
            { name: tool.title, path: tool.href },
          ],
          locale,
        ),
        ...(tool.faqs?.length ? [faqPage(tool.faqs)] : []),
      ],
    }),
    embedded: pageMeta({ ...base, noindex: true }),
  };
}
