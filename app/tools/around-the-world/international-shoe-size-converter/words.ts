/**
 * The result in the page's words: each takes the page's `t` (messages/en.ts) and what
 * international-shoe-size-converter.ts returned, whose logic speaks no language. For the page.
 */
import { formatNumber } from '~/lib/format';
import type { T } from '~/lib/i18n';
import {
  CM_PER_INCH,
  EU_ALLOWANCE_CM,
  UK_OFFSET,
  US_OFFSET,
  type Clamped,
  type Gender,
  type ShoeSize,
  type ShoeSizeResult,
  type System,
} from './international-shoe-size-converter';
import type en from './messages/en';

type Words = T<typeof en>;

/** A size as shown: '8.5', or 'Under 1' below the adult scale. */
export const sizeText = (t: Words, size: ShoeSize): string => size.text ?? t('underOne');

/** What clamping the value did, in a sentence. */
export const clampedText = (t: Words, system: System, clamped: Clamped): string =>
  t(`clamped.${system === 'cm' ? 'cm' : 'size'}.${clamped.end}`, {
    to: formatNumber(clamped.to, { min: 0, max: 1 }),
  });

/** The rules used, as printed on the page. */
export const rulesOf = (t: Words, gender: Gender): string[] => [
  t(gender === 'men' ? 'ruleUsMen' : 'ruleUsWomen', { offset: US_OFFSET[gender] }),
  t('ruleUk', { offset: UK_OFFSET }),
  t('ruleEu', { allowance: EU_ALLOWANCE_CM }),
  t('ruleInches', { cmPerInch: CM_PER_INCH }),
];

/** One line for screen readers and Share: "Women's US 8 = UK 6 = EU 39, foot length 24.6 cm (9.67 in)". */
export function summaryOf(t: Words, r: ShoeSizeResult): string {
  const inText = (size: ShoeSize) => size.text ?? t('underOneInText');
  return t(r.gender === 'men' ? 'summaryMen' : 'summaryWomen', {
    us: inText(r.sizes.us),
    uk: inText(r.sizes.uk),
    eu: inText(r.sizes.eu),
    cm: r.cmText,
    inches: r.inchText,
  });
}
