import { lazyPart } from '~/ui/lazy-part';

/** The results and details, on demand (FireResult.tsx); the placeholder keeps their height. */
export const LazyFireResult = lazyPart(
  () => import('./FireResult').then((module) => module.FireResults),
  'min-h-[30rem]',
);
