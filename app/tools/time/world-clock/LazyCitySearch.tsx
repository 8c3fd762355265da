import { lazyPart } from '~/ui/lazy-part';

/** The city search, loaded on demand (see lazyPart). */
export const LazyCitySearch = lazyPart(
  () => import('./CitySearch').then((module) => module.CitySearch),
  'h-[4.75rem]',
);
