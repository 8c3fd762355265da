import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '~/lib/format';
import { translate } from '~/lib/i18n';
import en from './messages/en';
import {
  measurePan,
  nearestQuarter,
  panSizeConverter,
  PRESETS,
  type PanInput,
  type PanResult,
} from './pan-size-converter';

/** The summary as the page writes it in English. */
function summaryOf(r: PanResult): string {
  const time =
    r.adjustedTime === null || r.originalTime === null
      ? null
      : {
          minutes: formatNumber(r.adjustedTime, 0),
          original: formatNumber(r.originalTime, { min: 0, max: 1 }),
        };
  if (r.scale) {
    const multiplier = formatNumber(r.multiplier, 2);
    return time
      ? translate(en['summary.scaleTime'], { multiplier, ...time })
      : translate(en['summary.scale'], { multiplier });
  }
  const percent = formatNumber(r.thicknessRatio * 100, 0);
  return time
    ? translate(en['summary.sameTime'], { percent, ...time })
    : translate(en['summary.same'], { percent });
}

const rect = (w: number, l: number, depth = '2', unit: 'in' | 'cm' = 'in'): PanInput => ({
  shape: 'rect',
  unit,
  width: String(w),
  length: String(l),
  diameter: '',
  depth,
});
const round = (d: number, depth = '2', unit: 'in' | 'cm' = 'in'): PanInput => ({
  shape: 'round',
  unit,
  width: '',
  length: '',
  diameter: String(d),
  depth,
});

describe('pan size converter', () => {
  it('measures rectangles and rounds', () => {
    expect(measurePan(rect(9, 13))).toEqual({ area: 117, depth: 2, volume: 234 });
    expect(measurePan(round(8))!.area).toBeCloseTo(50.265, 3);
    expect(measurePan(round(8))!.volume).toBeCloseTo(100.531, 3);
    expect(measurePan(rect(22.86, 33.02, '5.08', 'cm'))!.volume).toBeCloseTo(234, 9);
  });

  it('works out the defaults: 9 × 13 × 2 into an 8 in round, scaling, 30 minutes', () => {
    const result = panSizeConverter(rect(9, 13), round(8), true, '30')!;
    // 100.531 / 234 = 0.4296; the fill depth stays 2, so the time stays 30.
    expect(result.multiplier).toBeCloseTo(0.42962, 5);
    expect(result.thicknessRatio).toBeCloseTo(1, 12);
    expect(result.adjustedTime).toBeCloseTo(30, 9);
  });

  it('works out the catalogue example: 8 × 8 into 9 × 13, scaling and not', () => {
    const scaled = panSizeConverter(rect(8, 8), rect(9, 13), true, '30')!;
    expect(scaled.multiplier).toBeCloseTo(234 / 128, 12);
    expect(summaryOf(scaled)).toBe('Multiply the ingredients by 1.83; bake about 30 min instead of 30');
    const same = panSizeConverter(rect(8, 8), rect(9, 13), false, '30')!;
    // Batter 128 in³ over 117 in²: 1.094 in deep, a ratio of 0.547; 30 × 0.547^0.8 = 18.51.
    expect(same.fillDepth).toBeCloseTo(1.09402, 5);
    expect(same.thicknessRatio).toBeCloseTo(0.54701, 5);
    expect(same.adjustedTime).toBeCloseTo(30 * (128 / 117 / 2) ** 0.8, 12);
    expect(same.adjustedTime).toBeCloseTo(18.51, 2);
    expect(summaryOf(same)).toBe('Same batter: it will be 55% as thick; bake about 19 min instead of 30');
    expect(summaryOf(panSizeConverter(rect(8, 8), rect(9, 13), false, '')!)).toBe(
      'Same batter: it will be 55% as thick',
    );
    expect(summaryOf(panSizeConverter(rect(8, 8), rect(9, 13), true, '')!)).toBe(
      'Multiply the ingredients by 1.83',
    );
  });

  it('follows the validation rules', () => {
    expect(measurePan({ ...rect(9, 13), length: '' })).toBeNull();
    expect(measurePan({ ...round(8), diameter: '0' })).toBeNull();
    expect(measurePan(rect(9, 13, '0'))).toBeNull();
    expect(measurePan(rect(9, 13, '-1'))).toBeNull();
    // A cleared depth defaults to 2.
    expect(measurePan(rect(9, 13, ''))!.depth).toBe(2);
    expect(panSizeConverter(rect(9, 13), { ...round(8), diameter: 'x' }, true, '30')).toBeNull();
    expect(panSizeConverter(rect(9, 13), round(8), true, '')?.adjustedTime).toBeNull();
  });

  it('names each preset by its size', () => {
    const named = PRESETS.map(({ pan }) =>
      pan.shape === 'rect'
        ? translate(en.rectPreset, { width: pan.width, length: pan.length })
        : translate(en.roundPreset, { diameter: pan.diameter }),
    );
    expect(named).toEqual(['8 × 8 in', '9 × 9 in', '9 × 13 in', '8 in round', '9 in round', '10 in round']);
    expect(PRESETS.map((p) => p.id)).toEqual(['8x8', '9x9', '9x13', 'round-8', 'round-9', 'round-10']);
    expect(PRESETS.every(({ pan }) => measurePan(pan) !== null)).toBe(true);
  });

  it('rounds the multiplier to the nearest quarter for the kitchen', () => {
    expect(nearestQuarter(1.83)).toBe('1¾');
    expect(nearestQuarter(0.43)).toBe('½');
    expect(nearestQuarter(2)).toBe('2');
  });

  it('scaling keeps the thickness; the same batter in a bigger pan is thinner and bakes shorter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 20 }),
        fc.integer({ min: 4, max: 20 }),
        fc.integer({ min: 4, max: 20 }),
        (a, b, c) => {
          const scaled = panSizeConverter(rect(a, b), round(c), true, '40')!;
          expect(scaled.thicknessRatio).toBeCloseTo(1, 9);
          const same = panSizeConverter(rect(a, b), round(c), false, '40')!;
          expect(same.multiplier * same.thicknessRatio).toBeCloseTo(1, 9);
          if (same.target.area > same.source.area) expect(same.adjustedTime!).toBeLessThan(40);
        },
      ),
    );
  });
});
