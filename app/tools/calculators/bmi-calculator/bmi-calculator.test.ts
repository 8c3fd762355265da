import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import { bmiCalculator, categoryFor, convertFields, readField, type BmiInput } from './bmi-calculator';
import en from './messages/en';
import { healthyRangeText, standingText, summaryText } from './words';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
/** A category's name as the English page shows it. */
const nameOf = (category: ReturnType<typeof categoryFor>) => en[category.id];

const blank: BmiInput = { u: 'm', kg: '', cm: '', lb: '', ft: '', inch: '' };
const metric = (kg: string, cm: string) => bmiCalculator({ ...blank, kg, cm });
const imperial = (lb: string, ft: string, inch = '') => bmiCalculator({ ...blank, u: 'i', lb, ft, inch });

describe('bmiCalculator', () => {
  it('computes the catalogue example: 72 kg at 178 cm', () => {
    const result = metric('72', '178');
    expect(result).toMatchObject({ bmi: 22.7, withinHealthy: true, healthyMin: 58.6, healthyMax: 78.9 });
    expect(result?.category.id).toBe('healthy');
    expect(nameOf(result!.category)).toBe('Healthy');
    expect(result?.text).toMatchObject({
      bmi: '22.7',
      height: '178 cm',
      healthyMin: '58.6',
      healthyMax: '78.9',
    });
    expect(healthyRangeText(t, result!)).toBe('58.6 to 78.9 kg');
    expect(standingText(t, result!)).toBe('Within healthy range');
    expect(summaryText(t, result!)).toBe('BMI 22.7 (Healthy); healthy weight for 178 cm: 58.6 to 78.9 kg');
  });

  it('uses the 703 factor in imperial units', () => {
    // 160 lb at 5 ft 9 in: 703 × 160 / 69² = 23.625...
    const result = imperial('160', '5', '9');
    expect(result).toMatchObject({ bmi: 23.6, heightIn: 69 });
    expect(result?.text.height).toBe('5 ft 9 in');
    expect(healthyRangeText(t, result!)).toBe('125.3 to 168.6 lb');
    expect(imperial('200', '6')?.heightIn).toBe(72);
  });

  it('places the six categories at the cut-offs 18.5, 25, 30, 35 and 40', () => {
    const cases: [number, string][] = [
      [10, 'Underweight'],
      [18.4, 'Underweight'],
      [18.5, 'Healthy'],
      [24.9, 'Healthy'],
      [25, 'Overweight'],
      [29.9, 'Overweight'],
      [30, 'Obesity (Class I)'],
      [34.9, 'Obesity (Class I)'],
      [35, 'Obesity (Class II)'],
      [39.9, 'Obesity (Class II)'],
      [40, 'Obesity (Class III)'],
      [80, 'Obesity (Class III)'],
    ];
    for (const [bmi, label] of cases) expect(nameOf(categoryFor(bmi))).toBe(label);
  });

  it('reads the category from the BMI as shown, to one decimal', () => {
    // 24.96 shows as 25.0, so it is Overweight, not Healthy.
    const kg = String(24.96 * 1.8 * 1.8);
    expect(metric(kg, '180')).toMatchObject({ bmi: 25, withinHealthy: false });
    expect(nameOf(metric(kg, '180')!.category)).toBe('Overweight');
  });

  it('says how far outside the healthy range the weight is', () => {
    expect(standingText(t, metric('50', '180')!)).toBe('9.9 kg below the healthy range');
    expect(standingText(t, metric('100', '180')!)).toBe('19.3 kg above the healthy range');
  });

  it.each<[Parameters<typeof readField>[0], string, number]>([
    ['cm', '30', 50],
    ['cm', '300', 260],
    ['kg', '5', 15],
    ['kg', '900', 500],
    ['ft', '2', 3],
    ['ft', '9', 8],
    ['inch', '14', 11],
    ['inch', '0', 0],
    ['lb', '10', 35],
    ['lb', '2000', 1100],
  ])('clamps %s %s to %d', (field, typed, clamped) => {
    expect(readField(field, typed)).toBe(clamped);
  });

  it('computes the BMI from the clamped weight', () => {
    expect(metric('900', '178')?.weight).toBe(500);
    expect(metric('900', '178')?.bmi).toBe(157.8);
  });

  it('shows no BMI when height or weight is empty, not a number or not positive', () => {
    for (const [kg, cm] of [
      ['', '178'],
      ['72', ''],
      ['0', '178'],
      ['72', '-1'],
      ['abc', '178'],
      ['72', '1e400'],
      ['٣', '178'],
    ]) {
      expect(metric(kg!, cm!)).toBeNull();
    }
    expect(imperial('160', '', '9')).toBeNull();
    expect(imperial('160', '5', '-1')).toBeNull();
    expect(bmiCalculator({ ...blank, u: 'x' as 'm', kg: '72', cm: '178' })?.system).toBe('m');
  });

  it('accepts thousands separators and a decimal comma', () => {
    expect(metric('72,5', '178')?.weight).toBe(72.5);
    expect(imperial('1,000', '6')?.weight).toBe(1000);
  });

  it('converts the entered figures when the unit system switches', () => {
    expect(convertFields({ ...blank, kg: '72', cm: '178' }, 'i')).toEqual({
      u: 'i',
      lb: '158.7',
      ft: '5',
      inch: '10',
    });
    expect(convertFields({ ...blank, u: 'i', lb: '160', ft: '5', inch: '9' }, 'm')).toEqual({
      u: 'm',
      kg: '72.6',
      cm: '175.3',
    });
    // 182.8 cm is 71.97 in: 6 ft 0 in, not 5 ft 12 in.
    expect(convertFields({ ...blank, cm: '182.8' }, 'i')).toEqual({ u: 'i', ft: '6', inch: '0' });
    expect(convertFields({ ...blank, kg: 'abc' }, 'i')).toEqual({ u: 'i' });
  });

  it('keeps the BMI within 2% across a unit switch and on the gauge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 200 }), fc.integer({ min: 140, max: 210 }), (kg, cm) => {
        const input = { ...blank, kg: String(kg), cm: String(cm) };
        const before = bmiCalculator(input)!;
        const after = bmiCalculator({ ...input, ...convertFields(input, 'i') })!;
        // Heights switch to whole inches, so the BMI may move by up to about 2% (half an inch in 55).
        expect(Math.abs(after.bmi - before.bmi)).toBeLessThanOrEqual(before.bmi * 0.02 + 0.1);
        expect(before.gaugeAt).toBeGreaterThanOrEqual(0);
        expect(before.gaugeAt).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never shows NaN or Infinity, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        for (const u of ['m', 'i'] as const) {
          const result = bmiCalculator({ u, kg: a, cm: b, lb: a, ft: b, inch: a });
          if (result) expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity|null/);
        }
      }),
    );
  });
});
