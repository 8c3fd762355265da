import { useState } from 'react';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { breadcrumbList, collectionPage, pageMeta } from '~/site/seo';
import { SearchBox, ToolResults } from '~/site/ToolSearch';
import type { Route } from './+types/all-tools';
import { searchIndexData } from '~/site/page-data';
import { SavedToolsSections } from '~/site/SavedTools';

/** Build time only: every tool to list and search, as JSON. */
export const loader = searchIndexData;

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'All Tools', path: '/tools' },
];

function describe(count: number) {
  return `Every free tool on the site in one list: ${count} calculators, converters, text, developer, time, finance and baking tools. Search by name or keyword.`;
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const tools = loaderData?.tools ?? [];
  const description = describe(tools.length);
  return pageMeta({
    title: 'All Tools',
    description,
    path: '/tools',
    jsonLd: [
      collectionPage(
        'All Tools',
        description,
        '/tools',
        tools.map((t) => ({ name: t.title, path: t.href })),
      ),
      breadcrumbList(crumbs),
    ],
  });
};

export default function AllTools({ loaderData }: Route.ComponentProps) {
  const [query, setQuery] = useState('');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs items={crumbs} />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">All Tools</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{describe(loaderData.tools.length)}</p>
      <SavedToolsSections tools={loaderData.tools} />
      <div className="my-6 max-w-xl">
        <SearchBox value={query} onChange={setQuery} />
      </div>
      <ToolResults query={query} tools={loaderData.tools} order={loaderData.order} />
    </div>
  );
}
