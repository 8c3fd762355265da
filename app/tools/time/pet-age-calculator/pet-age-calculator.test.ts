import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate, type T } from '~/lib/i18n';
import {
  CAT_TABLE,
  DOG_SIZES,
  DOG_TABLES,
  GUINEA_PIG_TABLE,
  RABBIT_TABLE,
  SPECIES,
  type AgeTable,
  type DogSize,
  type Species,
} from './data';
import {
  articleFor,
  catLifeStage,
  conversionChart,
  DEFAULTS,
  formatYears,
  lookupHumanYears,
  METHOD,
  petAgeCalculator,
  roundHuman,
  type PetAgeResult,
} from './pet-age-calculator';
import en from './messages/en';
import { noteText, sentenceText, summaryText } from './words';

const calc = (species: Species, age: string, size: DogSize = 'medium') =>
  petAgeCalculator({ species, size, age });

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;

/** A result with the page's English for its sentences, warning, notes, method and life stage. */
const ok = (r: PetAgeResult | null) => {
  if (r === null) throw new Error('expected a result, got null');
  return {
    ...r,
    method: t(r.method),
    sentence: sentenceText(t, r),
    summary: summaryText(t, r),
    warning: r.warning && t('lifespanWarning', { years: r.warning.years }),
    notes: r.notes.map((note) => noteText(t, note)),
    lifeStage: r.lifeStage && {
      stage: t(`stage.${r.lifeStage.id}`),
      range: t(`stageRange.${r.lifeStage.id}`),
    },
  };
};

const human = (species: Species, age: string, size: DogSize = 'medium') =>
  ok(calc(species, age, size)).humanAge;

describe('the examples', () => {
  it.each([
    ['dog', 'medium', '1', 15],
    ['dog', 'medium', '2', 24],
    ['dog', 'medium', '5', 39],
    ['cat', 'medium', '5', 36],
    ['rabbit', 'medium', '1', 12],
    ['rabbit', 'medium', '2', 20],
    ['guineapig', 'medium', '1', 14],
    ['guineapig', 'medium', '2', 22],
  ] as const)('%s (%s) aged %s is %i in human years', (species, size, age, expected) => {
    expect(human(species, age, size)).toBe(expected);
  });

  it('the defaults are dog, medium, 5 and give 39', () => {
    expect(DEFAULTS).toEqual({ species: 'dog', size: 'medium', age: '5' });
    expect(ok(petAgeCalculator(DEFAULTS))).toMatchObject({
      petAge: 5,
      humanAge: 39,
      species: 'dog',
      dogSize: 'medium',
      method: 'Lookup + interpolation',
      beyondTypical: false,
      originalAge: 5,
      capped: false,
      extrapolated: null,
      warning: null,
      lifeStage: null,
      sentence: 'A 5-year-old medium dog is about 39 in human years.',
      summary: 'A 5-year-old medium dog is about 39 in human years.',
      notes: [],
    });
    expect(en[METHOD]).toBe('Lookup + interpolation');
  });

  it('the browser test link (large dog, 7 years) gives 54', () => {
    expect(ok(calc('dog', '7', 'large'))).toMatchObject({
      humanAge: 54,
      sentence: 'A 7-year-old large dog is about 54 in human years.',
    });
  });
});

describe('the tables', () => {
  const all: [string, AgeTable][] = [
    ...DOG_SIZES.map((size) => [`dog ${size}`, DOG_TABLES[size]] as [string, AgeTable]),
    ['cat', CAT_TABLE],
    ['rabbit', RABBIT_TABLE],
    ['guinea pig', GUINEA_PIG_TABLE],
  ];

  it.each(all)('%s: at least two rows, pet ages strictly rising, human ages rising', (_, table) => {
    expect(table.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < table.length; i++) {
      expect(table[i]![0]).toBeGreaterThan(table[i - 1]![0]);
      expect(table[i]![1]).toBeGreaterThan(table[i - 1]![1]);
    }
  });

  it('every row converts to itself', () => {
    for (const [, table] of all) {
      for (const [pet, hum] of table) expect(lookupHumanYears(table, pet)).toBe(hum);
    }
  });

  it('larger dogs are never younger than smaller dogs from 2 years on', () => {
    for (let i = 1; i < DOG_TABLES.small.length; i++) {
      const at = (size: DogSize) => DOG_TABLES[size][i]![1];
      expect(at('small')).toBeLessThanOrEqual(at('medium'));
      expect(at('medium')).toBeLessThanOrEqual(at('large'));
      expect(at('large')).toBeLessThanOrEqual(at('giant'));
    }
  });

  it('dog tables run to 16 years (small 80 to giant 122); a 15-year-old is 76 to 115 (AVMA)', () => {
    expect(DOG_SIZES.map((size) => DOG_TABLES[size].at(-1))).toEqual([
      [16, 80],
      [16, 94],
      [16, 108],
      [16, 122],
    ]);
    expect([DOG_TABLES.small[14], DOG_TABLES.giant[14]]).toEqual([
      [15, 76],
      [15, 115],
    ]);
  });

  it('cats follow AAFP/AAHA: 15, 24, then 4 per year', () => {
    expect(CAT_TABLE.slice(0, 3)).toEqual([
      [1, 15],
      [2, 24],
      [3, 28],
    ]);
    for (let i = 2; i < CAT_TABLE.length; i++) expect(CAT_TABLE[i]![1] - CAT_TABLE[i - 1]![1]).toBe(4);
    expect(CAT_TABLE.at(-1)).toEqual([25, 116]);
  });

  it('the rabbit and guinea pig tables stop at their typical lifespan (10 and 7)', () => {
    expect(RABBIT_TABLE.at(-1)![0]).toBe(10);
    expect(GUINEA_PIG_TABLE.at(-1)![0]).toBe(7);
  });
});

describe('interpolation and extrapolation', () => {
  it('interpolates linearly between rows and rounds half up', () => {
    // Medium dog: 1 -> 15, 2 -> 24, so 1.5 -> 19.5 -> 20.
    expect(lookupHumanYears(DOG_TABLES.medium, 1.5)).toBe(19.5);
    expect(human('dog', '1.5')).toBe(20);
    expect(human('dog', '1.2')).toBe(17); // 16.8
    expect(human('dog', '4.5')).toBe(37); // 36.5 -> 37
    expect(human('cat', '2.5')).toBe(26);
    expect(human('rabbit', '5.5')).toBe(47);
    expect(human('guineapig', '2.5')).toBe(27);
    expect(human('dog', '3.3', 'giant')).toBe(33); // 31 + 0.3 x 7 = 33.1
  });

  it('ignores float noise when rounding', () => {
    expect(roundHuman(19.499999999999996)).toBe(20);
    expect(roundHuman(19.4)).toBe(19);
    expect(roundHuman(0.5)).toBe(1);
  });

  it('extrapolates below the first row from the first two rows', () => {
    // Medium dog: 15 - 9 x (1 - 0.4) = 9.6 -> 10.
    expect(lookupHumanYears(DOG_TABLES.medium, 0.4)).toBeCloseTo(9.6, 10);
    expect(ok(calc('dog', '0.4'))).toMatchObject({ humanAge: 10, extrapolated: 'below' });
    expect(human('dog', '0.5')).toBe(11); // 10.5
    expect(human('cat', '0.5')).toBe(11);
    expect(human('rabbit', '0.5')).toBe(8); // 12 - 4
    expect(human('guineapig', '0.5')).toBe(10); // 14 - 4
    expect(calc('dog', '0.4')?.notes).toEqual([{ kind: 'below', firstAge: 1 }]);
    expect(ok(calc('dog', '0.4')).notes).toEqual([
      'The chart starts at 1 year: younger ages continue its first step back in a straight line, so this is a rough estimate.',
    ]);
  });

  it('extrapolates above the last row from the last two rows', () => {
    // Medium dog: 16 -> 94, 5 per year: 20 -> 114.
    expect(ok(calc('dog', '20'))).toMatchObject({ humanAge: 114, extrapolated: 'above', warning: null });
    expect(human('dog', '18', 'small')).toBe(88);
    expect(human('dog', '17', 'giant')).toBe(129);
    expect(human('cat', '27')).toBe(124);
    expect(calc('dog', '20')?.notes).toEqual([{ kind: 'above', lastAge: 16, step: 5 }]);
    expect(ok(calc('dog', '20')).notes).toEqual([
      'The chart ends at 16 years: older ages continue its last step of 5 human years per year.',
    ]);
    // Rabbits: 10 -> 74, 6 per year.
    expect(ok(calc('rabbit', '12'))).toMatchObject({ humanAge: 86, extrapolated: 'above', notes: [] });
    // Guinea pigs: 7 -> 72, 10 per year.
    expect(human('guineapig', '8')).toBe(82);
  });

  it('the first and last rows themselves are not extrapolated', () => {
    expect(ok(calc('dog', '1')).extrapolated).toBeNull();
    expect(ok(calc('dog', '16')).extrapolated).toBeNull();
    expect(ok(calc('rabbit', '10')).extrapolated).toBeNull();
  });

  it('human age never decreases as pet age grows, for every species and size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPECIES),
        fc.constantFrom(...DOG_SIZES),
        fc.double({ min: 0.001, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (species, size, age, more) => {
          const younger = ok(calc(species, String(age), size)).humanAge;
          const older = ok(calc(species, String(age + more), size)).humanAge;
          expect(older).toBeGreaterThanOrEqual(younger);
          expect(younger).toBeGreaterThan(0);
          expect(Number.isInteger(younger)).toBe(true);
        },
      ),
    );
  });
});

describe('the caps', () => {
  it('rabbit ages above 15 are converted as 15, and the original age is kept', () => {
    const r = ok(calc('rabbit', '20'));
    expect(r).toMatchObject({ petAge: 15, originalAge: 20, capped: true, humanAge: human('rabbit', '15') });
    expect(r.humanAge).toBe(104); // 74 + 5 x 6
    expect(r.sentence).toBe('A 20-year-old rabbit (counted as 15) is about 104 in human years.');
    expect(r.notes).toEqual(['Ages above 15 years are counted as 15 for rabbits.']);
    expect(calc('rabbit', '20')?.notes).toEqual([{ kind: 'capped', species: 'rabbit', cap: 15 }]);
    expect(ok(calc('rabbit', '15'))).toMatchObject({ petAge: 15, capped: false, humanAge: 104 });
    expect(ok(calc('rabbit', '15.1'))).toMatchObject({ petAge: 15, originalAge: 15.1, capped: true });
  });

  it('guinea pig ages above 12 are converted as 12', () => {
    const r = ok(calc('guineapig', '13'));
    expect(r).toMatchObject({ petAge: 12, originalAge: 13, capped: true, humanAge: 122 });
    expect(r.notes).toEqual(['Ages above 12 years are counted as 12 for guinea pigs.']);
    expect(human('guineapig', '1000')).toBe(122);
    expect(ok(calc('guineapig', '12'))).toMatchObject({ capped: false, humanAge: 122 });
  });

  it('dogs and cats have no cap', () => {
    expect(ok(calc('dog', '30'))).toMatchObject({ petAge: 30, capped: false });
    expect(ok(calc('cat', '30'))).toMatchObject({ petAge: 30, capped: false });
  });
});

describe('the beyond-lifespan warning', () => {
  const rabbitWarning =
    'Beyond Typical Lifespan: Rabbits/Guinea pigs typically live up to around 10 years. Results beyond that are extrapolated estimates.';
  const guineaPigWarning =
    'Beyond Typical Lifespan: Rabbits/Guinea pigs typically live up to around 7 years. Results beyond that are extrapolated estimates.';

  it('uses the exact message', () => {
    expect(calc('rabbit', '11')?.warning).toEqual({ years: 10 });
    expect(calc('guineapig', '8')?.warning).toEqual({ years: 7 });
    expect(translate(en.lifespanWarning, { years: 10 })).toBe(rabbitWarning);
    expect(translate(en.lifespanWarning, { years: 7 })).toBe(guineaPigWarning);
  });

  it('rabbits: none at 10, shown at 10.1', () => {
    expect(ok(calc('rabbit', '10'))).toMatchObject({ beyondTypical: false, warning: null });
    expect(ok(calc('rabbit', '10.1'))).toMatchObject({ beyondTypical: true, warning: rabbitWarning });
    expect(ok(calc('rabbit', '20'))).toMatchObject({ beyondTypical: true, warning: rabbitWarning });
  });

  it('guinea pigs: none at 7, shown at 7.1', () => {
    expect(ok(calc('guineapig', '7'))).toMatchObject({ beyondTypical: false, warning: null });
    expect(ok(calc('guineapig', '7.1'))).toMatchObject({ beyondTypical: true, warning: guineaPigWarning });
  });

  it('never for dogs or cats, however old', () => {
    for (const size of DOG_SIZES) expect(ok(calc('dog', '25', size)).warning).toBeNull();
    expect(ok(calc('cat', '40')).warning).toBeNull();
  });

  it('the summary mentions it in one line', () => {
    expect(ok(calc('rabbit', '12')).summary).toBe(
      'A 12-year-old rabbit is about 86 in human years. (Beyond typical lifespan: an extrapolated estimate.)',
    );
  });
});

describe('invalid ages: no result', () => {
  it.each(['0', '-1', '-0.5', 'abc', '', '   ', '0.0', 'NaN', 'Infinity', '1e999', '5 years', '--5'])(
    '%j gives null for every species',
    (age) => {
      for (const species of SPECIES) expect(calc(species, age)).toBeNull();
    },
  );

  it('accepts a decimal comma and surrounding spaces', () => {
    expect(human('dog', ' 1,5 ')).toBe(20);
  });

  it('a huge but finite age never shows NaN or Infinity', () => {
    expect(calc('dog', '1e308')).toBeNull();
    const r = ok(calc('dog', '1000000'));
    expect(r.humanAge).toBe(94 + (1000000 - 16) * 5);
    expect(r.sentence).toBe('A 1,000,000-year-old medium dog is about 5,000,014 in human years.');
    fc.assert(
      fc.property(
        fc.constantFrom(...SPECIES),
        fc.double({ min: 1e-9, max: 1e300, noNaN: true }),
        (species, age) => {
          const result = calc(species, String(age));
          if (result) {
            const words = ok(result);
            expect(`${words.sentence} ${words.notes.join(' ')}`).not.toMatch(/NaN|Infinity|undefined/);
          }
        },
      ),
    );
  });
});

describe('wording', () => {
  it.each([
    [1, 'a'],
    [5, 'a'],
    [8, 'an'],
    [8.5, 'an'],
    [11, 'an'],
    [18, 'an'],
    [80, 'an'],
    [110, 'a'],
    [11000, 'an'],
    [1100, 'a'],
    [0.5, 'a'],
  ] as const)('%s takes "%s"', (age, article) => {
    expect(articleFor(age)).toBe(article);
  });

  it('names the animal and size', () => {
    expect(ok(calc('dog', '8', 'small')).sentence).toBe(
      'An 8-year-old small dog is about 48 in human years.',
    );
    expect(ok(calc('dog', '2', 'giant')).sentence).toBe('A 2-year-old giant dog is about 24 in human years.');
    expect(ok(calc('cat', '1.5')).sentence).toBe('A 1.5-year-old cat is about 20 in human years.');
    expect(ok(calc('guineapig', '3')).sentence).toBe('A 3-year-old guinea pig is about 32 in human years.');
    expect(ok(calc('cat', '3')).dogSize).toBeNull();
  });

  it('shows typed ages without float noise', () => {
    expect(formatYears(0.1 + 0.2)).toBe('0.3');
    expect(formatYears(1234.5)).toBe('1,234.5');
    expect(formatYears(0.0005)).toBe('0.0005');
  });
});

describe('cat life stages (AAHA/AAFP)', () => {
  it.each([
    [0.5, 'Kitten'],
    [1, 'Young adult'],
    [6.9, 'Young adult'],
    [7, 'Mature adult'],
    [10, 'Mature adult'],
    [10.1, 'Senior'],
    [25, 'Senior'],
  ] as const)('%s years: %s', (age, stage) => {
    expect(en[`stage.${catLifeStage(age).id}`]).toBe(stage);
    expect(ok(calc('cat', String(age))).lifeStage?.stage).toBe(stage);
  });
});

describe('the conversion chart', () => {
  it('lists the first 8 rows for medium dogs and cats', () => {
    expect(conversionChart()).toEqual([
      { petYears: 1, mediumDog: 15, cat: 15 },
      { petYears: 2, mediumDog: 24, cat: 24 },
      { petYears: 3, mediumDog: 29, cat: 28 },
      { petYears: 4, mediumDog: 34, cat: 32 },
      { petYears: 5, mediumDog: 39, cat: 36 },
      { petYears: 6, mediumDog: 44, cat: 40 },
      { petYears: 7, mediumDog: 49, cat: 44 },
      { petYears: 8, mediumDog: 54, cat: 48 },
    ]);
  });

  it('agrees with the tables row by row', () => {
    conversionChart().forEach((entry, i) => {
      expect([entry.petYears, entry.mediumDog]).toEqual(DOG_TABLES.medium[i]);
      expect([entry.petYears, entry.cat]).toEqual(CAT_TABLE[i]);
    });
  });
});
