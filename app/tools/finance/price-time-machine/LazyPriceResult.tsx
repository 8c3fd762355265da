import { lazyPart } from '~/ui/lazy-part';

/** The result, chart and notes, on demand (PriceResult.tsx); the placeholder keeps their height. */
export const LazyPriceResult = lazyPart(
  () => import('./PriceResult').then((module) => module.PriceResult),
  'min-h-[34rem]',
);
