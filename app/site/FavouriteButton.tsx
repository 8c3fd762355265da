import { Star } from 'lucide';
import { Button } from '~/ui/Button';
import { NodeIcon } from '~/ui/NodeIcon';
import { toggleFavourite, updateSavedTools, useSavedTools } from './saved-tools';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * The star on a tool page: adds the tool to the visitor's favourites or takes it off. Its label
 * is visible on wider screens; both labels share one cell, so the button keeps its width when it
 * turns on after the page hydrates and nothing beside it moves.
 */
export function FavouriteButton({ toolId }: { toolId: string }) {
  const t = useSiteT<typeof en>();
  const on = useSavedTools().favourites.includes(toolId);
  return (
    <Button aria-pressed={on} onClick={() => updateSavedTools((saved) => toggleFavourite(saved, toolId))}>
      <NodeIcon
        node={Star}
        size={16}
        className={on ? 'fill-amber-400 text-amber-600 dark:text-amber-400' : undefined}
      />
      <span className="grid max-lg:sr-only">
        <span className={`col-start-1 row-start-1 ${on ? 'invisible' : ''}`}>{t('addToFavourites')}</span>
        <span className={`col-start-1 row-start-1 ${on ? '' : 'invisible'}`}>
          {t('removeFromFavourites')}
        </span>
      </span>
    </Button>
  );
}
