import { useState } from 'react';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { breadcrumbList, collectionPage, pageMeta } from '~/site/seo';
import { SearchBox, ToolResults } from '~/site/ToolSearch';
import type { Route } from './+types/all-tools';
import { searchIndexData, siteText } from '~/site/page-data';
import { localeOfPath } from '~/lib/locale';
import { SavedToolsSections } from '~/site/SavedTools';
import { useSiteT } from '~/lib/i18n';
import type en from '~/site/messages/en';

/** Build time only: every tool to list and search, and the page's head, as JSON. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = siteText(locale);
  const data = searchIndexData(locale);
  const title = t('allTools');
  const description = t('allToolsDescription', { count: String(data.tools.length) });
  const crumbs = [
    { name: t('home'), path: '/' },
    { name: title, path: '/tools' },
  ];
  const items = data.tools.map((tool) => ({ name: tool.title, path: tool.href }));
  return {
    ...data,
    crumbs,
    description,
    head: pageMeta({
      title,
      description,
      path: '/tools',
      locale,
      tagline: t('tagline'),
      jsonLd: [collectionPage(title, description, '/tools', items, locale), breadcrumbList(crumbs, locale)],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function AllTools({ loaderData }: Route.ComponentProps) {
  const t = useSiteT<typeof en>();
  const [query, setQuery] = useState('');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs items={loaderData.crumbs} />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('allTools')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{loaderData.description}</p>
      <SavedToolsSections tools={loaderData.tools} />
      <div className="my-6 max-w-xl">
        <SearchBox value={query} onChange={setQuery} />
      </div>
      <ToolResults query={query} tools={loaderData.tools} order={loaderData.order} />
    </div>
  );
}
