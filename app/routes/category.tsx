import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, type MetaArgs } from 'react-router';
import { categoryForPath, toolsInCategory } from '~/catalogue';
import type { Category } from '~/catalogue/types';
import { AdSlot } from '~/site/AdSlot';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { breadcrumbList, collectionPage, pageMeta } from '~/site/seo';
import { ToolGrid } from '~/site/ToolCard';

function crumbs(category: Category) {
  return [
    { name: 'Home', path: '/' },
    { name: category.name, path: category.href },
  ];
}

export const meta = ({ location }: MetaArgs) => {
  const category = categoryForPath(location.pathname)!;
  const items = toolsInCategory(category.id).map((t) => ({ name: t.title, path: t.href }));
  return pageMeta({
    title: `${category.name} Tools`,
    description: category.description,
    path: category.href,
    jsonLd: [
      collectionPage(`${category.name} Tools`, category.longDescription, category.href, items),
      breadcrumbList(crumbs(category)),
    ],
  });
};

export default function CategoryPage() {
  const category = categoryForPath(useLocation().pathname)!;
  const Icon = category.icon;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs items={crumbs(category)} />
      <div className="flex items-start gap-3">
        <span className={`inline-flex rounded-xl p-2.5 ${category.color}`}>
          <Icon aria-hidden="true" size={28} />
        </span>
        <div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{category.name}</h1>
          <p className="mt-1 text-lg text-slate-700 dark:text-slate-300">{category.description}</p>
        </div>
      </div>
      <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">{category.longDescription}</p>
      <div className="mt-8">
        <ToolGrid tools={toolsInCategory(category.id)} headingLevel={2} />
      </div>
      <AdSlot />
      <Link
        to="/tools"
        className="inline-flex items-center gap-2 font-medium text-blue-800 hover:underline dark:text-blue-300"
      >
        <ArrowLeft aria-hidden="true" size={18} /> Back to all tools
      </Link>
    </div>
  );
}
