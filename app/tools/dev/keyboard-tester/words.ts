/**
 * The tester's lines in the page's words: `t` reads the page's catalogue (messages/en.ts is the
 * source). Used by KeyboardTester; the logic speaks no language.
 */
import type { T } from '~/lib/i18n';
import {
  completion,
  describeCode,
  describeKey,
  locationName,
  type PlacedKey,
  type TesterState,
} from './keyboard-tester';
import type en from './messages/en';

type Words = T<typeof en>;

/** What a key's cap shows: its letter or symbol, or its word ('Shift', 'Caps Lock'). */
export const capText = (t: Words, key: PlacedKey) => (key.name ? t(`key.${key.name}`) : key.label);

/** A `KeyboardEvent.key` made visible, '(none)' for nothing. */
export const keyText = (t: Words, key: string) => describeKey(key) ?? t('none');

/** A `KeyboardEvent.code`, '(none)' for nothing. */
export const codeText = (t: Words, code: string) => describeCode(code) ?? t('none');

/** `KeyboardEvent.location` with its name: '2 (right)'. */
export const locationText = (t: Words, location: number) =>
  t(`location.${locationName(location)}`, { location: String(location) });

/** The one line screen readers hear after each key: 'Tested 12 of 104 keys (12%). Last key: KeyA (a)'. */
export function summaryText(t: Words, state: TesterState): string | null {
  if (state.last === null) return null;
  const { tested, total, percent, complete } = completion(state);
  return t(complete ? 'summaryComplete' : 'summary', {
    tested: String(tested),
    total: String(total),
    percent: String(percent),
    code: codeText(t, state.last.code),
    key: keyText(t, state.last.key),
  });
}
