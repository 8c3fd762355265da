import { Form, useLocation } from 'react-router';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { pageMeta } from '~/site/seo';
import { SearchBox, ToolResults } from '~/site/ToolSearch';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { SubmitButton } from '~/ui/Button';
import type { Route } from './+types/search';
import { searchIndexData } from '~/site/page-data';

const schema = { q: param.text('') };

/** Build time only: every tool to search, as JSON. */
export const loader = searchIndexData;

export const meta = () =>
  pageMeta({
    title: 'Search',
    description: 'Search every free tool on the site by name, description or keyword.',
    path: '/search',
    noindex: true,
  });

/** The WebSite SearchAction's target: /search?q=term. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const [{ q }, setState, { hydrated }] = useUrlState(schema);
  // The '/' shortcut (site header) brings the visitor here to type at once.
  const focusSearch = (useLocation().state as { focusSearch?: boolean } | null)?.focusSearch === true;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Search', path: '/search' },
        ]}
      />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Search tools</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Type what you need: a tool&apos;s name, what it does, or a word such as &lsquo;tip&rsquo;,
        &lsquo;cups&rsquo; or &lsquo;base64&rsquo;. Results update as you type, best matches first. Every tool
        runs in your browser, so nothing you type is sent anywhere.
      </p>
      <Form method="get" action="/search" role="search" className="my-6 flex max-w-xl gap-2">
        <div className="flex-1">
          <SearchBox name="q" value={q} onChange={(value) => setState({ q: value })} focus={focusSearch} />
        </div>
        <SubmitButton>Search</SubmitButton>
      </Form>
      {/* The static HTML does not know the query: listing every tool there and then the matches
          would shift the whole page, so the results wait for hydration in an area at least a
          screen tall (a short result list does not pull the footer up either). */}
      <div className="min-h-screen">
        {hydrated && <ToolResults query={q} tools={loaderData.tools} order={loaderData.order} />}
      </div>
    </div>
  );
}
