import { lazyPart } from '~/ui/lazy-part';

/** The result panel, on demand (FreelancerResult.tsx); the placeholder keeps its height. */
export const LazyFreelancerResult = lazyPart(
  () => import('./FreelancerResult').then((module) => module.FreelancerResult),
  'min-h-[58rem]',
);
