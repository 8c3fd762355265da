import type { Catalogues } from '~/lib/i18n';
import en from './en';

/**
 * The butter converter's words in each language; each loader (the converter's, its answer pages')
 * hands its page its own.
 */
export const messages: Catalogues<typeof en> = { en };
