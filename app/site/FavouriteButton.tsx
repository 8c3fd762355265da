import { Star } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { toggleFavourite, updateSavedTools, useSavedTools } from './saved-tools';

/**
 * The star on a tool page: adds the tool to the visitor's favourites or takes it off. Its label
 * is visible on wider screens; both labels share one cell, so the button keeps its width when it
 * turns on after the page hydrates and nothing beside it moves.
 */
export function FavouriteButton({ toolId, className = '' }: { toolId: string; className?: string }) {
  const on = useSavedTools().favourites.includes(toolId);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => updateSavedTools((saved) => toggleFavourite(saved, toolId))}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 print:hidden dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 ${className}`}
    >
      <NodeIcon
        node={Star}
        size={16}
        className={on ? 'fill-amber-400 text-amber-600 dark:text-amber-400' : undefined}
      />
      <span className="grid max-lg:sr-only">
        <span className={`col-start-1 row-start-1 ${on ? 'invisible' : ''}`}>Add to favourites</span>
        <span className={`col-start-1 row-start-1 ${on ? '' : 'invisible'}`}>Remove from favourites</span>
      </span>
    </button>
  );
}
