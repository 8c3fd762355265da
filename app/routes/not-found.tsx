import { useLocation, useRouteLoaderData } from 'react-router';
import { Link } from '~/ui/Link';
import { useHydrated } from '~/lib/hydrated';
import { pathWithoutLocale } from '~/lib/locale';
import { pageMeta } from '~/site/seo';
import type { CategoryLink, NavData } from '~/site/page-data';
import { useSiteT, wordsFrom } from '~/lib/i18n';
import type en from '~/site/messages/en';

/** First path segments under which tool pages live besides the categories (/business, /cooking). */
const OTHER_TOOL_SECTIONS = ['business', 'cooking', 'tools'];

/**
 * Which message an unknown address gets: a tool address under a known section is
 * 'Tool not found'; anything else names an unknown category.
 */
export function notFoundKind(pathname: string, categories: readonly CategoryLink[]): 'tool' | 'category' {
  const segments = pathWithoutLocale(pathname).split('/').filter(Boolean);
  const sections = new Set([...categories.map((c) => c.id as string), ...OTHER_TOOL_SECTIONS]);
  return segments.length >= 2 && sections.has(segments[0]!) ? 'tool' : 'category';
}

/** The head, in the site's words the root loader gave the page (this page has no loader of its own). */
export const meta = ({ matches }: { matches: readonly ({ loaderData?: unknown } | undefined)[] }) => {
  const t = wordsFrom<typeof en>((matches[0]?.loaderData as NavData | undefined)?.words ?? {});
  return pageMeta({
    title: t('pageNotFound'),
    description: t('notFoundDescription'),
    path: '/404',
    noindex: true,
    canonical: false,
    tagline: t('tagline'),
  });
};

const linkClass = 'font-medium text-blue-800 underline dark:text-blue-300';

/** Served by the static host as 404.html for every unknown address. */
export default function NotFound() {
  const t = useSiteT<typeof en>();
  const { pathname } = useLocation();
  const categories = useRouteLoaderData<NavData>('root')?.categories ?? [];
  // The static 404.html is shared by every unknown address, so the specific message waits for hydration.
  const hydrated = useHydrated();
  const kind = hydrated ? notFoundKind(pathname, categories) : null;
  const section =
    kind === 'tool' ? categories.find((c) => c.id === pathWithoutLocale(pathname).split('/')[1]) : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12" data-not-found>
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
        {t(kind === 'tool' ? 'toolNotFound' : kind === 'category' ? 'categoryNotFound' : 'pageNotFound')}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {t(kind === 'tool' ? 'noSuchTool' : kind === 'category' ? 'noSuchCategory' : 'noSuchPage')}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        {section && (
          <Link to={section.href} className={linkClass}>
            {t('seeAllInCategory', { name: section.name })}
          </Link>
        )}
        <Link to="/tools" className={linkClass}>
          {t('browseAllTools')}
        </Link>
        <Link to="/search" className={linkClass}>
          {t('searchTheTools')}
        </Link>
        <Link to="/" className={linkClass}>
          {t('goHome')}
        </Link>
      </p>
    </div>
  );
}
