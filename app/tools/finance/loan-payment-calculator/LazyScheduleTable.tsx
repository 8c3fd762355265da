import { lazyPart } from '~/ui/lazy-part';

/** The amortization table (ScheduleTable.tsx), loaded on demand: it sits below the result. */
export const LazyScheduleTable = lazyPart(
  () => import('./ScheduleTable').then((module) => module.ScheduleTable),
  'h-[32rem]',
);
