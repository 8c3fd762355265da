import { lazyPart } from '~/ui/lazy-part';

/** The verdicts, on demand (PlugResult.tsx); the placeholder keeps their height. */
export const LazyPlugResult = lazyPart(
  () => import('./PlugResult').then((module) => module.PlugResult),
  'min-h-[34rem]',
);
