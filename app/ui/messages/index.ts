import { cataloguesOf, type Translation } from '~/lib/i18n';
import en from './en';

/** The shared controls' words in each language (messages/<lang>.ts); the root loader hands a page its own. */
export const messages = cataloguesOf(
  en,
  import.meta.glob<Translation<typeof en>>(['./*.ts', '!./en.ts', '!./index.ts'], {
    eager: true,
    import: 'default',
  }),
);
