import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsFrom } from '~/lib/i18n';
import en from './messages/en';
import {
  AMOUNT_MAX,
  convertSalary,
  CURRENCIES,
  currencyDecimals,
  PAY_MODES,
  PERIODS,
  readAmount,
  readSchedule,
  type SalaryInput,
  type SalaryResult,
  type Schedule,
} from './salary-converter';
import { copyTextOf, noEffectiveText, noteText, scheduleText, summaryOf } from './words';

/** The page's words in English (messages/en.ts), as the component has them. */
const t = wordsFrom<typeof en>(en);

/** A result with the words the page shows for it (words.ts). */
const said = (result: SalaryResult) => ({
  ...result,
  notes: result.notes.map((note) => noteText(t, note)),
  effectiveNote: result.effectiveHourly === null ? noEffectiveText(t, result.schedule) : null,
  summary: summaryOf(t, result),
  copyText: copyTextOf(t, result),
});

const base: SalaryInput = {
  mode: 'hourly',
  amount: '',
  currency: 'USD',
  hoursPerDay: '8',
  daysPerWeek: '5',
  weeksPerYear: '52',
  pto: '10',
  holidays: '10',
  unpaidWeeks: '0',
};
const convert = (patch: Partial<SalaryInput>) => convertSalary({ ...base, ...patch });
const ok = (patch: Partial<SalaryInput>) => {
  const result = convert(patch);
  if (result === null) throw new Error('expected a result');
  return said(result);
};
/** Every period's figure as shown. */
const shown = (result: Pick<SalaryResult, 'rows'>) =>
  Object.fromEntries(result.rows.map((row) => [row.period, row.display]));

describe('hourly at the defaults (8 h/day, 5 days/week, 52 weeks)', () => {
  it('$25 an hour is $52,000 a year and $4,333.33 a month', () => {
    // 25 × 8 = 200 a day; × 5 = 1,000 a week; × 52 = 52,000 a year; / 12 = 4,333.33; / 24 = 2,166.67.
    const result = ok({ amount: '25' });
    expect(result.values.annual).toBe(52_000);
    expect(shown(result)).toEqual({
      hourly: '$25.00',
      daily: '$200.00',
      weekly: '$1,000.00',
      biweekly: '$2,000.00',
      semimonthly: '$2,166.67',
      monthly: '$4,333.33',
      annual: '$52,000.00',
    });
    expect(result.schedule).toMatchObject({ paidWeeks: 52, paidHours: 2080 });
    expect(result.summary).toBe('$25.00 an hour is $52,000.00 a year (8 h/day, 5 days/week, 52 weeks)');
  });

  it('marks exactly the entered period', () => {
    for (const mode of PAY_MODES) {
      const rows = ok({ mode, amount: '100' }).rows;
      expect(rows.filter((row) => row.entered).map((row) => row.period)).toEqual([mode]);
    }
  });

  it('lists the seven periods in order', () => {
    expect(ok({ amount: '25' }).rows.map((row) => row.period)).toEqual([...PERIODS]);
  });
});

describe('converting from each pay mode goes through the hourly rate', () => {
  it('$100,000 a year is $48.08 an hour', () => {
    // 100,000 / 2,080 = 48.0769...; × 8 = 384.615...; × 5 = 1,923.0769...
    const result = ok({ mode: 'annual', amount: '100,000' });
    expect(result.values.hourly).toBeCloseTo(48.076923, 6);
    expect(shown(result)).toEqual({
      hourly: '$48.08',
      daily: '$384.62',
      weekly: '$1,923.08',
      biweekly: '$3,846.15',
      semimonthly: '$4,166.67',
      monthly: '$8,333.33',
      annual: '$100,000.00',
    });
    expect(result.summary).toBe('$100,000.00 a year is $48.08 an hour (8 h/day, 5 days/week, 52 weeks)');
  });

  it('monthly × 12 is the year: $5,000 a month is $60,000 a year, $28.85 an hour', () => {
    // 60,000 / 2,080 = 28.846...
    const result = ok({ mode: 'monthly', amount: '5000' });
    expect(result.values.annual).toBe(60_000);
    expect(shown(result)).toMatchObject({ hourly: '$28.85', monthly: '$5,000.00', annual: '$60,000.00' });
    expect(result.summary).toBe('$5,000.00 a month is $60,000.00 a year (8 h/day, 5 days/week, 52 weeks)');
  });

  it('$90,000 a year is $7,500 a month', () => {
    expect(shown(ok({ mode: 'annual', amount: '90000' })).monthly).toBe('$7,500.00');
  });

  it('daily and weekly amounts divide by the hours in a day and a week', () => {
    expect(ok({ mode: 'daily', amount: '200' }).values).toMatchObject({ hourly: 25, annual: 52_000 });
    expect(ok({ mode: 'weekly', amount: '1,000' }).values).toMatchObject({ hourly: 25, annual: 52_000 });
    // 7.5 h/day: 300 a day is 40 an hour.
    expect(ok({ mode: 'daily', amount: '300', hoursPerDay: '7.5' }).values.hourly).toBe(40);
  });

  it("the catalogue's example: $32.50 an hour at 7.5 h/day, PTO 15, holidays 11", () => {
    // 7.5 × 5 × 52 = 1,950 paid hours; 32.50 × 1,950 = 63,375.
    // Worked: 7.5 × (260 − 15 − 11) = 7.5 × 234 = 1,755 hours; 63,375 / 1,755 = 36.111...
    const result = ok({ amount: '32.50', hoursPerDay: '7.5', pto: '15', holidays: '11' });
    expect(shown(result)).toEqual({
      hourly: '$32.50',
      daily: '$243.75',
      weekly: '$1,218.75',
      biweekly: '$2,437.50',
      semimonthly: '$2,640.63',
      monthly: '$5,281.25',
      annual: '$63,375.00',
    });
    expect(result.schedule).toMatchObject({ workedDays: 234, workedHours: 1755 });
    expect(result.effectiveDisplay).toBe('$36.11');
    expect(result.summary).toBe('$32.50 an hour is $63,375.00 a year (7.5 h/day, 5 days/week, 52 weeks)');
  });
});

describe('unpaid weeks, paid time off and holidays', () => {
  it('2 unpaid weeks lower the annual pay in proportion (50/52)', () => {
    const full = ok({ amount: '25' }).values.annual;
    const result = ok({ amount: '25', unpaidWeeks: '2' });
    // 25 × 8 × 5 × 50 = 50,000 = 52,000 × 50 / 52.
    expect(result.values.annual).toBe(50_000);
    expect(result.values.annual).toBeCloseTo((full * 50) / 52, 9);
    expect(result.schedule.paidWeeks).toBe(50);
    expect(shown(result).monthly).toBe('$4,166.67');
    expect(result.summary).toBe(
      '$25.00 an hour is $50,000.00 a year (8 h/day, 5 days/week, 52 weeks, 2 unpaid)',
    );
  });

  it('from an annual amount, unpaid weeks raise the hourly rate', () => {
    // 100,000 / (8 × 5 × 50) = 50.
    expect(ok({ mode: 'annual', amount: '100000', unpaidWeeks: '2' }).values.hourly).toBe(50);
  });

  it('paid time off and holidays do not lower pay', () => {
    expect(ok({ amount: '25', pto: '0', holidays: '0' }).values).toEqual(
      ok({ amount: '25', pto: '25' }).values,
    );
  });

  it('the effective hourly rate spreads the year over 2,080 − 160 = 1,920 worked hours', () => {
    const result = ok({ amount: '25' });
    expect(result.schedule.workedHours).toBe(1920);
    expect(result.effectiveHourly).toBeCloseTo(52_000 / 1920, 9);
    expect(result.effectiveDisplay).toBe('$27.08');
    expect(result.effectiveNote).toBeNull();
    expect(result.copyText).toContain('Effective hourly rate over 1,920 hours worked: $27.08');
  });

  it('with no days off the effective rate equals the hourly rate', () => {
    expect(ok({ amount: '25', pto: '0', holidays: '0' }).effectiveDisplay).toBe('$25.00');
  });

  it('hides the effective rate with a note when days off cover every working day', () => {
    // 1 day a week for 10 weeks = 10 working days, all of them paid leave.
    const result = ok({ amount: '25', daysPerWeek: '1', weeksPerYear: '10', pto: '6', holidays: '4' });
    expect(result.schedule.workedHours).toBe(0);
    expect(result.effectiveHourly).toBeNull();
    expect(result.effectiveDisplay).toBeNull();
    expect(result.effectiveNote).toBe(
      'No effective hourly rate: the 10 days of paid time off and holidays cover all 10 paid working days of the year.',
    );
    expect(result.copyText).not.toContain('Effective');
    // More leave than working days is the same case, never a negative rate.
    expect(ok({ amount: '25', pto: '300' }).effectiveHourly).toBeNull();
  });
});

describe('validation: floors, ceilings and notes', () => {
  /** The schedule, its notes as the page words them. */
  const schedule = (patch: Partial<SalaryInput>): Omit<Schedule, 'notes'> & { notes: string[] } => {
    const read = readSchedule({ ...base, ...patch });
    return { ...read, notes: read.notes.map((note) => noteText(t, note)) };
  };

  it('names each change by its kind, field and the value used', () => {
    expect(
      readSchedule({ ...base, daysPerWeek: '9', pto: '-1', hoursPerDay: '', holidays: 'x' }).notes,
    ).toEqual([
      { kind: 'blank', field: 'hoursPerDay', value: 8 },
      { kind: 'lowered', field: 'daysPerWeek', value: 7 },
      { kind: 'raised', field: 'pto', value: 0 },
      { kind: 'notNumber', field: 'holidays', value: 10 },
    ]);
  });

  it('words the schedule with the plural the counts need', () => {
    const read = (patch: Partial<SalaryInput>) => scheduleText(t, readSchedule({ ...base, ...patch }));
    expect(read({})).toBe('8 h/day, 5 days/week, 52 weeks');
    expect(read({ daysPerWeek: '1', weeksPerYear: '1' })).toBe('8 h/day, 1 day/week, 1 week');
    expect(read({ hoursPerDay: '7.5', daysPerWeek: '4.5', unpaidWeeks: '2' })).toBe(
      '7.5 h/day, 4.5 days/week, 52 weeks, 2 unpaid',
    );
  });

  it('the defaults need no note', () => {
    expect(schedule({})).toMatchObject({
      hoursPerDay: 8,
      daysPerWeek: 5,
      weeksPerYear: 52,
      pto: 10,
      holidays: 10,
      unpaidWeeks: 0,
      notes: [],
    });
  });

  it.each([
    ['hoursPerDay', '0', 1, 'Hours per day raised to 1, the minimum.'],
    ['daysPerWeek', '-2', 1, 'Days per week raised to 1, the minimum.'],
    ['weeksPerYear', '0.5', 1, 'Weeks per year raised to 1, the minimum.'],
    ['hoursPerDay', '30', 24, 'Hours per day lowered to 24: a day has 24 hours.'],
    ['daysPerWeek', '9', 7, 'Days per week lowered to 7: a week has 7 days.'],
    ['weeksPerYear', '60', 52, 'Weeks per year lowered to 52: a year has 52 whole weeks.'],
  ] as const)(
    'floor 1, ceilings 24 hours, 7 days, 52 weeks: %s %s becomes %i',
    (field, text, value, note) => {
      expect(schedule({ [field]: text })).toMatchObject({ [field]: value, notes: [note] });
    },
  );

  it('unpaid weeks are at most weeks per year − 1, so one week is always paid', () => {
    expect(schedule({ unpaidWeeks: '60' })).toMatchObject({
      unpaidWeeks: 51,
      paidWeeks: 1,
      notes: ['Unpaid weeks lowered to 51: at least one week a year must be paid.'],
    });
    expect(schedule({ weeksPerYear: '1', unpaidWeeks: '1' })).toMatchObject({ unpaidWeeks: 0, paidWeeks: 1 });
    // The ceiling follows the clamped weeks per year.
    expect(schedule({ weeksPerYear: '80', unpaidWeeks: '55' })).toMatchObject({
      weeksPerYear: 52,
      unpaidWeeks: 51,
    });
    expect(schedule({ weeksPerYear: '40', unpaidWeeks: '39' })).toMatchObject({ unpaidWeeks: 39, notes: [] });
  });

  it('paid time off, holidays and unpaid weeks are at least 0', () => {
    expect(schedule({ pto: '-3', holidays: '-1', unpaidWeeks: '-2' })).toMatchObject({
      pto: 0,
      holidays: 0,
      unpaidWeeks: 0,
      notes: [
        'Unpaid weeks raised to 0: it cannot be negative.',
        'Paid time off raised to 0: it cannot be negative.',
        'Paid holidays raised to 0: it cannot be negative.',
      ],
    });
    expect(schedule({ pto: '500' })).toMatchObject({
      pto: 366,
      notes: ['Paid time off lowered to 366: a year has at most 366 days.'],
    });
  });

  it('a blank or unreadable schedule field uses its default and says so', () => {
    expect(schedule({ hoursPerDay: '' })).toMatchObject({
      hoursPerDay: 8,
      notes: ['Hours per day is blank, so the default 8 is used.'],
    });
    expect(schedule({ weeksPerYear: 'lots' })).toMatchObject({
      weeksPerYear: 52,
      notes: ['Weeks per year is not a number, so the default 52 is used.'],
    });
    expect(schedule({ holidays: 'Infinity' }).holidays).toBe(10);
  });

  it('accepts decimals and thousands separators in the schedule', () => {
    expect(schedule({ hoursPerDay: '7,5', daysPerWeek: '4.5' })).toMatchObject({
      hoursPerDay: 7.5,
      daysPerWeek: 4.5,
      notes: [],
    });
  });

  it('a clamped schedule is what the figures use', () => {
    // 9 days/week becomes 7: 25 × 8 × 7 × 52 = 72,800.
    const result = ok({ amount: '25', daysPerWeek: '9' });
    expect(shown(result).annual).toBe('$72,800.00');
    expect(result.notes).toEqual(['Days per week lowered to 7: a week has 7 days.']);
    expect(result.summary).toBe('$25.00 an hour is $72,800.00 a year (8 h/day, 7 days/week, 52 weeks)');
    expect(ok({ amount: '25', daysPerWeek: '1', weeksPerYear: '1' }).summary).toBe(
      '$25.00 an hour is $200.00 a year (8 h/day, 1 day/week, 1 week)',
    );
  });
});

describe('the amount', () => {
  it.each([
    '',
    '   ',
    'abc',
    '0',
    '-5',
    '0.00',
    'NaN',
    'Infinity',
    '1e999',
    '12abc',
    String(AMOUNT_MAX * 10),
  ])('%j shows no result', (amount) => {
    for (const mode of PAY_MODES) expect(convert({ mode, amount })).toBeNull();
  });

  it('accepts 1,234.56, spaces and a decimal comma', () => {
    expect(readAmount('1,234.56')).toBe(1234.56);
    expect(readAmount(' 25 ')).toBe(25);
    expect(readAmount('12,5')).toBe(12.5);
    expect(readAmount(String(AMOUNT_MAX))).toBe(AMOUNT_MAX);
    expect(shown(ok({ mode: 'weekly', amount: '1,234.56' })).weekly).toBe('$1,234.56');
  });
});

describe('currencies', () => {
  it('names every offered currency in the catalogue, under its code', () => {
    for (const code of CURRENCIES)
      expect(en[code]).toMatch(/^(Euro|[A-Z].* (dollar|pound|rupee|yen|franc|krona))$/);
    expect(en.SEK).toBe('Swedish krona');
  });

  it('JPY has no decimals', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    // ¥2,000 × 2,080 = ¥4,160,000; / 12 = 346,666.67, shown as ¥346,667.
    const result = ok({ amount: '2000', currency: 'JPY' });
    expect(result.decimals).toBe(0);
    expect(shown(result)).toMatchObject({ hourly: '¥2,000', monthly: '¥346,667', annual: '¥4,160,000' });
    expect(result.summary).toBe('¥2,000 an hour is ¥4,160,000 a year (8 h/day, 5 days/week, 52 weeks)');
  });

  it('formats the other offered currencies', () => {
    expect(shown(ok({ amount: '25', currency: 'EUR' })).annual).toBe('€52,000.00');
    expect(shown(ok({ amount: '25', currency: 'GBP' })).annual).toBe('£52,000.00');
    expect(shown(ok({ amount: '25', currency: 'INR' })).annual).toBe('₹52,000.00');
    expect(shown(ok({ amount: '25', currency: 'SEK' })).annual).toMatch(/^SEK\s52,000\.00$/);
  });

  it('a bad currency code never crashes: the number with two decimals and the code', () => {
    const result = ok({ amount: '25', currency: 'not a currency' });
    expect(shown(result).annual).toBe('52000.00 not a currency');
    expect(result.summary).toBe(
      '25.00 not a currency an hour is 52000.00 not a currency a year (8 h/day, 5 days/week, 52 weeks)',
    );
    expect(() => convert({ amount: '25', currency: '' })).not.toThrow();
  });
});

describe('properties', () => {
  const schedules = fc.record({
    hoursPerDay: fc.integer({ min: 2, max: 48 }).map((half) => String(half / 2)),
    daysPerWeek: fc.integer({ min: 1, max: 7 }).map(String),
    weeksPerYear: fc.integer({ min: 1, max: 52 }),
    unpaidFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  it('hourly → annual (rounded to the cent) → hourly comes back within a cent', () => {
    fc.assert(
      fc.property(
        schedules,
        fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100),
        ({ hoursPerDay, daysPerWeek, weeksPerYear, unpaidFraction }, hourly) => {
          const unpaidWeeks = String(Math.floor(unpaidFraction * (weeksPerYear - 1)));
          const schedule = { hoursPerDay, daysPerWeek, weeksPerYear: String(weeksPerYear), unpaidWeeks };
          const there = ok({ ...schedule, amount: String(hourly) });
          expect(there.notes).toEqual([]);
          const annual = there.values.annual.toFixed(2);
          const back = ok({ ...schedule, mode: 'annual', amount: annual });
          expect(Math.abs(back.values.hourly - hourly)).toBeLessThanOrEqual(0.01);
        },
      ),
    );
  });

  it('every mode gives back its own amount and agrees with the hourly route', () => {
    fc.assert(
      fc.property(
        schedules,
        fc.constantFrom(...PAY_MODES),
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        ({ hoursPerDay, daysPerWeek, weeksPerYear }, mode, amount) => {
          const result = ok({
            hoursPerDay,
            daysPerWeek,
            weeksPerYear: String(weeksPerYear),
            mode,
            amount: String(amount),
          });
          expect(result.values[mode]).toBe(amount);
          const { hourly, daily, weekly, monthly, annual } = result.values;
          const { hoursPerDay: h, daysPerWeek: d, paidWeeks } = result.schedule;
          const close = (a: number, b: number) =>
            expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.abs(b) * 1e-9);
          close(daily, hourly * h);
          close(weekly, hourly * h * d);
          close(annual, hourly * h * d * paidWeeks);
          close(monthly, annual / 12);
        },
      ),
    );
  });

  it('never shows NaN, Infinity or undefined, whatever the text', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.double().map(String),
      fc.constantFrom('', '-1', '0', '1e308', '-0', '1,000', '9'.repeat(40)),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...PAY_MODES),
        fc.constantFrom('USD', 'JPY', 'EUR', 'XYZ', '??'),
        text,
        text,
        text,
        text,
        text,
        text,
        text,
        (mode, currency, amount, hoursPerDay, daysPerWeek, weeksPerYear, pto, holidays, unpaidWeeks) => {
          const converted = convertSalary({
            mode,
            currency,
            amount,
            hoursPerDay,
            daysPerWeek,
            weeksPerYear,
            pto,
            holidays,
            unpaidWeeks,
          });
          if (converted === null) return;
          const result = said(converted);
          const screen = [result.copyText, result.summary, result.effectiveNote ?? '', ...result.notes].join(
            '\n',
          );
          expect(screen).not.toMatch(/NaN|Infinity|undefined/);
          expect(result.schedule.paidWeeks).toBeGreaterThanOrEqual(1);
          for (const period of PERIODS) expect(Number.isFinite(result.values[period])).toBe(true);
        },
      ),
    );
  });
});
