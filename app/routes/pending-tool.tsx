import { Construction } from 'lucide-react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import {
  answerPageForPath,
  categoryLink,
  getCategory,
  getTool,
  toolForPath,
  toolPageData,
} from '~/catalogue';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { pageMeta } from '~/site/seo';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';

/**
 * Build time only. One module serves every catalogue tool (and answer page) whose own module has
 * not landed yet; the path says which. Typed by hand rather than by React Router's typegen, which
 * writes types only for modules in use: when no tool is pending, none is.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const tool = toolForPath(path);
  if (tool) return { kind: 'tool' as const, data: toolPageData(tool) };
  const page = answerPageForPath(path);
  if (!page) throw new Response('Tool not found', { status: 404 });
  const link = getTool(page.toolId)!;
  return {
    kind: 'answer' as const,
    page: {
      title: page.title,
      description: page.description,
      href: page.href,
      category: categoryLink(getCategory(page.categoryId)!),
      link: { title: link.title, href: link.href },
    },
  };
}

type PendingData = ReturnType<typeof loader>;

export const meta = ({ loaderData }: { loaderData: PendingData | undefined }) => {
  if (!loaderData) return [];
  if (loaderData.kind === 'tool') return toolMeta(loaderData.data);
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.href, noindex: true });
};

function BeingBuilt({ link }: { link?: { title: string; href: string } }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <Construction aria-hidden="true" className="mt-0.5 shrink-0" size={22} />
      <div>
        <p className="font-semibold">This tool is being built</p>
        <p className="mt-1">
          It will work right here in your browser soon. Meanwhile, the tools below may help
          {link ? (
            <>
              , or try the{' '}
              <Link to={link.href} className="underline">
                {link.title}
              </Link>
            </>
          ) : null}
          .
        </p>
      </div>
    </div>
  );
}

export default function PendingTool({ loaderData }: { loaderData: PendingData }) {
  if (loaderData.kind === 'tool') {
    return (
      <ToolPage data={loaderData.data}>
        <BeingBuilt />
      </ToolPage>
    );
  }
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: page.category.name, path: page.category.href },
          { name: page.title, path: page.href },
        ]}
      />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{page.title}</h1>
      <p className="mt-2 mb-6 text-lg text-slate-700 dark:text-slate-300">{page.description}</p>
      <BeingBuilt link={page.link} />
    </div>
  );
}
