import { Form, useLocation } from 'react-router';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { pageMeta } from '~/site/seo';
import { SearchBox, ToolResults } from '~/site/ToolSearch';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { SubmitButton } from '~/ui/Button';
import type { Route } from './+types/search';
import { searchIndexData, siteText } from '~/site/page-data';
import { localeOfPath } from '~/lib/locale';
import { useSiteT } from '~/lib/i18n';
import type en from '~/site/messages/en';

const schema = { q: param.text('') };

/** Build time only: every tool to search, and the page's head, as JSON. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = siteText(locale);
  return {
    ...searchIndexData(locale),
    head: pageMeta({
      title: t('search'),
      description: t('searchDescription'),
      path: '/search',
      noindex: true,
      locale,
      tagline: t('tagline'),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** The WebSite SearchAction's target: /search?q=term. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useSiteT<typeof en>();
  const [{ q }, setState, { hydrated }] = useUrlState(schema);
  // The '/' shortcut (site header) brings the visitor here to type at once.
  const focusSearch = (useLocation().state as { focusSearch?: boolean } | null)?.focusSearch === true;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: t('home'), path: '/' },
          { name: t('search'), path: '/search' },
        ]}
      />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('searchTools')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t('searchIntro')}</p>
      <Form method="get" action="/search" role="search" className="my-6 flex max-w-xl gap-2">
        <div className="flex-1">
          <SearchBox name="q" value={q} onChange={(value) => setState({ q: value })} focus={focusSearch} />
        </div>
        <SubmitButton>{t('search')}</SubmitButton>
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
