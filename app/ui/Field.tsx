import {
  useId,
  useState,
  type ComponentProps,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatNumber, localNumberText, machineNumberText, NUMBER_TEXT_MAX, parseNumber } from '~/lib/format';
import { pageLocale, type Locale } from '~/lib/locale';
import { useSiteT, type T } from '~/lib/i18n';
import type en from './messages/en';

export const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';
export const hintClass = 'mt-1 text-sm text-slate-600 dark:text-slate-400';

/** Label above, the control, and a hint below that the control names with aria-describedby. */
export function FieldFrame({
  id,
  label,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'min' | 'max' | 'step'>;

/**
 * How a text box shows a value held in machine form (the form links hold, the same in every
 * language), and what it holds for the text typed: a number's decimal mark, a city's name.
 */
export interface TextCodec {
  shown: (value: string) => string;
  held: (text: string) => string;
}

/** A number in the page's language: '12,5' shown on a German page, '12.5' held. English keeps the visitor's text. */
function numberCodec(locale: Locale): TextCodec {
  return {
    shown: (value) => localNumberText(value, locale),
    held: (text) => machineNumberText(text, locale),
  };
}

/**
 * A box's text through its codec. What is being typed ('12,', 'mexiko-stadt') stays on screen
 * while it is what the box holds, until the box is left; a value set from outside shows at once.
 */
function useCodecText(value: string, onValue: (value: string) => void, codec: TextCodec | undefined) {
  const [draft, setDraft] = useState<{ text: string; value: string } | null>(null);
  if (!codec) return { value, onValue, onBlur: () => {} };
  return {
    value: draft?.value === value ? draft.text : codec.shown(value),
    onValue: (text: string) => {
      const held = codec.held(text);
      setDraft({ text, value: held });
      onValue(held);
    },
    onBlur: () => setDraft(null),
  };
}

/**
 * A labelled text input. With `number`, its text is a number that is shown and read in the page's
 * language, for numbers a NumberField cannot hold: more digits than a double keeps, or a tool's
 * own grouping. A `codec` shows and reads other values in the page's language.
 */
export function TextField({
  label,
  hint,
  onValue,
  className = '',
  value,
  number = false,
  codec,
  ...props
}: InputProps & {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValue: (value: string) => void;
  number?: boolean;
  codec?: TextCodec;
}) {
  const id = useId();
  const shownAs = number ? numberCodec(pageLocale()) : codec;
  const text = useCodecText(value, onValue, shownAs);
  const placeholder = shownAs && props.placeholder ? shownAs.shown(props.placeholder) : props.placeholder;
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
        dir={number ? 'ltr' : undefined}
        value={text.value}
        onChange={(e) => text.onValue(e.target.value)}
        {...props}
        placeholder={placeholder}
        onBlur={(e) => {
          text.onBlur();
          props.onBlur?.(e);
        }}
      />
    </FieldFrame>
  );
}

/**
 * A number typed as text, so '1,234.5', '12,5' and half-typed entries ('-', '1.') work; the
 * value stays the visitor's text and the tool parses it. Shows a unit after the box; Arrow
 * Up/Down step by `step` within min/max; a value outside min/max gets an inline hint. In another
 * language the box shows and reads the page's decimal mark (numberCodec).
 */
export function NumberField({
  label,
  hint,
  unit,
  min,
  max,
  step = 1,
  value,
  onValue,
  className = '',
  ...props
}: InputProps & {
  label: ReactNode;
  hint?: ReactNode;
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  value: string;
  onValue: (value: string) => void;
}) {
  const id = useId();
  const text = useCodecText(value, onValue, numberCodec(pageLocale()));
  const parsed = parseNumber(value);
  const outOfRange =
    parsed !== null && ((min !== undefined && parsed < min) || (max !== undefined && parsed > max));
  const t = useSiteT<typeof en>();
  const rangeHint = outOfRange ? rangeText(t, min, max) : null;
  const shownHint =
    hint || rangeHint ? (
      <>
        {hint}
        {hint && rangeHint ? ' ' : null}
        {rangeHint && <span className="font-medium text-amber-800 dark:text-amber-300">{rangeHint}</span>}
      </>
    ) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const next = stepValue(parsed ?? min ?? 0, event.key === 'ArrowUp' ? step : -step, min, max);
    onValue(String(next));
  };

  return (
    <FieldFrame id={id} label={label} hint={shownHint} className={className}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode={min !== undefined && min >= 0 ? 'decimal' : 'text'}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={shownHint ? `${id}-hint` : undefined}
          aria-invalid={outOfRange || undefined}
          // A number reads left to right ('-40', not '40-') on a right-to-left page too (app.css).
          dir="ltr"
          className={`${inputClass} tabular-nums`}
          // A paste of a 100,000-digit number is cut to what parseNumber reads.
          maxLength={NUMBER_TEXT_MAX}
          value={text.value}
          onChange={(e) => text.onValue(e.target.value)}
          onKeyDown={onKeyDown}
          {...props}
          onBlur={(e) => {
            text.onBlur();
            props.onBlur?.(e);
          }}
        />
        {unit && <span className="shrink-0 text-sm text-slate-700 dark:text-slate-300">{unit}</span>}
      </div>
    </FieldFrame>
  );
}

/**
 * A number field's fixed props (label, unit, limits, hint), declared as data beside the tool's
 * schema; the component adds the value: `<NumberField {...FIELDS.rate} value={…} onValue={…} />`.
 */
export type NumberFieldSpec = Omit<ComponentProps<typeof NumberField>, 'value' | 'onValue'>;

/**
 * One NumberField for each entry of `fields`, in order, over text values held in one state
 * object (the URL state): typing in a field passes `{ [key]: text }` to `onChange`.
 */
export function NumberFields<K extends string>({
  fields,
  state,
  onChange,
}: {
  fields: Record<K, NumberFieldSpec>;
  state: Record<K, string>;
  onChange: (patch: Partial<Record<K, string>>) => void;
}) {
  return (Object.keys(fields) as K[]).map((key) => (
    <NumberField
      key={key}
      {...fields[key]}
      value={state[key]}
      onValue={(value) => onChange({ [key]: value } as Partial<Record<K, string>>)}
    />
  ));
}

function rangeText(t: T<typeof en>, min: number | undefined, max: number | undefined): string {
  const show = (n: number) => formatNumber(n, { min: 0, max: 6 });
  if (min !== undefined && max !== undefined) return t('rangeBetween', { min: show(min), max: show(max) });
  if (min !== undefined) return t('rangeMin', { min: show(min) });
  return t('rangeMax', { max: show(max!) });
}

/** One step up or down, without float noise (0.1 + 0.2), kept within min/max. */
export function stepValue(from: number, by: number, min?: number, max?: number): number {
  const decimals = Math.max(decimalPlaces(from), decimalPlaces(by));
  let next = Number((from + by).toFixed(Math.min(decimals, 10)));
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}

function decimalPlaces(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}
