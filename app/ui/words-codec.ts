import { pageLocale } from '~/lib/locale';
import type { TextCodec } from './Field';

/**
 * Default values a link holds in English ('Team Sync', 'Yes') shown in the page's words ('Ja'),
 * and held in English again when typed back, so a link means the same in every language. `pairs`
 * are [held, shown]; an English page shows and keeps the visitor's text (undefined).
 */
export function wordsCodec(
  pairs: readonly (readonly [held: string, shown: string])[],
): TextCodec | undefined {
  if (pageLocale() === 'en') return undefined;
  return {
    shown: (value) => pairs.find(([held]) => held === value)?.[1] ?? value,
    held: (text) => pairs.find(([, shown]) => shown === text)?.[0] ?? text,
  };
}
