import { ArrowLeft } from 'lucide';
import { Link } from '~/ui/Link';
import { categoryForPath, localCategory, toolsInCategory } from '~/catalogue';
import { AdSlot } from '~/site/AdSlot';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { breadcrumbList, collectionPage, pageMeta } from '~/site/seo';
import { StarredToolGrid } from '~/site/CardStar';
import { NodeIcon } from '~/ui/NodeIcon';
import type { Route } from './+types/category';
import { siteText, toolCard } from '~/site/page-data';
import { localeOfPath, pathWithoutLocale } from '~/lib/locale';
import { useSiteT } from '~/lib/i18n';
import type en from '~/site/messages/en';

/** Build time only: one route module serves the eight category pages; the path says which. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const found = categoryForPath(pathWithoutLocale(url.pathname));
  if (!found) throw new Response('Category not found', { status: 404 });
  const category = localCategory(found, locale);
  const t = siteText(locale);
  const tools = toolsInCategory(category.id).map((tool) => toolCard(tool, locale));
  const title = t('categoryTools', { name: category.name });
  const crumbs = [
    { name: t('home'), path: '/' },
    { name: category.name, path: category.href },
  ];
  return {
    head: pageMeta({
      title,
      description: category.description,
      path: category.href,
      locale,
      tagline: t('tagline'),
      jsonLd: [
        collectionPage(
          title,
          category.longDescription,
          category.href,
          tools.map((tool) => ({ name: tool.title, path: tool.href })),
          locale,
        ),
        breadcrumbList(crumbs, locale),
      ],
    }),
    crumbs,
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      longDescription: category.longDescription,
      href: category.href,
      icon: category.icon,
      color: category.color,
    },
    tools,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteT<typeof en>();
  const { category, tools, crumbs } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs items={crumbs} />
      <div className="flex items-start gap-3">
        <span className={`inline-flex rounded-xl p-2.5 ${category.color}`}>
          <NodeIcon node={category.icon} size={28} />
        </span>
        <div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{category.name}</h1>
          <p className="mt-1 text-lg text-slate-700 dark:text-slate-300">{category.description}</p>
        </div>
      </div>
      <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">{category.longDescription}</p>
      <div className="mt-8">
        <StarredToolGrid tools={tools} headingLevel={2} />
      </div>
      <AdSlot />
      <Link
        to="/tools"
        className="inline-flex items-center gap-2 font-medium text-blue-800 hover:underline dark:text-blue-300"
      >
        <NodeIcon node={ArrowLeft} size={18} className="rtl:-scale-x-100" /> {t('backToAllTools')}
      </Link>
    </div>
  );
}
