import { Form } from 'react-router';
import { searchIndexData } from '~/catalogue';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { pageMeta } from '~/site/seo';
import { SearchBox, ToolResults } from '~/site/ToolSearch';
import { param, useUrlState } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import type { Route } from './+types/search';

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
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Search', path: '/search' },
        ]}
      />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Search tools</h1>
      <Form method="get" action="/search" role="search" className="my-6 flex max-w-xl gap-2">
        <div className="flex-1">
          <SearchBox name="q" value={q} onChange={(value) => setState({ q: value })} />
        </div>
        <Button type="submit" variant="primary">
          Search
        </Button>
      </Form>
      {/* The static HTML does not know the query: listing every tool there and then the matches
          would shift the whole page, so the results wait for hydration in a reserved area. */}
      {hydrated ? (
        <ToolResults query={q} tools={loaderData.tools} order={loaderData.order} />
      ) : (
        <div className="min-h-screen" aria-hidden="true" />
      )}
    </div>
  );
}
