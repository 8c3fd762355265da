import { ArrowRight } from 'lucide';
import { Link } from '~/ui/Link';
import { categories, localCategory, popularTools, tools, toolsInCategory } from '~/catalogue';
import { AdSlot } from '~/site/AdSlot';
import { site } from '~/site/config';
import { pageMeta } from '~/site/seo';
import { StarredToolGrid } from '~/site/CardStar';
import { NodeIcon } from '~/ui/NodeIcon';
import type { Route } from './+types/home';
import { siteText, toolCard } from '~/site/page-data';
import { localeOfPath } from '~/lib/locale';
import { SavedToolsSections } from '~/site/SavedTools';
import { useSiteT } from '~/lib/i18n';
import type en from '~/site/messages/en';

/** Build time only: the page's cards as JSON. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = siteText(locale);
  return {
    head: pageMeta({
      title: site.name,
      description: t('siteDescription'),
      path: '/',
      locale,
      tagline: t('tagline'),
    }),
    popular: popularTools().map((tool) => toolCard(tool, locale)),
    categories: categories.map((category) => {
      const { id, name, description, href, icon, color } = localCategory(category, locale);
      return { id, name, description, href, icon, color, count: toolsInCategory(id).length };
    }),
    all: tools.map((tool) => toolCard(tool, locale)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useSiteT<typeof en>();
  const { popular, categories, all } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <section className="py-6 text-center sm:py-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {t('tagline')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {t('homeIntro', { count: all.length })}
        </p>
        <Link
          to="/tools"
          className="mt-6 inline-flex items-center gap-2 rounded-xl bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          {t('browseAllTools')} <NodeIcon node={ArrowRight} size={18} className="rtl:-scale-x-100" />
        </Link>
      </section>

      <SavedToolsSections tools={all} />

      <section aria-labelledby="popular-heading" className="mt-6">
        <h2 id="popular-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
          {t('popularTools')}
        </h2>
        <StarredToolGrid tools={popular} />
      </section>

      <AdSlot />

      <section aria-labelledby="categories-heading" className="mt-6">
        <h2 id="categories-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
          {t('browseByCategory')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={category.href}
                className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-blue-400 hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
              >
                <span className={`inline-flex w-fit rounded-xl p-2 ${category.color}`}>
                  <NodeIcon node={category.icon} size={22} />
                </span>
                <h3 className="font-semibold text-slate-900 dark:text-white">{category.name}</h3>
                <span className="text-sm text-slate-600 dark:text-slate-400">{category.description}</span>
                <span className="mt-auto text-sm font-medium text-blue-800 dark:text-blue-300">
                  {t('toolCount', { n: category.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="all-heading" className="mt-12">
        <h2 id="all-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
          {t.rich('allToolsWithCount', {
            count: <span className="text-slate-600 dark:text-slate-400">({all.length})</span>,
          })}
        </h2>
        <StarredToolGrid tools={all} />
      </section>
    </div>
  );
}
