import { lazyPart } from '~/ui/lazy-part';

/** The code and its actions, loaded on demand (see lazyPart and QrResult). */
export const LazyQrResult = lazyPart(
  () => import('./QrResult').then((module) => module.QrResult),
  'min-h-[18rem]',
);
