import { isLocale } from '~/lib/locale';
import { toolIndex } from '~/site/page-data';
import type { Route } from './+types/tool-index';

/**
 * Build time only: written as /tool-index.json (and /de/tool-index.json for each other language),
 * which the command palette loads on demand.
 */
export function loader({ params }: Route.LoaderArgs) {
  return Response.json(toolIndex(isLocale(params.lang) ? params.lang : 'en'));
}
