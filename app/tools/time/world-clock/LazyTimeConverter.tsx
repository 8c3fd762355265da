import { lazyPart } from '~/ui/lazy-part';

/** The time zone converter, below the watched cities, loaded on demand (see lazyPart). */
export const LazyTimeConverter = lazyPart(
  () => import('./TimeConverter').then((module) => module.TimeConverter),
  'min-h-[28rem]',
);
