import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useHydrated } from '~/lib/hydrated';
import { pageMeta } from '~/site/seo';
import type { CategoryLink, NavData } from '~/site/page-data';

/** First path segments under which tool pages live besides the categories (/business, /cooking). */
const OTHER_TOOL_SECTIONS = ['business', 'cooking', 'tools'];

/**
 * Which message an unknown address gets: a tool address under a known section is
 * 'Tool not found'; anything else names an unknown category.
 */
export function notFoundKind(pathname: string, categories: readonly CategoryLink[]): 'tool' | 'category' {
  const segments = pathname.split('/').filter(Boolean);
  const sections = new Set([...categories.map((c) => c.id as string), ...OTHER_TOOL_SECTIONS]);
  return segments.length >= 2 && sections.has(segments[0]!) ? 'tool' : 'category';
}

export const meta = () =>
  pageMeta({
    title: 'Page not found',
    description: 'This page does not exist. Browse or search the free tools instead.',
    path: '/404',
    noindex: true,
    canonical: false,
  });

const linkClass = 'font-medium text-blue-800 underline dark:text-blue-300';

/** Served by the static host as 404.html for every unknown address. */
export default function NotFound() {
  const { pathname } = useLocation();
  const categories = useRouteLoaderData<NavData>('root')?.categories ?? [];
  // The static 404.html is shared by every unknown address, so the specific message waits for hydration.
  const hydrated = useHydrated();
  const kind = hydrated ? notFoundKind(pathname, categories) : null;
  const section = kind === 'tool' ? categories.find((c) => c.id === pathname.split('/')[1]) : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
        {kind === 'tool' ? 'Tool not found' : kind === 'category' ? 'Category not found' : 'Page not found'}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        The address you followed does not match any {kind ?? 'page'} on this site. It may have been mistyped
        or moved.
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        {section && (
          <Link to={section.href} className={linkClass}>
            See all {section.name} tools
          </Link>
        )}
        <Link to="/tools" className={linkClass}>
          Browse all tools
        </Link>
        <Link to="/search" className={linkClass}>
          Search the tools
        </Link>
        <Link to="/" className={linkClass}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
