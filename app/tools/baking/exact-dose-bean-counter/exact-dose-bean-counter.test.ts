import { describe, expect, it } from 'vitest';
import { formatNumber } from '~/lib/format';
import { translate } from '~/lib/i18n';
import {
  adjustment as adjustmentOf,
  gramsPerBean,
  weightOfCount as weightOf,
} from './exact-dose-bean-counter';
import en from './messages/en';

// The results with their sentences as the page writes them in English.
const adjustment = (target: string, current: string, bean: string) => {
  const r = adjustmentOf(target, current, bean);
  if ('error' in r) return r;
  const text =
    r.action === 'none'
      ? translate(en['adjust.none'], { g: r.g })
      : translate(en[`adjust.${r.action}`], { count: String(r.beans), n: r.beans, g: r.g });
  return { ...r, text };
};
const weightOfCount = (count: string, bean: string) => {
  const r = weightOf(count, bean);
  if ('error' in r) return r;
  const text = translate(en.countWeight, {
    count: formatNumber(r.count, 0),
    grams: formatNumber(r.grams, { min: 1, max: 2 }),
  });
  return { ...r, text };
};

describe('exact dose bean counter', () => {
  it('works out the defaults: 17.4 g to 18 g at 0.12 g a bean is 5 beans; 147 beans weigh 17.64 g', () => {
    expect(adjustment('18', '17.4', '0.12')).toMatchObject({
      beans: 5,
      action: 'add',
      text: 'Add 5 beans (0.6 g short).',
    });
    expect(weightOfCount('147', '0.12')).toMatchObject({ text: '147 beans weigh about 17.64 g.' });
  });

  it('works out the catalogue example: 19.2 g to 20 g at 0.13 g a bean', () => {
    // 0.8 / 0.13 = 6.15: 6 beans.
    expect(adjustment('20', '19.2', '0.13')).toMatchObject({ beans: 6, action: 'add' });
    expect(weightOfCount('150', '0.13')).toMatchObject({ grams: 19.5 });
  });

  it('says to take beans out when over, and on target within half a bean', () => {
    expect(adjustment('18', '18.5', '0.12')).toMatchObject({
      beans: 4,
      action: 'remove',
      text: 'Remove 4 beans (0.5 g over).',
    });
    expect(adjustment('18', '18.05', '0.12')).toMatchObject({
      beans: 0,
      action: 'none',
      g: '0.05',
      text: 'On target: within half a bean (0.05 g off).',
    });
    expect(adjustment('18', '17.88', '0.12')).toMatchObject({ beans: 1, text: 'Add 1 bean (0.12 g short).' });
  });

  it.each([
    ['', 0.12],
    ['abc', 0.12],
    ['0', 0.12],
    ['-1', 0.12],
    ['0.01', 0.05],
    ['1', 0.3],
    ['0,15', 0.15],
  ])('defaults and clamps the bean weight: %j is %s g', (text, grams) => {
    expect(gramsPerBean(text)).toBe(grams);
  });

  it('gives the exact messages for missing input', () => {
    expect(adjustment('', '17', '0.12')).toEqual({ error: 'needGrams' });
    expect(en.needGrams).toBe('Enter target & current grams.');
    expect(adjustment('18', 'x', '0.12')).toEqual({ error: 'needGrams' });
    expect(adjustment('0', '0', '0.12')).toEqual({ error: 'needGrams' });
    expect(weightOfCount('', '0.12')).toEqual({ error: 'needCount' });
    expect(en.needCount).toBe('Enter a bean count.');
    expect(weightOfCount('12.5', '0.12')).toEqual({ error: 'needCount' });
    expect(weightOfCount('-3', '0.12')).toEqual({ error: 'needCount' });
  });
});
