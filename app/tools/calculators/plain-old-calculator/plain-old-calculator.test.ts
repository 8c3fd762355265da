import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculate,
  calculatorReducer,
  copyValue as copyText,
  displayText as showText,
  formatValue,
  initialState,
  keyToAction,
  type CalcError,
  type CalculatorAction,
  type CalculatorState,
  type Operator,
} from './plain-old-calculator';
import en from './messages/en';

/** The errors as the English page shows them. */
const errorText = (error: CalcError) => en[error];
const DIVIDE_BY_ZERO = en.divideByZero;
const TOO_LARGE = en.tooLarge;
const displayText = (state: CalculatorState) => showText(state, errorText);
const copyValue = (state: CalculatorState) => copyText(state, errorText);

it('says each error in the exact words', () => {
  expect([DIVIDE_BY_ZERO, TOO_LARGE]).toEqual(['Cannot divide by zero', 'Result too large']);
});

/**
 * Keys as a string: the calculator's own keyboard keys ('12+3*4=', '%', '.', ',') plus, for the
 * keys without a keyboard character here, '±' (plus/minus), '<' (backspace) and 'C' (AC).
 */
function actions(keys: string): CalculatorAction[] {
  return [...keys].map((key) => {
    if (key === '±') return { type: 'negate' } as const;
    if (key === '<') return { type: 'backspace' } as const;
    if (key === 'C') return { type: 'clear' } as const;
    const action = keyToAction(key);
    if (!action) throw new Error(`no action for ${key}`);
    return action;
  });
}

const press = (keys: string, from: CalculatorState = initialState): CalculatorState =>
  actions(keys).reduce(calculatorReducer, from);

/** What the display and the line above it show after a string of keys. */
const screen = (keys: string) => {
  const state = press(keys);
  return { display: displayText(state), expression: state.expression };
};

describe('the state machine, transition by transition', () => {
  // [what, keys, display, expression above the display]
  const table: [string, string, string, string][] = [
    ['starts at 0', '', '0', ''],
    ['digits append', '123', '123', ''],
    ['a leading zero is replaced', '07', '7', ''],
    ['leading zeros do not pile up', '000', '0', ''],
    ['zeros after a digit are kept', '100', '100', ''],
    ['the decimal point starts 0.', '.5', '0.5', ''],
    ['a second decimal point is ignored', '1.2.3', '1.23', ''],
    ['a decimal comma is a decimal point', '1,5', '1.5', ''],
    ['trailing point and zeros show while typing', '0.50', '0.50', ''],
    ['a trailing point shows while typing', '12.', '12.', ''],
    ['thousands are grouped while typing', '1234567', '1,234,567', ''],
    ['grouped with decimals while typing', '1234.500', '1,234.500', ''],
    ['at most 15 digits', '12345678901234567', '123,456,789,012,345', ''],
    ['the leading 0. does not count among the 15', '0.1234567890123456', '0.123456789012345', ''],
    ['an operator stores the entry', '12+', '12', '12 +'],
    ['the operand replaces the display', '12+3', '3', '12 +'],
    ['equals evaluates and shows the sum', '12+3=', '15', '12 + 3 ='],
    ['immediate execution: 2 + 3 × 4 = 20', '2+3*4=', '20', '5 × 4 ='],
    ['a chained operator shows the running result', '2+3*', '5', '5 ×'],
    ['12 + 3 × 4 = 60', '12+3*4=', '60', '15 × 4 ='],
    ['an operator replaces the previous operator', '12+*', '12', '12 ×'],
    ['… and the replacement is used', '12+*3=', '36', '12 × 3 ='],
    ['minus replaces divide', '12/-2=', '10', '12 − 2 ='],
    ['equals after a trailing point', '12.=', '12', '12 ='],
    ['equals with no operator keeps the entry', '0.50=', '0.5', '0.5 ='],
    ['equals with no new operand uses the shown value', '5+=', '10', '5 + 5 ='],
    ['an operator after equals continues from the result', '2+3=*4=', '20', '5 × 4 ='],
    ['operator after equals shows the result stored', '2+3=-', '5', '5 −'],
    ['repeated equals repeats the last operation', '2+3==', '8', '5 + 3 ='],
    ['… again', '2+3===', '11', '8 + 3 ='],
    ['repeated equals with division', '100/2==', '25', '50 ÷ 2 ='],
    ['repeated equals with subtraction', '10-3==', '4', '7 − 3 ='],
    ['a digit after a result starts a new entry', '2+3=7', '7', ''],
    ['… and equals then only shows it', '2+3=7=', '7', '7 ='],
    ['a decimal point after a result starts 0.', '2+3=.', '0.', ''],
    ['AC clears everything', '12+3C', '0', ''],
    ['AC after a result', '2+3=C', '0', ''],
    ['after AC a new calculation starts', '12+3C4+1=', '5', '4 + 1 ='],
    ['backspace removes the last digit', '123<', '12', ''],
    ['backspace down to 0', '12<<', '0', ''],
    ['backspace at 0 stays 0', '<<', '0', ''],
    ['backspace removes the decimal point', '1.<', '1', ''],
    ['backspace removes a decimal digit', '1.25<', '1.2', ''],
    ['backspace of a negative single digit gives 0', '5±<', '0', ''],
    ['backspace of -0.5 to -0. then 0', '.5±<<', '0', ''],
    ['backspace keeps -0. while typing', '.5±<', '-0.', ''],
    ['backspace is ignored after a result', '12+3=<', '15', '12 + 3 ='],
    ['backspace is ignored right after an operator', '12+<', '12', '12 +'],
    ['backspace works on the second operand', '12+34<=', '15', '12 + 3 ='],
    ['backspace is ignored after percent', '50%<', '0.5', ''],
    ['plus/minus makes the entry negative', '5±', '-5', ''],
    ['plus/minus twice gives it back', '5±±', '5', ''],
    ['plus/minus keeps typing', '5±3', '-53', ''],
    ['plus/minus is ignored on 0', '±', '0', ''],
    ['plus/minus is ignored on 0. while typing', '0.±', '0.', ''],
    ['plus/minus on a result', '2+3=±', '-5', ''],
    ['a digit after plus/minus on a result starts anew', '2+3=±7', '7', ''],
    ['plus/minus on the second operand', '10+4±=', '6', '10 + -4 ='],
    ['plus/minus right after an operator negates the shown value', '5+±=', '0', '5 + -5 ='],
    ['percent divides the entry by 100', '50%', '0.5', ''],
    ['percent of a decimal', '12.5%', '0.125', ''],
    ['percent of a result', '2+3=%', '0.05', ''],
    ['percent with an operator: 200 + 10 % makes the entry 20', '200+10%', '20', '200 +'],
    ['200 + 10 % = gives 220', '200+10%=', '220', '200 + 20 ='],
    ['200 − 10 % = gives 180', '200-10%=', '180', '200 − 20 ='],
    ['percent with × takes the percentage of the stored value too', '50*10%=', '250', '50 × 5 ='],
    ['percent right after an operator uses the shown value', '200+%', '400', '200 +'],
    ['a digit after percent starts a new entry', '50%7', '7', ''],
    ['division by zero is an error', '9/0=', DIVIDE_BY_ZERO, '9 ÷ 0 ='],
    ['zero divided by zero too', '0/0=', DIVIDE_BY_ZERO, '0 ÷ 0 ='],
    ['a chained operator can divide by zero', '9/0+', DIVIDE_BY_ZERO, '9 ÷ 0 ='],
    ['a digit after the error starts afresh', '9/0=7', '7', ''],
    ['a fresh calculation after the error', '9/0=7+1=', '8', '7 + 1 ='],
    ['a decimal point after the error starts 0.', '9/0=.', '0.', ''],
    ['AC after the error', '9/0=C', '0', ''],
    ['0.1 + 0.2 = 0.3', '0.1+0.2=', '0.3', '0.1 + 0.2 ='],
    ['1.1 × 3 = 3.3', '1.1*3=', '3.3', '1.1 × 3 ='],
    ['0.3 − 0.1 = 0.2', '0.3-0.1=', '0.2', '0.3 − 0.1 ='],
    ['1 ÷ 3 shows 15 digits', '1/3=', '0.333333333333333', '1 ÷ 3 ='],
    ['2 ÷ 3 rounds the last digit', '2/3=', '0.666666666666667', '2 ÷ 3 ='],
    ['1 ÷ 3 × 3 = 1', '1/3*3=', '1', '0.333333333333333 × 3 ='],
    ['results are grouped', '999999*2=', '1,999,998', '999,999 × 2 ='],
    ['negative results', '3-5=', '-2', '3 − 5 ='],
    ['a negative result grouped', '0-1234567=', '-1,234,567', '0 − 1,234,567 ='],
    [
      'big results switch to exponent form',
      '999999999999999*10=',
      '9.99999999999999e+15',
      '999,999,999,999,999 × 10 =',
    ],
  ];

  it.each(table)('%s: %s', (_what, keys, display, expression) => {
    expect(screen(keys)).toEqual({ display, expression });
  });

  it.each(['+', '=', '<', '±', '%'])('%s after the error is ignored', (key) => {
    expect(screen(`9/0=${key}`)).toEqual({ display: DIVIDE_BY_ZERO, expression: '9 ÷ 0 =' });
  });

  it('returns the same state for a key ignored in the error state', () => {
    const error = press('9/0=');
    expect(calculatorReducer(error, { type: 'operator', operator: 'add' })).toBe(error);
  });

  it('AC returns the initial state exactly', () => {
    expect(press('12+3*4=5C')).toEqual(initialState);
  });
});

describe('overflow never shows Infinity', () => {
  it('multiplying past the largest double is an error', () => {
    let state = press('999999999999999');
    for (let i = 0; i < 20; i += 1) state = press('*999999999999999=', state);
    expect(displayText(state)).toBe(TOO_LARGE);
    expect(press('5', state).entry).toBe('5');
    expect(displayText(press('C', state))).toBe('0');
  });
  it('repeated equals up to overflow, then digits start afresh', () => {
    let state = press('999999999999999*=');
    for (let i = 0; i < 30 && !state.error; i += 1) state = press('=', state);
    expect(state.error).toBe('tooLarge');
    expect(displayText(state)).not.toMatch(/Infinity|NaN/);
    expect(displayText(press('1', state))).toBe('1');
  });
  it('calculate reports it', () => {
    expect(calculate('1e300', 'multiply', '1e300')).toEqual({ error: 'tooLarge' });
    expect(calculate('-1e300', 'multiply', '1e300')).toEqual({ error: 'tooLarge' });
    expect(calculate('1e308', 'add', '1e308')).toEqual({ error: 'tooLarge' });
    expect(calculate('1e308', 'divide', '0.01')).toEqual({ error: 'tooLarge' });
  });
  it('percent of a huge stored value can overflow too', () => {
    let state = press('999999999999999*');
    for (let i = 0; i < 19; i += 1) state = press('999999999999999*', state);
    expect(formatValue(state.stored ?? '')).toMatch(/e\+299$/);
    // 1e300 × 999999999999999 % is about 1e313: too large.
    state = press('999999999999999%', state);
    expect(state.error).toBe('tooLarge');
  });
  it('a result too small for a double becomes 0', () => {
    expect(calculate('1e-300', 'multiply', '1e-300')).toEqual({ value: '0' });
    expect(calculate('1e-200', 'divide', '1e200')).toEqual({ value: '0' });
  });
  it('the largest doubles still work', () => {
    expect(calculate('1e308', 'add', '1e307')).toEqual({ value: '11e307' });
    expect(formatValue('11e307')).toBe('1.1e+308');
  });
});

describe('exact decimal arithmetic', () => {
  it.each([
    ['0.1', 'add', '0.2', '0.3'],
    ['1.1', 'multiply', '3', '3.3'],
    ['0.3', 'subtract', '0.1', '0.2'],
    ['0.7', 'add', '0.1', '0.8'],
    ['1.15', 'multiply', '100', '115'],
    ['4.35', 'multiply', '100', '435'],
    ['1', 'divide', '8', '0.125'],
    ['-7', 'divide', '2', '-3.5'],
    ['10', 'divide', '-4', '-2.5'],
    ['1', 'divide', '3', '0.33333333333333333333'],
    ['-2', 'divide', '3', '-0.66666666666666666667'],
    ['0', 'divide', '5', '0'],
    ['12345678901234567890', 'add', '1', '12345678901234567891'],
    ['123456789012345678901', 'add', '1', '123456789012345678900'],
    ['0.000001', 'multiply', '0.000001', '0.000000000001'],
  ] as const)('%s %s %s = %s', (left, operator, right, value) => {
    expect(calculate(left, operator, right)).toEqual({ value });
  });

  it('division by zero is an error, never NaN or Infinity', () => {
    expect(calculate('9', 'divide', '0')).toEqual({ error: 'divideByZero' });
    expect(calculate('0', 'divide', '0')).toEqual({ error: 'divideByZero' });
    expect(calculate('-9', 'divide', '0.0')).toEqual({ error: 'divideByZero' });
  });

  /** Decimals with up to 8 integer digits and 0 to 6 places, as typed: '-1234.050000'. */
  const operands = fc
    .integer({ min: 0, max: 6 })
    .chain((places) =>
      fc
        .tuple(
          fc.integer({ min: -99_999_999, max: 99_999_999 }),
          fc.integer({ min: 0, max: 10 ** places - 1 }),
        )
        .map(([whole, fraction]) =>
          places === 0
            ? String(whole)
            : `${whole < 0 ? '-' : ''}${Math.abs(whole)}.${String(fraction).padStart(places, '0')}`,
        ),
    );
  /** The number as the display shows it, without grouping. */
  const shown = (text: string) => formatValue(text).replace(/,/g, '');
  /** a, then `operator` b, then `inverse` b: the display shows a again. */
  const undoes = (a: string, b: string, operator: Operator, inverse: Operator) => {
    const there = calculate(a, operator, b);
    if ('error' in there) throw new Error(there.error);
    const back = calculate(there.value, inverse, b);
    if ('error' in back) throw new Error(back.error);
    expect(shown(back.value)).toBe(shown(a));
  };

  it('a + b − b shows a, for decimals of up to 6 places', () => {
    fc.assert(
      fc.property(operands, operands, (a, b) => undoes(a, b, 'add', 'subtract')),
      { numRuns: 500 },
    );
  });

  it('a + b equals b + a, and a − b is −(b − a)', () => {
    fc.assert(
      fc.property(operands, operands, (a, b) => {
        expect(calculate(a, 'add', b)).toEqual(calculate(b, 'add', a));
        const ab = calculate(a, 'subtract', b);
        const ba = calculate(b, 'subtract', a);
        if ('error' in ab || 'error' in ba) throw new Error('error');
        expect(formatValue(ab.value)).toBe(formatValue(`-${ba.value}`.replace('--', '')));
      }),
    );
  });

  it('(a × b) ÷ b shows a, for decimals of up to 6 places', () => {
    const small = fc
      .integer({ min: 0, max: 6 })
      .chain((places) =>
        fc.integer({ min: -9_999_999, max: 9_999_999 }).map((n) => (n / 10 ** places).toFixed(places)),
      );
    fc.assert(
      fc.property(small, small, (a, b) => {
        fc.pre(Number(b) !== 0);
        undoes(a, b, 'multiply', 'divide');
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with doubles to 14 significant digits', () => {
    fc.assert(
      fc.property(
        operands,
        operands,
        fc.constantFrom('add', 'subtract', 'multiply', 'divide' as const),
        (a, b, operator) => {
          const result = calculate(a, operator, b);
          if ('error' in result) {
            expect(result.error).toBe('divideByZero');
            expect(Number(b)).toBe(0);
            return;
          }
          const x = Number(a);
          const y = Number(b);
          const expected = { add: x + y, subtract: x - y, multiply: x * y, divide: x / y }[operator];
          const got = Number(result.value);
          // Doubles round the operands themselves: allow for that on the operands' scale.
          const scale =
            operator === 'add' || operator === 'subtract' ? Math.abs(x) + Math.abs(y) : Math.abs(expected);
          expect(Math.abs(got - expected)).toBeLessThanOrEqual(scale * 1e-14);
        },
      ),
    );
  });
});

describe('the display', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['1234567', '1,234,567'],
    ['-1234567.25', '-1,234,567.25'],
    ['999999999999999', '999,999,999,999,999'],
    ['999999999999999.5', '1e+15'],
    ['1000000000000000', '1e+15'],
    ['123456789012345678', '1.23456789012346e+17'],
    ['-123456789012345678', '-1.23456789012346e+17'],
    ['0.1234567890123456789', '0.123456789012346'],
    ['0.000000001', '0.000000001'],
    ['0.0000000012345678901', '0.000000001234568'],
    ['0.0000000001', '1e-10'],
    ['-0.00000000012345', '-1.2345e-10'],
    ['15e-40', '1.5e-39'],
    ['0.99999999999999999999', '1'],
    ['12345678901234.56789', '12,345,678,901,234.6'],
  ])('%s shows as %s', (value, display) => {
    expect(formatValue(value)).toBe(display);
  });

  it('never shows more than 22 characters, never NaN or Infinity', () => {
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
    );
    fc.assert(
      fc.property(values, (value) => {
        const text = formatValue(value);
        expect(text.length).toBeLessThanOrEqual(22);
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
        // (Rounded to 15 digits, the largest doubles read back as more than a double holds.)
        if (Math.abs(Number(value)) > 1e308) return;
        const shownNumber = Number(text.replace(/,/g, ''));
        // Within 15 significant digits (or 15 decimals) of the value.
        expect(Math.abs(shownNumber - Number(value))).toBeLessThanOrEqual(
          Math.abs(Number(value)) * 1e-14 + 1e-15,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('the copy is the display without grouping, or the error message', () => {
    expect(copyValue(press('1234567.5'))).toBe('1234567.5');
    expect(copyValue(press('1/3='))).toBe('0.333333333333333');
    expect(copyValue(press('9/0='))).toBe(DIVIDE_BY_ZERO);
    expect(copyValue(initialState)).toBe('0');
  });

  it('after an operator the display shows the stored value', () => {
    expect(displayText(press('0.50+'))).toBe('0.5');
  });
});

describe('no sequence of keys breaks the calculator', () => {
  const key = fc.constantFrom(...'0123456789.,+-*/=%±<C'.split(''));
  it('the display is always a number or an error message, never NaN or Infinity', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 60 }), (keys) => {
        const state = press(keys.join(''));
        const text = displayText(state);
        expect(text).not.toMatch(/NaN|Infinity|undefined|null/);
        if (state.error) expect([DIVIDE_BY_ZERO, TOO_LARGE]).toContain(text);
        else expect(text).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d*)?(e[+-]\d+)?$/);
        expect(state.expression).not.toMatch(/NaN|Infinity|undefined|null/);
        expect(text.length).toBeLessThanOrEqual(22);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('keys', () => {
  it.each([
    ['7', { type: 'digit', digit: '7' }],
    ['0', { type: 'digit', digit: '0' }],
    ['.', { type: 'decimal' }],
    [',', { type: 'decimal' }],
    ['+', { type: 'operator', operator: 'add' }],
    ['-', { type: 'operator', operator: 'subtract' }],
    ['*', { type: 'operator', operator: 'multiply' }],
    ['x', { type: 'operator', operator: 'multiply' }],
    ['/', { type: 'operator', operator: 'divide' }],
    ['=', { type: 'equals' }],
    ['Enter', { type: 'equals' }],
    ['%', { type: 'percent' }],
    ['Backspace', { type: 'backspace' }],
    ['Escape', { type: 'clear' }],
    ['Delete', { type: 'clear' }],
  ] as const)('%s', (key, action) => {
    expect(keyToAction(key)).toEqual(action);
  });

  it.each(['a', 'c', 'Tab', ' ', 'Shift', 'ArrowLeft', 'F5', '10', ''])('%j does nothing', (key) => {
    expect(keyToAction(key)).toBeNull();
  });
});
