import { describe, expect, it } from 'vitest';
import { adjustment, gramsPerBean, NEED_COUNT, NEED_GRAMS, weightOfCount } from './exact-dose-bean-counter';

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
    expect(adjustment('18', '18.05', '0.12')).toMatchObject({ beans: 0, action: 'none' });
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
    expect(adjustment('', '17', '0.12')).toEqual({ error: 'Enter target & current grams.' });
    expect(adjustment('18', 'x', '0.12')).toEqual({ error: NEED_GRAMS });
    expect(adjustment('0', '0', '0.12')).toEqual({ error: NEED_GRAMS });
    expect(weightOfCount('', '0.12')).toEqual({ error: 'Enter a bean count.' });
    expect(weightOfCount('12.5', '0.12')).toEqual({ error: NEED_COUNT });
    expect(weightOfCount('-3', '0.12')).toEqual({ error: NEED_COUNT });
  });
});
