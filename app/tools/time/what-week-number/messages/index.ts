import { cataloguesOf, type Translation } from '~/lib/i18n';
import en from './en';

/** The week number tool's words in each language (messages/<lang>.ts); the route's loader hands the page its own. */
export const messages = cataloguesOf(
  en,
  import.meta.glob<Translation<typeof en>>(['./*.ts', '!./en.ts', '!./index.ts'], {
    eager: true,
    import: 'default',
  }),
);
