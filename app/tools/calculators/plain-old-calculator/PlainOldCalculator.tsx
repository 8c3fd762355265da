import { useEffect, useReducer, useRef, type MouseEvent, type ReactNode } from 'react';
import { inPageMarks } from '~/lib/page-marks';
import { useT } from '~/lib/i18n';
import { COPIED_SHORT_MS } from '~/lib/use-copied';
import { CopyButton } from '~/ui/CopyButton';
import type en from './messages/en';
import {
  calculatorReducer,
  copyValue,
  displayText,
  initialState,
  keyToAction,
  OPERATOR_SYMBOLS,
  type CalcError,
  type CalculatorAction,
  type Digit,
  type Operator,
} from './plain-old-calculator';

type Kind = 'digit' | 'function' | 'operator' | 'equals';

interface Key {
  action: CalculatorAction;
  /** What the key shows. */
  label: string;
  /**
   * What screen readers and voice control call it: a symbol's spoken name ('plus'), or the label
   * itself followed by what it means ('AC (all clear)'), so the name contains the text shown.
   */
  name?: keyof typeof en;
  kind: Kind;
}

const digit = (d: Digit): Key => ({ action: { type: 'digit', digit: d }, label: d, kind: 'digit' });
const operator = (op: Operator, name: keyof typeof en): Key => ({
  action: { type: 'operator', operator: op },
  label: OPERATOR_SYMBOLS[op],
  name,
  kind: 'operator',
});

/** The keypad, row by row (four columns). */
const KEYS: Key[] = [
  { action: { type: 'clear' }, label: 'AC', name: 'allClear', kind: 'function' },
  { action: { type: 'backspace' }, label: '⌫', name: 'backspace', kind: 'function' },
  { action: { type: 'percent' }, label: '%', name: 'percent', kind: 'function' },
  operator('divide', 'divide'),
  digit('7'),
  digit('8'),
  digit('9'),
  operator('multiply', 'multiply'),
  digit('4'),
  digit('5'),
  digit('6'),
  operator('subtract', 'minus'),
  digit('1'),
  digit('2'),
  digit('3'),
  operator('add', 'plus'),
  { action: { type: 'negate' }, label: '±', name: 'plusMinus', kind: 'function' },
  digit('0'),
  { action: { type: 'decimal' }, label: '.', name: 'decimalPoint', kind: 'digit' },
  { action: { type: 'equals' }, label: '=', name: 'equals', kind: 'equals' },
];

/** Identifies a key's button, so a key pressed on the keyboard can light it up. */
function actionId(action: CalculatorAction): string {
  if (action.type === 'digit') return `digit-${action.digit}`;
  if (action.type === 'operator') return `operator-${action.operator}`;
  return action.type;
}

const keyClass: Record<Kind, string> = {
  digit:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 active:bg-slate-200 data-[pressed]:bg-slate-200 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:hover:bg-slate-700 dark:active:bg-slate-600 dark:data-[pressed]:bg-slate-600',
  function:
    'bg-slate-200 text-slate-900 hover:bg-slate-300 active:bg-slate-400 data-[pressed]:bg-slate-400 dark:bg-slate-700 dark:text-white dark:hover:bg-slate-600 dark:active:bg-slate-500 dark:data-[pressed]:bg-slate-500',
  operator:
    'bg-blue-100 text-blue-950 hover:bg-blue-200 active:bg-blue-300 data-[pressed]:bg-blue-300 dark:bg-blue-950 dark:text-blue-50 dark:hover:bg-blue-900 dark:active:bg-blue-800 dark:data-[pressed]:bg-blue-800',
  equals:
    'bg-blue-700 text-white hover:bg-blue-800 active:bg-blue-900 data-[pressed]:bg-blue-900 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400 dark:active:bg-blue-300 dark:data-[pressed]:bg-blue-300',
};

/** Smaller type for longer numbers, so 22 characters fit a 375 px screen. */
function displaySize(text: string): string {
  if (text.length <= 9) return 'text-5xl';
  if (text.length <= 12) return 'text-4xl';
  if (text.length <= 16) return 'text-3xl';
  if (text.length <= 18) return 'text-2xl';
  return 'text-xl';
}

/** Typing in a text box (the site's search, say) is not typing into the calculator. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null;
}

/** Enter on a focused button or link is that control's own business. */
function isActivatable(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('button, a[href], summary, [role="button"], [role="link"], [role="menuitem"]') !== null
  );
}

export function PlainOldCalculator() {
  const [state, dispatch] = useReducer(calculatorReducer, initialState);
  const t = useT<typeof en>();
  const calculator = useRef<HTMLElement>(null);
  const errorText = (error: CalcError) => t(error);
  // The logic writes numbers with English marks; the page shows its own ('1.234,5' in German).
  const inPage = (text: string) => (state.error ? text : inPageMarks(text));
  const display = inPage(displayText(state, errorText));

  // The keyboard works as soon as the page is up, without clicking the calculator first.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey || event.altKey) && !event.getModifierState('AltGraph')) return;
      if (isEditable(event.target)) return;
      const action = keyToAction(event.key);
      if (!action) return;
      if (event.key === 'Enter' && isActivatable(event.target)) return;
      event.preventDefault();
      dispatch(action);
      const button = calculator.current?.querySelector<HTMLElement>(`[data-action="${actionId(action)}"]`);
      if (button) {
        button.dataset.pressed = '';
        setTimeout(() => delete button.dataset.pressed, 120);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A click on a key keeps the focus on the calculator, not on the key: Enter afterwards means
  // '=' rather than pressing that key again. Keyboard users still Tab to each key.
  const keepFocus = (event: MouseEvent) => {
    event.preventDefault();
    calculator.current?.focus({ preventScroll: true });
  };

  const awaitingOperand = state.operator !== null && state.entry === null && !state.error;

  return (
    // Its keys include '/' (divide): the site's '/' shortcut to search stays off here.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" data-own-keys="">
      <section
        ref={calculator}
        tabIndex={-1}
        aria-label={t('calculator')}
        className="mx-auto w-full max-w-sm min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-3 outline-none sm:p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="rounded-xl border border-slate-200 bg-white px-3 py-3 text-end dark:border-slate-700 dark:bg-slate-950">
          <p
            data-testid="calculator-expression"
            className="min-h-6 truncate text-base text-slate-600 tabular-nums dark:text-slate-300"
          >
            {inPageMarks(state.expression)}
          </p>
          <div className="flex min-h-16 items-end justify-end">
            <output
              data-testid="calculator-display"
              aria-live="polite"
              aria-atomic="true"
              className={`block max-w-full leading-tight font-bold tabular-nums ${
                state.error
                  ? 'text-xl text-red-700 dark:text-red-300'
                  : `${displaySize(display)} text-slate-900 [overflow-wrap:anywhere] dark:text-white`
              }`}
            >
              {display}
            </output>
          </div>
        </div>
        <div className="mt-2 flex justify-end">
          <CopyButton
            text={() => inPage(copyValue(state, errorText))}
            durationMs={COPIED_SHORT_MS}
            variant="ghost"
          />
        </div>
        <div role="group" aria-label={t('keypad')} className="mt-2 grid grid-cols-4 gap-2">
          {KEYS.map((key) => {
            const id = actionId(key.action);
            const pending =
              awaitingOperand && key.action.type === 'operator' && key.action.operator === state.operator;
            return (
              <button
                key={id}
                type="button"
                data-action={id}
                aria-label={key.name && t(key.name)}
                onMouseDown={keepFocus}
                onClick={() => dispatch(key.action)}
                className={`min-h-14 touch-manipulation rounded-xl text-2xl font-semibold transition-colors select-none print:hidden ${keyClass[key.kind]} ${
                  pending ? 'ring-2 ring-blue-700 ring-inset dark:ring-blue-300' : ''
                }`}
              >
                <span aria-hidden={key.name ? 'true' : undefined}>
                  {key.label === '.' ? inPageMarks('.') : key.label}
                </span>
              </button>
            );
          })}
        </div>
      </section>

      <div className="space-y-4 text-slate-700 dark:text-slate-300">
        <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
            {t('shortcuts')}
          </summary>
          <p className="mt-2 text-sm">{t('shortcutsNote')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <Shortcut keys={['0', '1', '…', '9']}>{t('digits')}</Shortcut>
            <Shortcut keys={['.', ',']}>{t('decimalPoint')}</Shortcut>
            <Shortcut keys={['+', '-', '*', '/']}>{t('operators')}</Shortcut>
            <Shortcut keys={['=', 'Enter']}>{t('equals')}</Shortcut>
            <Shortcut keys={['%']}>{t('percent')}</Shortcut>
            <Shortcut keys={['Backspace']}>{t('deleteLast')}</Shortcut>
            <Shortcut keys={['Esc', 'Delete']}>{t('allClearShortcut')}</Shortcut>
          </dl>
        </details>
        <div className="space-y-2 text-sm">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('howItCalculates')}</h2>
          <p>{t.rich('howOrder', { example: <Example>2 + 3 × 4 = 20</Example> })}</p>
          <p>{t.rich('howPercent', { example: <Example>200 + 10 % = 220</Example> })}</p>
          <p>{t.rich('howDecimals', { example: <Example>0.1 + 0.2 = 0.3</Example> })}</p>
        </div>
      </div>
    </div>
  );
}

/** A worked example, kept on one line. */
function Example({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

function Shortcut({ keys, children }: { keys: string[]; children: ReactNode }) {
  return (
    <>
      <dt className="flex flex-wrap gap-1">
        {keys.map((key, i) =>
          key === '…' ? (
            <span key={i}>…</span>
          ) : (
            <kbd
              key={i}
              className="rounded border border-slate-300 bg-white px-1.5 font-mono text-xs leading-5 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            >
              {key}
            </kbd>
          ),
        )}
      </dt>
      <dd>{children}</dd>
    </>
  );
}
