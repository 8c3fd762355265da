/**
 * The code's facts and warnings in the page's words: `t` reads the page's catalogue
 * (messages/en.ts is the source). Used by QrGenerator and QrResult; the logic speaks no language.
 */
import type { T } from '~/lib/i18n';
import type en from './messages/en';
import type { ColourWarning, QrFacts, TooLong } from './qr-generator';

type Words = T<typeof en>;

/** A colour pair that scanners may fail to read. */
export const colourWarningText = (t: Words, warning: ColourWarning) =>
  warning.kind === 'lowContrast' ? t('lowContrast', { ratio: warning.ratio }) : t('inverted');

/** Too long at this level: the bytes, the limit, and a lower level to try. */
export function tooLongText(t: Words, { level, bytes, maxBytes, fitsAt }: TooLong): string {
  const values = { level, bytes, max: maxBytes };
  return fitsAt ? t('tooLongFitsAt', { ...values, fitsAt }) : t('tooLong', values);
}

/** The facts under the code: version, error correction, content size, image. */
export function factTexts(t: Words, facts: QrFacts) {
  const { px, modulePx } = facts;
  return {
    version: t('versionFact', { version: String(facts.version), count: facts.count }),
    errorCorrection: t('ecFact', { level: facts.level, recovery: String(facts.recovery) }),
    bytes: t('byteCount', { n: facts.bytes }),
    image: modulePx >= 1 ? t('imageFact', { px, module: String(modulePx) }) : t('imageFactTiny', { px }),
  };
}

/** One line for screen readers. */
export const summaryText = (t: Words, facts: QrFacts) =>
  t('summary', {
    version: String(facts.version),
    count: facts.count,
    level: facts.level,
    bytes: t('byteCount', { n: facts.bytes }),
    px: facts.px,
  });

/** A hint to choose a larger image when the modules are too small to scan. */
export const smallModulesText = (t: Words, w: { size: number; minPx: number; suggested: number }) =>
  t('smallModules', { min: String(w.minPx), size: w.size, suggested: w.suggested });
