import { lazyPart } from '~/ui/lazy-part';

/** The result (parse error or output), loaded on demand (see lazyPart and JsonResult). */
export const LazyJsonResult = lazyPart(
  () => import('./JsonResult').then((module) => module.JsonResult),
  'min-h-[24rem]',
);
