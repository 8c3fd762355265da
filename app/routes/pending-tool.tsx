import { Construction } from 'lucide-react';
import { Link, useLocation, type MetaArgs } from 'react-router';
import { answerPages, getCategory, getTool, normalizePath, toolForPath } from '~/catalogue';
import type { AnswerPage, Tool } from '~/catalogue/types';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { pageMeta } from '~/site/seo';
import { toolMetaFor } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';

/** The page of a catalogue tool (or answer page) whose own issue has not landed yet. */
function lookup(pathname: string): { tool?: Tool; page?: AnswerPage } {
  const tool = toolForPath(pathname);
  if (tool) return { tool };
  const path = normalizePath(pathname);
  return { page: answerPages.find((p) => p.href === path) };
}

export const meta = ({ location }: MetaArgs) => {
  const { tool, page } = lookup(location.pathname);
  if (tool) return toolMetaFor(tool, { pending: true });
  return pageMeta({ title: page!.title, description: page!.description, path: page!.href, noindex: true });
};

function BeingBuilt({ link }: { link?: Tool }) {
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

export default function PendingTool() {
  const { tool, page } = lookup(useLocation().pathname);
  if (tool) {
    return (
      <ToolPage tool={tool}>
        <BeingBuilt />
      </ToolPage>
    );
  }
  const answer = page!;
  const category = getCategory(answer.categoryId)!;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: category.name, path: category.href },
          { name: answer.title, path: answer.href },
        ]}
      />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{answer.title}</h1>
      <p className="mt-2 mb-6 text-lg text-slate-700 dark:text-slate-300">{answer.description}</p>
      <BeingBuilt link={getTool(answer.toolId)} />
    </div>
  );
}
