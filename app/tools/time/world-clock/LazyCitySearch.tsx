import { lazyPart } from '~/ui/lazy-part';

/** The city search, loaded on demand (see lazyPart). */
export const LazyCitySearch = lazyPart(
  () => import('./CitySearch').then((module) => module.CitySearch),
  // The search's height: its hint takes two lines on phones and beside Quick add, one between.
  'h-[6.875rem] sm:h-[5.625rem] lg:h-[6.875rem]',
);
