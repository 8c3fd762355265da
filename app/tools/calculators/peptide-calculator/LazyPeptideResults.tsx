import { lazyPart } from '~/ui/lazy-part';

/** The results view, loaded on demand: results only show once the page has read its link. */
export const LazyPeptideResults = lazyPart(
  () => import('./PeptideResults').then((module) => module.PeptideResults),
  'min-h-[40rem]',
);
