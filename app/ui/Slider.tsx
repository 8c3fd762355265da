import { useId, useState, type ReactNode } from 'react';
import { formatNumber, parseNumber } from '~/lib/format';
import { pageLocale } from '~/lib/locale';
import { hintClass, inputClass, labelClass } from './Field';
import { clamp } from '~/lib/math';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * A native range input with its value shown in a small box that can also be typed into: the
 * typed value is clamped to min/max and applied on Enter or when the box loses focus.
 */
export function Slider({
  label,
  hint,
  value,
  onChange,
  min,
  max,
  step = 1,
  unit,
  decimals = 2,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  /** Most decimals the box shows. */
  decimals?: number;
}) {
  const id = useId();
  const t = useSiteT<typeof en>();
  const shown = formatNumber(value, { min: 0, max: decimals });
  // What the visitor is typing into the box, until they commit it.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = parseNumber(draft, pageLocale());
    if (parsed !== null) onChange(clamp(parsed, min, max));
    setDraft(null);
  };

  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <span className="flex items-center gap-1">
          <input
            type="text"
            inputMode="decimal"
            aria-label={`${typeof label === 'string' ? label : t('value')}${unit ? ` (${unit})` : ''}`}
            className={`${inputClass} w-20 px-2 py-1 text-end tabular-nums`}
            value={draft ?? shown}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') setDraft(null);
            }}
          />
          {unit && <span className="text-sm text-slate-700 dark:text-slate-300">{unit}</span>}
        </span>
      </div>
      <input
        id={id}
        type="range"
        className="mt-2 w-full accent-blue-700 dark:accent-blue-400"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={unit ? `${shown} ${unit}` : shown}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
