import type { Catalogues } from '~/lib/i18n';
import en from './en';

/** The shared controls' words in each language; the root loader hands a page its own. */
export const messages: Catalogues<typeof en> = { en };
