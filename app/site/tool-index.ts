import { localizedPath, pageLocale } from '~/lib/locale';
import type { ToolIndex } from './page-data';

let loading: Promise<ToolIndex> | null = null;

/**
 * Every tool as search reads it in the page's language (/tool-index.json, /de/tool-index.json:
 * written by the build): fetched once a page,
 * when the command palette or the menu's favourites first need it; offline, the service worker
 * answers from its cache. A failed fetch is tried again next time.
 */
export function loadToolIndex(): Promise<ToolIndex> {
  if (!loading) {
    loading = fetch(localizedPath('/tool-index.json', pageLocale()))
      .then(async (response) => {
        const index = (await response.json()) as ToolIndex;
        if (!response.ok || !Array.isArray(index.tools)) throw new Error('The tool index did not load');
        return index;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}
