import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setClockForTests, today } from '~/lib/clock';
import { buildIcs } from '~/lib/download';
import { translate, type T } from '~/lib/i18n';
import { failureOf, type Failure } from '~/lib/outcome';
import { buildQuery, readQuery } from '~/lib/url-params';
import { STATE_ROWS } from './data';
import {
  bracketsBetween,
  calendarDueDates,
  calendarEvents,
  calendarFilename,
  clampExpenseShare,
  clampStateRate,
  clampTaxYear,
  dueDates,
  federalIncomeTax,
  freelancerTaxBuffer,
  inputProblem,
  roundCents,
  stateInfo,
  type FreelancerTaxBufferInput,
  type FreelancerTaxBufferResult,
  type LineId,
} from './freelancer-tax-buffer';
import en from './messages/en';
import { schema } from './schema';
import { copyTextOf, eventWords, say, summaryOf } from './words';

/** The page's words in English (messages/en.ts), as the result's component has them. */
const t = Object.assign(
  (key: keyof typeof en, params?: Record<string, string | number>) => translate(en[key], params),
  {
    error: (result: object | null) => {
      const failure = failureOf(result as Failure | null);
      return failure && translate(en[failure.error as keyof typeof en], failure.values);
    },
  },
) as unknown as T<typeof en>;

/** A result with the words the page shows for it (words.ts). */
const said = (r: FreelancerTaxBufferResult) => ({
  ...r,
  lines: r.lines.map((l) => ({ ...l, label: say(t, l.label), note: l.note && say(t, l.note) })),
  notes: r.notes.map((note) => say(t, note)),
  summary: summaryOf(t, r),
  copyText: copyTextOf(t, r),
});

/** What the page says about input that gives no result. */
const problemOf = (input: FreelancerTaxBufferInput) => {
  const problem = inputProblem(input);
  return problem === 'empty' ? problem : t.error(problem);
};

const base: FreelancerTaxBufferInput = {
  gross: '5000',
  expenseShare: 0.25,
  state: 'CA',
  filingStatus: 'single',
  taxYear: 2026,
  w2Wages: '',
  ssWages: '',
  stateRate: null,
};

function compute(patch: Partial<FreelancerTaxBufferInput> = {}): FreelancerTaxBufferResult {
  const result = freelancerTaxBuffer({ ...base, ...patch });
  if (result === null) throw new Error('expected a result');
  return result;
}

/** The result with its words. */
const calc = (patch: Partial<FreelancerTaxBufferInput> = {}) => said(compute(patch));

const line = (result: ReturnType<typeof calc>, id: LineId) => {
  const found = result.lines.find((l) => l.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
};

const date = (iso: string) => Temporal.PlainDate.from(iso);

afterEach(() => setClockForTests(null));

describe('federal income tax with the 2024 brackets', () => {
  it.each([
    // single: 10% to 11,600 = 1,160; 12% to 47,150 = 4,266 more (5,426); 22% to 100,525 = 11,742.50
    // more (17,168.50); 24% to 191,950 = 21,942 more (39,110.50).
    [0, 'single', 0],
    [-100, 'single', 0],
    [11_600, 'single', 1_160],
    [47_150, 'single', 5_426],
    [45_400, 'single', 5_216], // 1,160 + 12% × 33,800
    [100_525, 'single', 17_168.5],
    [191_950, 'single', 39_110.5],
    // 243,725: 39,110.50 + 32% × 51,775 = 55,678.50; 609,350: + 35% × 365,625 = 183,647.25.
    [243_725, 'single', 55_678.5],
    [609_350, 'single', 183_647.25],
    [709_350, 'single', 220_647.25], // + 37% × 100,000
    // mfj: 10% to 23,200 = 2,320; 12% to 94,300 = 8,532 more (10,852).
    [23_200, 'mfj', 2_320],
    [94_300, 'mfj', 10_852],
    [70_800, 'mfj', 8_032], // 2,320 + 12% × 47,600
  ] as const)('taxable %d (%s) is %d', (taxable, status, tax) => {
    expect(federalIncomeTax(taxable, status)).toBe(tax);
  });

  it('names the brackets the extra income falls in', () => {
    expect(bracketsBetween(45_400, 48_885.07, 'single')).toEqual({ low: 0.12, high: 0.22 });
    expect(bracketsBetween(55_400, 58_885.07, 'single')).toEqual({ low: 0.22, high: 0.22 });
    // Exactly at a boundary: 11,600 is the last dollar at 10%, the next is at 12%.
    expect(bracketsBetween(0, 11_600, 'single')).toEqual({ low: 0.1, high: 0.1 });
    expect(bracketsBetween(11_600, 11_700, 'single')).toEqual({ low: 0.12, high: 0.12 });
    expect(bracketsBetween(0, 0, 'single')).toBeNull();
    expect(bracketsBetween(700_000, 800_000, 'mfj')).toEqual({ low: 0.35, high: 0.37 });
  });

  it('rounds to the cent half up without float noise', () => {
    expect(roundCents(452.145)).toBe(452.15);
    expect(roundCents(3463.125)).toBe(3463.13);
    expect(roundCents(0.004)).toBe(0);
    expect(Object.is(roundCents(-0.001), -0)).toBe(false);
  });
});

describe('the defaults: single, $5,000, 25% expenses, CA, no W-2', () => {
  it('sets aside $717.36: SE tax and state tax only (taxable income stays 0)', () => {
    const r = calc();
    // Net profit 5,000 × 0.75 = 3,750. SE earnings 3,750 × 0.9235 = 3,463.125 → 3,463.13.
    expect(r.netProfit).toBe(3750);
    expect(r.expenses).toBe(1250);
    expect(r.seEarnings).toBe(3463.13);
    // Social Security 12.4% × 3,463.13 = 429.428 → 429.43; Medicare 2.9% × 3,463.13 = 100.431 → 100.43.
    expect(r.socialSecurity).toBe(429.43);
    expect(r.medicare).toBe(100.43);
    // SE tax 529.86; half 264.93.
    expect(r.seTax).toBe(529.86);
    expect(r.halfSeTax).toBe(264.93);
    // Taxable before max(0, 0 − 14,600) = 0; after max(0, 3,750 − 264.93 − 14,600) = 0 → federal 0.
    expect(r.taxableBefore).toBe(0);
    expect(r.taxableAfter).toBe(0);
    expect(r.federalIncomeTax).toBe(0);
    expect(r.brackets).toBeNull();
    // CA 5% × 3,750 = 187.50. Total 529.86 + 187.50 = 717.36; 717.36 / 5,000 = 14.3472%; / 4 = 179.34.
    expect(r.stateRate).toBe(0.05);
    expect(r.stateRateSource).toBe('default');
    expect(r.stateTax).toBe(187.5);
    expect(r.total).toBe(717.36);
    expect(r.percentOfGross).toBeCloseTo(0.143472, 10);
    expect(r.quarterly).toBe(179.34);
    expect(r.notes).toEqual([]);
    expect(r.summary).toBe('Set aside $717.36 (14.35%) of a $5,000.00 payment: $179.34 a quarter.');
  });

  it('shows every line of the breakdown', () => {
    const shown = Object.fromEntries(calc().lines.map((l) => [l.id, `${l.label} | ${l.display}`]));
    expect(shown).toEqual({
      gross: 'Gross payment | $5,000.00',
      expenses: 'Business expenses (25%) | −$1,250.00',
      net: 'Net profit | $3,750.00',
      'se-earnings': 'Self-employment earnings (92.35% of net profit) | $3,463.13',
      'social-security': 'Social Security (12.4% of $3,463.13) | $429.43',
      medicare: 'Medicare (2.9% of $3,463.13) | $100.43',
      'se-tax': 'Self-employment tax | $529.86',
      'half-se': 'Half of the self-employment tax, deducted from income | −$264.93',
      'taxable-before':
        'Taxable income without this payment (W-2 wages $0.00 − $14,600 standard deduction) | $0.00',
      'taxable-after': 'Taxable income with this payment (plus net profit, less half the SE tax) | $0.00',
      federal: 'Federal income tax on this payment (no tax: within the standard deduction) | $0.00',
      state: 'State tax (CA 5% default, on net profit) | $187.50',
      total: 'Total to set aside | $717.36',
      percent: 'Share of the gross payment | 14.35%',
      quarterly: 'Each quarterly payment (total ÷ 4) | $179.34',
    });
  });

  it('the copy text holds the summary, the lines and the due dates', () => {
    const text = calc().copyText;
    expect(text).toContain('Set aside $717.36 (14.35%)');
    expect(text).toContain('Single, California, tax year 2026.');
    expect(text).toContain('Self-employment tax: $529.86');
    expect(text).toContain('Wednesday, April 15, 2026 (income from January to March)');
    expect(text).toContain('not tax advice');
  });
});

describe("the catalogue's example: g=8000&e=0.2&st=IL&fs=single&ty=2026", () => {
  it('sets aside $1,221.09 (15.26%), $305.27 a quarter', () => {
    const r = calc({ gross: '8000', expenseShare: 0.2, state: 'IL' });
    // Net 8,000 × 0.8 = 6,400; SE earnings 6,400 × 0.9235 = 5,910.40.
    expect(r.netProfit).toBe(6400);
    expect(r.seEarnings).toBe(5910.4);
    // SS 12.4% × 5,910.40 = 732.8896 → 732.89; Medicare 2.9% × 5,910.40 = 171.4016 → 171.40.
    expect(r.socialSecurity).toBe(732.89);
    expect(r.medicare).toBe(171.4);
    // SE tax 904.29; half 452.145 → 452.15 (half up).
    expect(r.seTax).toBe(904.29);
    expect(r.halfSeTax).toBe(452.15);
    // Taxable: 6,400 − 452.15 − 14,600 < 0 → 0; federal 0.
    expect(r.federalIncomeTax).toBe(0);
    // IL 4.95% × 6,400 = 316.80. Total 904.29 + 316.80 = 1,221.09; / 8,000 = 15.2636%; / 4 = 305.2725 → 305.27.
    expect(r.stateTax).toBe(316.8);
    expect(r.total).toBe(1221.09);
    expect(line(r, 'percent').display).toBe('15.26%');
    expect(r.quarterly).toBe(305.27);
    expect(line(r, 'state').label).toBe('State tax (IL 4.95% default, on net profit)');
  });
});

describe('with W-2 wages (single)', () => {
  it('W-2 70,000: the whole payment is in the 22% bracket', () => {
    const r = calc({ w2Wages: '70,000' });
    // Before: 70,000 − 14,600 = 55,400 → tax 5,426 + 22% × 8,250 = 7,241.
    // After: 55,400 + 3,750 − 264.93 = 58,885.07 → 5,426 + 22% × 11,735.07 = 8,007.7154 → 8,007.72.
    expect(r.taxableBefore).toBe(55_400);
    expect(r.taxableAfter).toBe(58_885.07);
    expect(r.federalIncomeTax).toBe(766.72); // 8,007.72 − 7,241 (= 22% × 3,485.07)
    expect(r.brackets).toEqual({ low: 0.22, high: 0.22 });
    expect(line(r, 'federal').label).toBe('Federal income tax on this payment (22% bracket)');
    // Total 766.72 + 529.86 + 187.50 = 1,484.08; 29.68%.
    expect(r.total).toBe(1484.08);
    expect(line(r, 'percent').display).toBe('29.68%');
    expect(r.quarterly).toBe(371.02);
  });

  it('W-2 60,000: the payment crosses from the 12% into the 22% bracket', () => {
    const r = calc({ w2Wages: '60000' });
    // Before 45,400 → 1,160 + 12% × 33,800 = 5,216.
    // After 48,885.07 → 5,426 + 22% × 1,735.07 = 5,807.7154 → 5,807.72; difference 591.72
    // (= 12% × 1,750 + 22% × 1,735.07 = 210 + 381.72).
    expect(r.taxableAfter).toBe(48_885.07);
    expect(r.federalIncomeTax).toBe(591.72);
    expect(r.brackets).toEqual({ low: 0.12, high: 0.22 });
    expect(line(r, 'federal').label).toBe('Federal income tax on this payment (12% to 22% brackets)');
    // 591.72 + 529.86 + 187.50 = 1,309.08.
    expect(r.total).toBe(1309.08);
  });

  it('W-2 10,000: the payment starts inside the standard deduction', () => {
    const r = calc({ w2Wages: '10000', gross: '10000', expenseShare: 0 });
    // Net 10,000; SE earnings 9,235; SS 1,145.14; Medicare 267.815 → 267.82; SE tax 1,412.96; half 706.48.
    expect(r.seTax).toBe(1412.96);
    expect(r.halfSeTax).toBe(706.48);
    // Before: 0; after: 10,000 + 10,000 − 706.48 − 14,600 = 4,693.52 → 10% = 469.352 → 469.35.
    expect(r.taxableAfter).toBe(4693.52);
    expect(r.federalIncomeTax).toBe(469.35);
    expect(r.brackets).toEqual({ low: 0.1, high: 0.1 });
  });
});

describe('married filing jointly', () => {
  it('W-2 100,000, $20,000 at 10% expenses in Texas: all in the 12% bracket', () => {
    const r = calc({
      filingStatus: 'mfj',
      gross: '20000',
      expenseShare: 0.1,
      w2Wages: '100000',
      state: 'TX',
    });
    // Net 18,000; SE earnings 16,623; SS 12.4% = 2,061.252 → 2,061.25; Medicare 2.9% = 482.067 → 482.07.
    expect(r.seEarnings).toBe(16_623);
    expect(r.seTax).toBe(2543.32);
    expect(r.halfSeTax).toBe(1271.66);
    // Before 100,000 − 29,200 = 70,800 → 8,032. After 70,800 + 18,000 − 1,271.66 = 87,528.34
    // → 2,320 + 12% × 64,328.34 = 10,039.4008 → 10,039.40. Difference 2,007.40.
    expect(r.standardDeduction).toBe(29_200);
    expect(r.taxableAfter).toBe(87_528.34);
    expect(r.federalIncomeTax).toBe(2007.4);
    expect(r.brackets).toEqual({ low: 0.12, high: 0.12 });
    // TX 0. Total 2,007.40 + 2,543.32 = 4,550.72; 22.75%; 1,137.68 a quarter.
    expect(r.stateTax).toBe(0);
    expect(r.total).toBe(4550.72);
    expect(line(r, 'percent').display).toBe('22.75%');
    expect(r.quarterly).toBe(1137.68);
  });

  it('W-2 120,000: crosses 94,300 into the 22% bracket', () => {
    const r = calc({
      filingStatus: 'mfj',
      gross: '20000',
      expenseShare: 0.1,
      w2Wages: '120000',
      state: 'TX',
    });
    // Before 90,800 → 2,320 + 12% × 67,600 = 10,432. After 107,528.34 → 10,852 + 22% × 13,228.34
    // = 13,762.2348 → 13,762.23. Difference 3,330.23.
    expect(r.federalIncomeTax).toBe(3330.23);
    expect(r.brackets).toEqual({ low: 0.12, high: 0.22 });
  });

  it('the same income costs less federal tax than single', () => {
    const single = calc({ w2Wages: '60000' });
    const joint = calc({ w2Wages: '60000', filingStatus: 'mfj' });
    // mfj: before 30,800 → 2,320 + 12% × 7,600 = 3,232; after 34,285.07 → 2,320 + 12% × 11,085.07
    // = 3,650.2084 → 3,650.21; difference 418.21.
    expect(joint.federalIncomeTax).toBe(418.21);
    expect(joint.federalIncomeTax).toBeLessThan(single.federalIncomeTax);
  });
});

describe('the Social Security wage base', () => {
  it('W-2 Social Security wages above 168,600: only Medicare applies', () => {
    const r = calc({ gross: '10000', expenseShare: 0, w2Wages: '200000', ssWages: '200000', state: 'WA' });
    // SE earnings 9,235; SS base left max(0, 168,600 − 200,000) = 0 → SS 0; Medicare 267.815 → 267.82.
    expect(r.wageBaseLeft).toBe(0);
    expect(r.socialSecurity).toBe(0);
    expect(r.medicare).toBe(267.82);
    expect(r.seTax).toBe(267.82);
    expect(r.halfSeTax).toBe(133.91);
    // Before 185,400 → 17,168.50 + 24% × 84,875 = 37,538.50. After 195,266.09 → 39,110.50 + 32% ×
    // 3,316.09 = 40,171.6488 → 40,171.65. Difference 2,633.15 (24% then 32%).
    expect(r.federalIncomeTax).toBe(2633.15);
    expect(r.brackets).toEqual({ low: 0.24, high: 0.32 });
    // WA 0. Total 2,633.15 + 267.82 = 2,900.97.
    expect(r.total).toBe(2900.97);
    expect(line(r, 'social-security').display).toBe('$0.00');
    expect(line(r, 'social-security').note).toMatch(/already reach the \$168,600 wage base/);
  });

  it('W-2 Social Security wages of 160,000 leave 8,600 of the base', () => {
    const r = calc({ gross: '20000', expenseShare: 0, ssWages: '160000' });
    // SE earnings 18,470; SS on 8,600 = 1,066.40; Medicare on 18,470 = 535.63.
    expect(r.wageBaseLeft).toBe(8600);
    expect(r.socialSecurityEarnings).toBe(8600);
    expect(r.socialSecurity).toBe(1066.4);
    expect(r.medicare).toBe(535.63);
    expect(line(r, 'social-security').label).toBe('Social Security (12.4% of $8,600.00)');
    expect(line(r, 'social-security').note).toMatch(/Only \$8,600.00 of the \$168,600 wage base is left/);
  });

  it('W-2 wages alone do not use up the base: only the Social Security wages do', () => {
    expect(calc({ w2Wages: '300000' }).socialSecurity).toBe(429.43);
  });
});

describe('state rates', () => {
  it('has the 50 states and DC, each from 0 to 5%', () => {
    expect(STATE_ROWS).toHaveLength(51);
    expect(new Set(STATE_ROWS.map(([code]) => code)).size).toBe(51);
    for (const [code, rate] of STATE_ROWS) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(en[`state.${code}`].length).toBeGreaterThan(3);
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(0.05);
    }
  });

  it("keeps the spec's values", () => {
    for (const code of ['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY']) {
      expect(stateInfo(code).defaultRate).toBe(0);
    }
    expect(stateInfo('CA').defaultRate).toBe(0.05);
    expect(stateInfo('IL').defaultRate).toBe(0.0495);
    expect(stateInfo('DC')).toEqual({ code: 'DC', listed: 'DC', defaultRate: 0.05 });
    expect(en['state.DC']).toBe('District of Columbia');
    expect(stateInfo('PA').defaultRate).toBe(0.0307);
  });

  it('reads codes in any case and with spaces', () => {
    expect(stateInfo(' il ')).toMatchObject({ code: 'IL', listed: 'IL' });
    expect(en['state.IL']).toBe('Illinois');
    expect(calc({ state: 'tx' }).stateTax).toBe(0);
  });

  it('an unknown state gets 4%', () => {
    const r = calc({ state: 'PR' });
    expect(stateInfo('PR')).toEqual({ code: 'PR', listed: null, defaultRate: 0.04 });
    // 4% × 3,750 = 150.
    expect(r.stateTax).toBe(150);
    expect(r.stateRateSource).toBe('unknown');
    expect(r.notes).toEqual(['“PR” is not one of the 50 states or DC, so a 4% state rate is assumed.']);
    expect(line(r, 'state').label).toBe('State tax (unknown state PR 4% assumed, on net profit)');
    expect(calc({ state: '' }).notes).toEqual(['No state given, so a 4% state rate is assumed.']);
  });

  it('the override replaces the default, 0 included', () => {
    const r = calc({ stateRate: 0.07 });
    // 7% × 3,750 = 262.50.
    expect(r.stateTax).toBe(262.5);
    expect(r.stateRateSource).toBe('override');
    expect(line(r, 'state').label).toBe('State tax (CA 7% your rate, on net profit)');
    expect(calc({ stateRate: 0 }).stateTax).toBe(0);
    // An override also replaces the 4% of an unknown state, without the note.
    expect(calc({ state: 'GU', stateRate: 0.02 })).toMatchObject({ stateTax: 75, notes: [] });
  });

  it('the override is clamped to 0-15%', () => {
    // 15% × 3,750 = 562.50.
    const high = calc({ stateRate: 0.4 });
    expect(high.stateRate).toBe(0.15);
    expect(high.stateTax).toBe(562.5);
    expect(high.notes).toEqual(['State rate lowered to 15%, the highest rate this tool takes.']);
    const low = calc({ stateRate: -0.1 });
    expect(low.stateRate).toBe(0);
    expect(low.notes).toEqual(['State rate raised to 0%: it cannot be negative.']);
    expect(clampStateRate(0.15)).toBe(0.15);
    expect(clampStateRate(Number.NaN)).toBe(0);
    // A non-finite override counts as blank: the state's default.
    expect(calc({ stateRate: Number.NaN }).stateRate).toBe(0.05);
  });
});

describe('clamps', () => {
  it('gross payment at least 0', () => {
    const r = calc({ gross: '-500' });
    expect(r.gross).toBe(0);
    expect(r.total).toBe(0);
    expect(r.percentOfGross).toBe(0);
    expect(line(r, 'percent').display).toBe('0%');
    expect(r.notes).toEqual(['Gross payment raised to $0.00: it cannot be negative.']);
  });

  it('a gross payment of 0 gives zeros, never NaN', () => {
    const r = calc({ gross: '0' });
    expect(r.lines.map((l) => l.display).join(' ')).not.toMatch(/NaN|Infinity|undefined/);
    expect(r.total).toBe(0);
  });

  it('amounts above a trillion are lowered to it', () => {
    const r = calc({ gross: '5e15', w2Wages: '1e300' });
    expect(r.gross).toBe(1e12);
    expect(r.w2Wages).toBe(1e12);
    expect(r.notes).toHaveLength(2);
    expect(Number.isFinite(r.total)).toBe(true);
    expect(r.total).toBeLessThan(r.gross);
  });

  it('expense share clamped 0 to 0.95', () => {
    expect(clampExpenseShare(1)).toBe(0.95);
    expect(clampExpenseShare(-1)).toBe(0);
    expect(clampExpenseShare(Number.NaN)).toBe(0.25);
    const r = calc({ expenseShare: 3 });
    // Net 5,000 × 0.05 = 250.
    expect(r.expenseShare).toBe(0.95);
    expect(r.netProfit).toBe(250);
    expect(r.notes).toEqual(['Expense share lowered to 95%, the most this tool allows.']);
    expect(calc({ expenseShare: -0.5 }).netProfit).toBe(5000);
  });

  it('tax year clamped 2020 to 2100', () => {
    expect(clampTaxYear(1999)).toBe(2020);
    expect(clampTaxYear(3000)).toBe(2100);
    expect(clampTaxYear(2026)).toBe(2026);
    const r = calc({ taxYear: 2200 });
    expect(r.taxYear).toBe(2100);
    expect(r.dueDates[3]?.date.toString()).toBe('2101-01-15');
    expect(r.notes).toEqual(['Tax year set to 2100: the tool covers 2020 to 2100.']);
  });

  it('W-2 wages and W-2 Social Security wages at least 0', () => {
    const r = calc({ w2Wages: '-1', ssWages: '-2' });
    expect(r.w2Wages).toBe(0);
    expect(r.ssWages).toBe(0);
    expect(r.notes).toEqual([
      'W-2 wages raised to $0.00: it cannot be negative.',
      'W-2 Social Security wages raised to $0.00: it cannot be negative.',
    ]);
  });

  it('filing status single or mfj only', () => {
    const r = calc({ filingStatus: 'hoh' });
    expect(r.filingStatus).toBe('single');
    expect(r.notes).toEqual(['Unknown filing status: single is used.']);
  });
});

describe('empty and bad input', () => {
  it('a blank gross payment gives no result', () => {
    expect(freelancerTaxBuffer({ ...base, gross: '  ' })).toBeNull();
    expect(inputProblem({ ...base, gross: '' })).toBe('empty');
    expect(problemOf({ ...base, gross: '' })).toBe('empty');
  });

  it('text that is not a number hides the result and says which field', () => {
    expect(freelancerTaxBuffer({ ...base, gross: 'abc' })).toBeNull();
    expect(inputProblem({ ...base, gross: 'abc' })).toEqual({ error: 'invalid.gross' });
    expect(problemOf({ ...base, gross: 'abc' })).toBe('Gross payment: enter a number, for example 5,000.');
    expect(problemOf({ ...base, w2Wages: '12k' })).toBe('W-2 wages: enter a number, for example 60,000.');
    expect(problemOf({ ...base, ssWages: 'x' })).toMatch(/^W-2 Social Security wages: enter a number/);
    expect(inputProblem(base)).toBeNull();
  });

  it('accepts 8,000 and a decimal comma, and rounds to the cent', () => {
    expect(calc({ gross: '8,000' }).gross).toBe(8000);
    expect(calc({ gross: '12,5' }).gross).toBe(12.5);
    expect(calc({ gross: '100.005' }).gross).toBe(100.01);
  });

  it('without a tax year (before hydration) there are no due dates', () => {
    const r = calc({ taxYear: null });
    expect(r.taxYear).toBeNull();
    expect(r.dueDates).toEqual([]);
    expect(r.copyText).not.toContain('Due dates');
    expect(r.total).toBe(717.36);
  });
});

describe('due dates and the calendar file', () => {
  it('15 April, 15 June, 15 September and 15 January of the next year', () => {
    const dates = dueDates(2026);
    expect(dates.map((d) => d.date.toString())).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
    expect(dates.map((d) => d.readable)).toEqual([
      'Wednesday, April 15, 2026',
      'Monday, June 15, 2026',
      'Tuesday, September 15, 2026',
      'Friday, January 15, 2027',
    ]);
    expect(dates.map((d) => d.taxYear)).toEqual([2026, 2026, 2026, 2026]);
  });

  it('flags a weekend date without moving it', () => {
    // 2028: April 15 is a Saturday, January 15, 2029 a Monday; 2029: September 15 is a Saturday.
    const d2028 = dueDates(2028);
    expect(d2028[0]).toMatchObject({ weekend: true, readable: 'Saturday, April 15, 2028' });
    expect(d2028[3]?.weekend).toBe(false);
    expect(dueDates(2029)[2]).toMatchObject({ weekend: true, readable: 'Saturday, September 15, 2029' });
    expect(dueDates(2026).some((d) => d.weekend)).toBe(false);
  });

  it('keeps only the dates on or after today', () => {
    const dates = dueDates(2026);
    const iso = (list: { date: Temporal.PlainDate }[]) => list.map((d) => d.date.toString());
    expect(iso(calendarDueDates(dates, date('2026-01-01')))).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
    expect(iso(calendarDueDates(dates, date('2026-06-15')))).toEqual([
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
    expect(iso(calendarDueDates(dates, date('2026-06-16')))).toEqual(['2026-09-15', '2027-01-15']);
    expect(iso(calendarDueDates(dates, date('2027-01-15')))).toEqual(['2027-01-15']);
  });

  it('keeps all four when none is in the future', () => {
    expect(calendarDueDates(dueDates(2024), date('2026-11-22'))).toHaveLength(4);
  });

  it("uses the fixed clock's today", () => {
    setClockForTests('2026-07-01T10:00:00');
    const r = compute({ gross: '8000', expenseShare: 0.2, state: 'IL' });
    const events = calendarEvents(r, today(), eventWords(t, r));
    expect(events.map((e) => e.date.toString())).toEqual(['2026-09-15', '2027-01-15']);
    expect(events[0]?.title).toBe('Estimated tax payment 3 of 4 (tax year 2026): $305.27');
    expect(events[0]?.description).toContain('a quarter of the $1,221.09 set aside from a $8,000.00 payment');
    expect(events[0]?.description).toContain('next business day');
  });

  it('builds an .ics file of all-day events', async () => {
    const r = compute();
    const events = calendarEvents(r, date('2026-05-01'), eventWords(t, r));
    const ics = (await buildIcs(events)).replace(/\r\n[ \t]/g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('DTSTART;VALUE=DATE:20260615');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260915');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270115');
    expect(ics).not.toContain('20260415');
    expect(ics).toContain('SUMMARY:Estimated tax payment 2 of 4 (tax year 2026): $179.34');
    expect(calendarFilename(2026)).toBe('estimated-tax-2026.ics');
  });
});

describe('the address (schema)', () => {
  const read = (search: string) => readQuery(schema, search).state;

  it("reads the catalogue's example", () => {
    expect(read('?g=8000&e=0.2&st=IL&fs=single&ty=2026')).toMatchObject({
      g: '8000',
      e: 0.2,
      st: 'IL',
      fs: 'single',
      ty: 2026,
      sr: null,
    });
  });

  it('clamps e, ty and sr, and ignores a malformed value', () => {
    expect(read('?e=2&ty=1999&sr=0.5')).toMatchObject({ e: 0.95, ty: 2020, sr: 0.15 });
    expect(read('?e=-1&ty=9999&sr=-3')).toMatchObject({ e: 0, ty: 2100, sr: 0 });
    expect(read('?e=abc&ty=20x6&sr=abc&fs=hoh')).toMatchObject({ e: 0.25, sr: null, fs: 'single' });
    expect(read('?sr=')).toMatchObject({ sr: null });
  });

  it('the tax year defaults to the current year once live, and is left out when it is that', () => {
    setClockForTests('2027-03-01T12:00:00');
    expect(read('').ty).toBe(2027);
    // The static HTML has no year: it was built on another day.
    expect(readQuery(schema, '', false).state.ty).toBeNull();
    const state = { ...read(''), g: '8000', e: 0.2, st: 'IL' };
    expect(buildQuery(schema, state)).toBe('?g=8000&e=0.2&st=IL');
    expect(buildQuery(schema, { ...state, ty: 2026, sr: 0.0625, w2: '60000' })).toBe(
      '?g=8000&e=0.2&st=IL&ty=2026&w2=60000&sr=0.0625',
    );
  });
});

describe('properties', () => {
  const status = fc.constantFrom('single', 'mfj');
  const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
  const common = fc.record({
    expenseShare: fc.double({ min: 0, max: 0.95, noNaN: true }),
    state: fc.constantFrom('CA', 'IL', 'TX', 'NY', 'PR'),
    filingStatus: status,
    w2: cents(800_000),
    ss: cents(250_000),
    stateRate: fc.option(fc.double({ min: 0, max: 0.15, noNaN: true }), { nil: null }),
  });
  const input = (c: typeof common extends fc.Arbitrary<infer T> ? T : never, gross: number) => ({
    ...base,
    gross: String(gross),
    expenseShare: c.expenseShare,
    state: c.state,
    filingStatus: c.filingStatus,
    w2Wages: String(c.w2),
    ssWages: String(c.ss),
    stateRate: c.stateRate,
  });

  it('a larger payment never lowers the set-aside', () => {
    fc.assert(
      fc.property(common, cents(2_000_000), cents(2_000_000), (c, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const small = freelancerTaxBuffer(input(c, low))!;
        const large = freelancerTaxBuffer(input(c, high))!;
        return small.total <= large.total;
      }),
    );
  });

  it('the set-aside is never more than the gross payment, and every figure is finite', () => {
    fc.assert(
      fc.property(common, cents(5_000_000), (c, gross) => {
        const r = freelancerTaxBuffer(input(c, gross))!;
        const numbers = [r.total, r.federalIncomeTax, r.seTax, r.stateTax, r.quarterly, r.percentOfGross];
        return (
          r.total <= r.gross &&
          r.total >= 0 &&
          numbers.every(Number.isFinite) &&
          !r.lines.some((l) => /NaN|Infinity|undefined/.test(l.display + l.label))
        );
      }),
    );
  });

  it('the lines add up to the total', () => {
    fc.assert(
      fc.property(common, cents(1_000_000), (c, gross) => {
        const r = freelancerTaxBuffer(input(c, gross))!;
        return (
          roundCents(r.socialSecurity + r.medicare) === r.seTax &&
          roundCents(r.federalIncomeTax + r.seTax + r.stateTax) === r.total &&
          roundCents(r.expenses + r.netProfit) === r.gross
        );
      }),
    );
  });
});
