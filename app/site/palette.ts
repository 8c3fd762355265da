import type { SearchEntry, ToolIndex } from './page-data';
import type { SavedTools } from './saved-tools';
import { searchTools } from './search';

/** How many matches the palette lists while the visitor types. */
export const PALETTE_MATCHES = 8;

export interface PaletteGroup {
  /** The group's name: the key of its message in site/messages. */
  label: 'matches' | 'favourites' | 'recentlyUsed' | 'popularToolsGroup';
  tools: SearchEntry[];
}

/**
 * What the command palette lists: for a query, the best matches as /search ranks them; empty,
 * the visitor's favourites, then the tools they used last, then the popular ones, each tool once.
 */
export function paletteGroups(index: ToolIndex, saved: SavedTools, query: string): PaletteGroup[] {
  if (query.trim() !== '')
    return [
      { label: 'matches' as const, tools: searchTools(query, index.tools).slice(0, PALETTE_MATCHES) },
    ].filter((group) => group.tools.length > 0);
  const byId = new Map(index.tools.map((tool) => [tool.id, tool]));
  const listed = new Set<string>();
  const pick = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const tool = byId.get(id);
      if (!tool || listed.has(id)) return [];
      listed.add(id);
      return [tool];
    });
  return [
    { label: 'favourites' as const, tools: pick(saved.favourites) },
    { label: 'recentlyUsed' as const, tools: pick(saved.recent) },
    { label: 'popularToolsGroup' as const, tools: pick(index.popular) },
  ].filter((group) => group.tools.length > 0);
}

/**
 * The listbox pattern's keys in the palette's search field: the arrows move the highlighted
 * option, wrapping at the ends; any other key is the field's (null).
 */
export function movedHighlight(highlighted: number, count: number, key: string): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (highlighted + 1) % count;
  if (key === 'ArrowUp') return (highlighted - 1 + count) % count;
  return null;
}
