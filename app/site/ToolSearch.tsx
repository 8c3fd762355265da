import { Search } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useEffect, useId, useRef } from 'react';
import { inputClass } from '~/ui/Field';
import type { CategoryLink, SearchableTool } from './page-data';
import { searchTools } from './search';
import { StarredToolGrid } from './CardStar';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

export function SearchBox({
  value,
  onChange,
  name,
  focus = false,
}: {
  value: string;
  onChange: (v: string) => void;
  name?: string;
  /** Takes the focus once mounted (the '/' shortcut led here). */
  focus?: boolean;
}) {
  const t = useSiteT<typeof en>();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('searchTools')}
      </label>
      <NodeIcon
        node={Search}
        size={18}
        className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={input}
        id={id}
        name={name}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // Escape clears the search (then, with nothing to clear, does what it does elsewhere).
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value !== '') {
            e.preventDefault();
            onChange('');
          }
        }}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        className={`${inputClass} ps-10`}
      />
    </div>
  );
}

/** Search results grouped by category in the /tools order, with a count. */
export function ToolResults({
  query,
  tools,
  order,
}: {
  query: string;
  tools: readonly SearchableTool[];
  order: readonly CategoryLink[];
}) {
  const t = useSiteT<typeof en>();
  const matches = searchTools(query, tools);
  const groups = order
    .map((category) => ({ category, tools: matches.filter((t) => t.categoryId === category.id) }))
    .filter((group) => group.tools.length > 0);
  return (
    <div>
      <p className="mb-4 text-sm break-all text-slate-700 dark:text-slate-300" aria-live="polite">
        {query.trim()
          ? t('toolsMatchQuery', { n: matches.length, query: query.trim() })
          : t('toolCount', { n: matches.length })}
      </p>
      {matches.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          {t('noMatches')}
        </p>
      ) : (
        groups.map(({ category, tools }) => (
          <section key={category.id} aria-labelledby={`group-${category.id}`} className="mb-8">
            <h2 id={`group-${category.id}`} className="mb-3 text-xl font-bold text-slate-900 dark:text-white">
              {category.name}
            </h2>
            <StarredToolGrid tools={tools} />
          </section>
        ))
      )}
    </div>
  );
}
