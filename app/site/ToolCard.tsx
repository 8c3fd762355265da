import { Link } from '~/ui/Link';
import { NodeIcon } from '~/ui/NodeIcon';
import type { ToolCardData } from './page-data';

export function ToolIcon({ tool, size = 20 }: { tool: Pick<ToolCardData, 'icon' | 'color'>; size?: number }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center self-start rounded-xl p-2 ${tool.color}`}
    >
      <NodeIcon node={tool.icon} size={size} />
    </span>
  );
}

export function ToolCard({ tool, headingLevel = 3 }: { tool: ToolCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link
      to={tool.href}
      className="group flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-blue-400 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-blue-400"
    >
      <ToolIcon tool={tool} />
      <span className="min-w-0">
        <Heading className="font-semibold text-slate-900 group-hover:text-blue-800 dark:text-slate-100 dark:group-hover:text-blue-300">
          {tool.title}
        </Heading>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{tool.description}</span>
      </span>
    </Link>
  );
}

export const toolGridClass = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

export function ToolGrid({ tools, headingLevel }: { tools: readonly ToolCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={toolGridClass}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
