import type { Catalogues } from '~/lib/i18n';
import en from './en';

/** The Christmas countdown's words in each language; the route's loader hands the page its own. */
export const messages: Catalogues<typeof en> = { en };
