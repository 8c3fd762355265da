import { intlTag, pageLocale } from './locale';

const collators = new Map<string, Intl.Collator>();

/** Compares two texts as the page's language sorts them (a list of names in its order). */
export function compareText(a: string, b: string): number {
  const tag = intlTag(pageLocale());
  let collator = collators.get(tag);
  if (!collator) {
    collator = new Intl.Collator(tag);
    collators.set(tag, collator);
  }
  return collator.compare(a, b);
}
