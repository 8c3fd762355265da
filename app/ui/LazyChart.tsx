import { lazyPart } from './lazy-part';

/** The chart (app/ui/Chart), loaded on demand: it sits below the figures. */
export const LazyChart = lazyPart(() => import('./Chart').then((module) => module.Chart), 'h-[22rem]');
