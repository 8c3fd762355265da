import { lazyPart } from '~/ui/lazy-part';

/** 'Paste a whole recipe', folded away under its summary: loaded on demand (see lazyPart). */
export const LazyPasteRecipe = lazyPart(
  () => import('./PasteRecipe').then((module) => module.PasteRecipe),
  'min-h-48',
);
