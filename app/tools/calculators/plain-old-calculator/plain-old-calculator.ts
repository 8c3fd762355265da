/**
 * Plain Old Calculator: pure logic (no React, no DOM, no globals). The state is the current entry,
 * the stored value, the pending operator and a just-evaluated flag; each key is a transition on it.
 * Division by zero gives an error, never NaN.
 *
 * Arithmetic is exact decimal arithmetic on BigInt (a coefficient times a power of ten), so
 * 0.1 + 0.2 is 0.3, not 0.30000000000000004. Results keep 20 significant digits (division is
 * rounded there) and the display shows at most 15, so 1 ÷ 3 × 3 shows 1. A result beyond what a
 * double holds is an error ('Result too large'), never Infinity; one too small for a double is 0.
 *
 * Immediate execution, like a pocket calculator: 2 + 3 × 4 = 20. Further choices:
 * - repeated equals repeats the last operation (2 + 3 = = gives 8, then 11);
 * - an operator right after another replaces it (12 + × 3 = is 36);
 * - equals with no new operand uses the shown value (5 + = is 10);
 * - percent applies with any pending operator (200 + 10 % makes the entry 20; 50 × 10 % makes it 5);
 * - in the error state only a digit, the decimal point or AC do something (they start afresh);
 * - backspace works only on digits being typed: not after a result, an operator, % or ±.
 */

// ---------------------------------------------------------------------------------------------
// Exact decimals

/** coefficient × 10^exponent, exactly. Zero is { c: 0n, e: 0 }; no trailing zeros in c. */
interface Dec {
  c: bigint;
  e: number;
}

/** Significant digits a result keeps (more than are shown, so 1 ÷ 3 × 3 is 1). */
const WORKING_DIGITS = 20;
/** Significant digits shown, and digits one entry may have. */
export const DISPLAY_DIGITS = 15;

/** The calculator's errors, by their message's key in messages/en.ts. */
export type CalcError = 'divideByZero' | 'tooLarge';
/** Words for an error (the page's `t`). */
export type ErrorText = (error: CalcError) => string;

const DEC_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

const pow10 = (n: number): bigint => 10n ** BigInt(n);
const abs = (n: bigint): bigint => (n < 0n ? -n : n);
const digitCount = (n: bigint): number => (n === 0n ? 1 : abs(n).toString().length);

function normalise(c: bigint, e: number): Dec {
  if (c === 0n) return { c: 0n, e: 0 };
  while (c % 10n === 0n) {
    c /= 10n;
    e += 1;
  }
  return { c, e };
}

/** Reads '12', '-0.50', '12.', '.5', '15e-1', '1.5e+300'. Anything else reads as 0. */
function parseDec(text: string): Dec {
  const match = DEC_PATTERN.exec(text.trim());
  if (!match) return { c: 0n, e: 0 };
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = `${whole}${fraction}` || '0';
  const c = BigInt(digits) * (sign === '-' ? -1n : 1n);
  return normalise(c, Number(exponent) - fraction.length);
}

/** Drops `k` digits from the coefficient, rounding half away from zero. */
function dropDigits(d: Dec, k: number): Dec {
  if (k <= 0) return d;
  const unit = pow10(k);
  let q = d.c / unit;
  const r = abs(d.c % unit);
  if (r * 2n >= unit) q += d.c < 0n ? -1n : 1n;
  return normalise(q, d.e + k);
}

/** Rounds to `n` significant digits. */
const roundSignificant = (d: Dec, n: number): Dec => dropDigits(d, digitCount(d.c) - n);

/** Rounds to a multiple of 10^exponent. */
const roundToExponent = (d: Dec, exponent: number): Dec => dropDigits(d, exponent - d.e);

/** Position of the leading digit: 0 for 1 to 9.99, 2 for 123, -1 for 0.5. */
const leadingExponent = (d: Dec): number => digitCount(d.c) - 1 + d.e;

/** Writes a decimal plainly ('-12.5', '0.003') or, far from 1, as '15e-40'. Exact. */
function decToString(d: Dec): string {
  if (d.c === 0n) return '0';
  const sign = d.c < 0n ? '-' : '';
  const digits = abs(d.c).toString();
  if (d.e >= 0) return d.e <= 25 ? `${sign}${digits}${'0'.repeat(d.e)}` : `${sign}${digits}e${d.e}`;
  if (leadingExponent(d) < -25) return `${sign}${digits}e${d.e}`;
  const point = digits.length + d.e;
  return point > 0
    ? `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
    : `${sign}0.${'0'.repeat(-point)}${digits}`;
}

type Outcome = { value: Dec } | { error: CalcError };

/** Rounds a result to the working precision and keeps it inside what a double holds. */
function finish(d: Dec): Outcome {
  const rounded = roundSignificant(d, WORKING_DIGITS);
  const asDouble = Number(decToString(rounded));
  if (!Number.isFinite(asDouble)) return { error: 'tooLarge' };
  if (asDouble === 0) return { value: { c: 0n, e: 0 } };
  return { value: rounded };
}

function add(a: Dec, b: Dec): Dec {
  const e = Math.min(a.e, b.e);
  return normalise(a.c * pow10(a.e - e) + b.c * pow10(b.e - e), e);
}

const multiply = (a: Dec, b: Dec): Dec => normalise(a.c * b.c, a.e + b.e);

function divide(a: Dec, b: Dec): Outcome {
  if (b.c === 0n) return { error: 'divideByZero' };
  if (a.c === 0n) return { value: a };
  // At least two digits more than the working precision, truncated: rounding half away from zero
  // then decides exactly as on the true quotient.
  const shift = Math.max(0, WORKING_DIGITS + 2 + digitCount(b.c) - digitCount(a.c));
  const q = (a.c * pow10(shift)) / b.c;
  const e = a.e - b.e - shift;
  return finish(normalise(q, e));
}

export type Operator = 'add' | 'subtract' | 'multiply' | 'divide';

export const OPERATOR_SYMBOLS: Record<Operator, string> = {
  add: '+',
  subtract: '−',
  multiply: '×',
  divide: '÷',
};

function apply(left: Dec, operator: Operator, right: Dec): Outcome {
  switch (operator) {
    case 'add':
      return finish(add(left, right));
    case 'subtract':
      return finish(add(left, { c: -right.c, e: right.e }));
    case 'multiply':
      return finish(multiply(left, right));
    case 'divide':
      return divide(left, right);
  }
}

/**
 * Computes `left operator right` on decimal strings, as the calculator does: exact for + − ×
 * (to 20 significant digits), division to 20 significant digits. Exported for tests.
 */
export function calculate(
  left: string,
  operator: Operator,
  right: string,
): { value: string } | { error: CalcError } {
  const outcome = apply(parseDec(left), operator, parseDec(right));
  return 'error' in outcome ? outcome : { value: decToString(outcome.value) };
}

// ---------------------------------------------------------------------------------------------
// Display

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

function scientific(d: Dec): string {
  const rounded = roundSignificant(d, DISPLAY_DIGITS);
  const digits = abs(rounded.c).toString();
  const exponent = leadingExponent(rounded);
  const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${rounded.c < 0n ? '-' : ''}${mantissa}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
}

/**
 * A value as the display shows it: at most 15 significant digits (and at most 15 decimals),
 * thousands grouped ('1,234,567.5'); from 10^15 up or below 10^-9, exponent form ('1.5e+20').
 */
export function formatValue(text: string): string {
  const d = parseDec(text);
  if (d.c === 0n) return '0';
  if (leadingExponent(d) <= -10) return scientific(d);
  const rounded =
    leadingExponent(d) < 0 ? roundToExponent(d, -DISPLAY_DIGITS) : roundSignificant(d, DISPLAY_DIGITS);
  if (rounded.c === 0n) return '0';
  if (leadingExponent(rounded) >= DISPLAY_DIGITS) return scientific(rounded);
  const [whole = '0', fraction] = decToString(rounded).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${groupThousands(whole.replace('-', ''))}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** An entry being typed keeps its trailing point and zeros ('0.50', '12.'), grouped. */
function formatTyped(entry: string): string {
  const sign = entry.startsWith('-') ? '-' : '';
  const [whole = '0', fraction] = entry.replace('-', '').split('.');
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

// ---------------------------------------------------------------------------------------------
// The state machine

export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

export type CalculatorAction =
  | { type: 'digit'; digit: Digit }
  | { type: 'decimal' }
  | { type: 'operator'; operator: Operator }
  | { type: 'equals' }
  | { type: 'clear' }
  | { type: 'backspace' }
  | { type: 'negate' }
  | { type: 'percent' };

export interface CalculatorState {
  /**
   * The current entry: digits being typed ('0.50') or a computed value (a result, or what % or ±
   * made). null right after an operator, until an operand arrives (the display shows `stored`).
   */
  entry: string | null;
  /** The entry is being typed: digits append to it and backspace removes them. */
  typing: boolean;
  /** The left operand of the pending operator (also the running result of a chain). */
  stored: string | null;
  operator: Operator | null;
  /** The entry is the final result of '='. */
  justEvaluated: boolean;
  /** What '=' repeats when pressed again right after a result. */
  repeat: { operator: Operator; operand: string } | null;
  /** The line above the display: '12 +', '12 + 3 ='. */
  expression: string;
  /** The error shown instead of a number (its message's key); null when there is none. */
  error: CalcError | null;
}

export const initialState: CalculatorState = {
  entry: '0',
  typing: true,
  stored: null,
  operator: null,
  justEvaluated: false,
  repeat: null,
  expression: '',
  error: null,
};

/** The text on the display: the number, or the error in the page's words (`errorText`). */
export function displayText(state: CalculatorState, errorText: ErrorText): string {
  if (state.error) return errorText(state.error);
  if (state.entry === null) return formatValue(state.stored ?? '0');
  return state.typing ? formatTyped(state.entry) : formatValue(state.entry);
}

/** What the Copy button copies: the display's number without its thousands separators. */
export function copyValue(state: CalculatorState, errorText: ErrorText): string {
  const text = displayText(state, errorText);
  return state.error ? text : text.replace(/,/g, '');
}

const isZero = (text: string): boolean => parseDec(text).c === 0n;
const negated = (text: string): string => {
  const d = parseDec(text);
  return decToString({ c: -d.c, e: d.e });
};
/** Digits in an entry, not counting the 0 of '0.5'. */
const countDigits = (entry: string): number => entry.replace(/^-?0(?=\.|$)/, '').replace(/\D/g, '').length;

/** The error state: only a digit, the decimal point or AC leave it. */
const errorState = (error: CalcError, expression = ''): CalculatorState => ({
  ...initialState,
  entry: null,
  typing: false,
  expression,
  error,
});

/** `left op right =`: the result, or the error state it led to. */
function evaluate(state: CalculatorState, left: string, operator: Operator, right: string): CalculatorState {
  const expression = `${formatValue(left)} ${OPERATOR_SYMBOLS[operator]} ${formatValue(right)} =`;
  const result = calculate(left, operator, right);
  if ('error' in result) return errorState(result.error, expression);
  return {
    ...state,
    entry: result.value,
    typing: false,
    stored: null,
    operator: null,
    justEvaluated: true,
    repeat: { operator, operand: right },
    expression,
    error: null,
  };
}

/** A value that % or ± made: a new operand, but not digits one can keep typing. */
function computedEntry(state: CalculatorState, entry: string): CalculatorState {
  if (state.justEvaluated)
    return { ...state, entry, typing: false, justEvaluated: false, repeat: null, expression: '' };
  return { ...state, entry, typing: false };
}

/** Typing after an operator, a result or a computed value starts a new entry. */
const startsNewEntry = (state: CalculatorState): boolean =>
  !state.typing || state.entry === null || state.justEvaluated;

/** The new entry; after a result, the finished calculation is left behind. */
function newEntry(state: CalculatorState, entry: string): CalculatorState {
  const fresh = state.justEvaluated
    ? { ...state, justEvaluated: false, repeat: null, expression: '' }
    : state;
  return { ...fresh, entry, typing: true };
}

function typeDigit(state: CalculatorState, digit: Digit): CalculatorState {
  if (state.error) return typeDigit(initialState, digit);
  if (startsNewEntry(state) || state.entry === null) return newEntry(state, digit);
  const { entry } = state;
  if (entry === '0') return { ...state, entry: digit };
  if (entry === '-0') return { ...state, entry: `-${digit}` };
  if (countDigits(entry) >= DISPLAY_DIGITS) return state;
  return { ...state, entry: entry + digit };
}

function typeDecimal(state: CalculatorState): CalculatorState {
  if (state.error) return typeDecimal(initialState);
  if (startsNewEntry(state) || state.entry === null) return newEntry(state, '0.');
  if (state.entry.includes('.')) return state;
  return { ...state, entry: `${state.entry}.` };
}

function pressOperator(state: CalculatorState, operator: Operator): CalculatorState {
  if (state.error) return state;
  // An operator right after another one replaces it.
  if (state.operator && state.entry === null) {
    return {
      ...state,
      operator,
      expression: `${formatValue(state.stored ?? '0')} ${OPERATOR_SYMBOLS[operator]}`,
    };
  }
  const entry = state.entry ?? state.stored ?? '0';
  let stored = entry;
  if (state.operator && state.stored !== null) {
    // Immediate execution: the pending operation is done first.
    const result = calculate(state.stored, state.operator, entry);
    if ('error' in result) {
      const left = formatValue(state.stored);
      return errorState(result.error, `${left} ${OPERATOR_SYMBOLS[state.operator]} ${formatValue(entry)} =`);
    }
    stored = result.value;
  }
  stored = decToString(parseDec(stored));
  return {
    ...state,
    entry: null,
    typing: false,
    stored,
    operator,
    justEvaluated: false,
    repeat: null,
    expression: `${formatValue(stored)} ${OPERATOR_SYMBOLS[operator]}`,
  };
}

function pressEquals(state: CalculatorState): CalculatorState {
  if (state.error) return state;
  if (state.operator && state.stored !== null) {
    // '5 + =' uses the shown value as the operand: 10.
    const operand = decToString(parseDec(state.entry ?? state.stored));
    return evaluate(state, state.stored, state.operator, operand);
  }
  const entry = state.entry ?? '0';
  if (state.justEvaluated && state.repeat) {
    // Equals again repeats the last operation: 2 + 3 = = gives 8.
    return evaluate(state, entry, state.repeat.operator, state.repeat.operand);
  }
  const value = decToString(parseDec(entry));
  return {
    ...state,
    entry: value,
    typing: false,
    justEvaluated: true,
    repeat: null,
    expression: `${formatValue(value)} =`,
  };
}

function pressBackspace(state: CalculatorState): CalculatorState {
  if (state.error || startsNewEntry(state) || state.entry === null) return state;
  const shorter = state.entry.slice(0, -1);
  return { ...state, entry: shorter === '' || shorter === '-' || shorter === '-0' ? '0' : shorter };
}

function pressNegate(state: CalculatorState): CalculatorState {
  if (state.error) return state;
  const current = state.entry ?? state.stored ?? '0';
  // Plus/minus toggles the sign unless the entry is 0.
  if (isZero(current)) return state;
  if (state.typing && state.entry !== null) {
    return { ...state, entry: current.startsWith('-') ? current.slice(1) : `-${current}` };
  }
  return computedEntry(state, negated(current));
}

function pressPercent(state: CalculatorState): CalculatorState {
  if (state.error) return state;
  const current = state.entry ?? state.stored ?? '0';
  // With an operator pending, that percentage of the stored value: 200 + 10 % makes the entry 20.
  const base =
    state.operator && state.stored !== null
      ? multiply(parseDec(state.stored), parseDec(current))
      : parseDec(current);
  const outcome = finish({ c: base.c, e: base.e - 2 });
  if ('error' in outcome) return errorState(outcome.error);
  return computedEntry(state, decToString(outcome.value));
}

/** The calculator's state machine: (state, action) → state. Pure; never throws. */
export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'digit':
      return typeDigit(state, action.digit);
    case 'decimal':
      return typeDecimal(state);
    case 'operator':
      return pressOperator(state, action.operator);
    case 'equals':
      return pressEquals(state);
    case 'clear':
      return initialState;
    case 'backspace':
      return pressBackspace(state);
    case 'negate':
      return pressNegate(state);
    case 'percent':
      return pressPercent(state);
  }
}

// ---------------------------------------------------------------------------------------------
// Keyboard

const KEY_OPERATORS: Record<string, Operator> = {
  '+': 'add',
  '-': 'subtract',
  '−': 'subtract',
  '*': 'multiply',
  '×': 'multiply',
  x: 'multiply',
  X: 'multiply',
  '/': 'divide',
  '÷': 'divide',
};

/**
 * The action a key stands for (KeyboardEvent.key), or null: digits, '.' and ',' (a decimal
 * comma), + - * / (and x), '=' or Enter, '%', Backspace, Escape or Delete for AC.
 */
export function keyToAction(key: string): CalculatorAction | null {
  if (/^[0-9]$/.test(key)) return { type: 'digit', digit: key as Digit };
  if (key === '.' || key === ',') return { type: 'decimal' };
  const operator = KEY_OPERATORS[key];
  if (operator) return { type: 'operator', operator };
  switch (key) {
    case '=':
    case 'Enter':
      return { type: 'equals' };
    case '%':
      return { type: 'percent' };
    case 'Backspace':
      return { type: 'backspace' };
    case 'Escape':
    case 'Delete':
      return { type: 'clear' };
    default:
      return null;
  }
}
