import { Link, useLocation } from 'react-router';
import { categories, normalizePath } from '~/catalogue';
import { searchTools } from '~/catalogue/search';
import { useHydrated } from '~/lib/hydrated';
import { pageMeta } from '~/site/seo';
import { ToolGrid } from '~/site/ToolCard';

/** First path segments under which tool pages live (document 3, section 2.1). */
const toolSections = new Set<string>([...categories.map((c) => c.id), 'business', 'cooking', 'tools']);

/**
 * Which message an unknown address gets: a tool address under a known section is
 * 'Tool not found'; anything else names an unknown category.
 */
export function notFoundKind(pathname: string): 'tool' | 'category' {
  const segments = normalizePath(pathname).split('/').filter(Boolean);
  return segments.length >= 2 && toolSections.has(segments[0]!) ? 'tool' : 'category';
}

export const meta = () =>
  pageMeta({
    title: 'Page not found',
    description: 'This page does not exist. Browse or search the free tools instead.',
    path: '/404',
    noindex: true,
  });

/** Served by the static host as 404.html for every unknown address. */
export default function NotFound() {
  const { pathname } = useLocation();
  // The static 404.html is shared by every unknown address, so the specific message waits for hydration.
  const hydrated = useHydrated();
  const kind = hydrated ? notFoundKind(pathname) : null;
  const lastSegment = normalizePath(pathname).split('/').pop() ?? '';
  const suggestions = kind === 'tool' ? searchTools(lastSegment.replace(/[-_]+/g, ' ')).slice(0, 6) : [];
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
        <Link to="/tools" className="font-medium text-blue-800 underline dark:text-blue-300">
          Browse all tools
        </Link>
        <Link to="/" className="font-medium text-blue-800 underline dark:text-blue-300">
          Go to the home page
        </Link>
      </p>
      {suggestions.length > 0 && (
        <section aria-labelledby="suggestions" className="mt-10">
          <h2 id="suggestions" className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
            Were you looking for one of these?
          </h2>
          <ToolGrid tools={suggestions} />
        </section>
      )}
    </div>
  );
}
