import { useState } from 'react';
import { tools } from '~/catalogue';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { breadcrumbList, collectionPage, pageMeta } from '~/site/seo';
import { SearchBox, ToolResults } from '~/site/ToolSearch';

const description = `Every free tool on the site in one list: ${tools.length} calculators, converters, text, developer, time, finance and baking tools. Search by name or keyword.`;

export const meta = () =>
  pageMeta({
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
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: 'All Tools', path: '/tools' },
      ]),
    ],
  });

export default function AllTools() {
  const [query, setQuery] = useState('');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'All Tools', path: '/tools' },
        ]}
      />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">All Tools</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{description}</p>
      <div className="my-6 max-w-xl">
        <SearchBox value={query} onChange={setQuery} />
      </div>
      <ToolResults query={query} />
    </div>
  );
}
