import { cataloguesOf, type Translation } from '~/lib/i18n';
import en from './en';

/**
 * The butter converter's words in each language (messages/<lang>.ts); each loader (the converter's, its answer pages')
 * hands its page its own.
 */
export const messages = cataloguesOf(
  en,
  import.meta.glob<Translation<typeof en>>(['./*.ts', '!./en.ts', '!./index.ts'], {
    eager: true,
    import: 'default',
  }),
);
