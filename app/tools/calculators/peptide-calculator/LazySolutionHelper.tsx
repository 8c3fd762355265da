import { lazyPart } from '~/ui/lazy-part';

/** The solution helper, below the results, loaded on demand (see lazyPart). */
export const LazySolutionHelper = lazyPart(
  () => import('./SolutionHelper').then((module) => module.SolutionHelper),
  'min-h-[24rem]',
);
