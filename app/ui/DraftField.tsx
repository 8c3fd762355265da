import { useState, type ComponentProps } from 'react';
import { parseNumber } from '~/lib/format';
import { clamp } from '~/lib/math';
import { NumberField } from './Field';

type FieldProps = Omit<ComponentProps<typeof NumberField>, 'value' | 'onValue'>;

/**
 * A number field over a value held elsewhere (the URL state). What is typed stays on screen while
 * it is half done ('', '-', '3.'); `read` turns each entry into the value to pass on (undefined:
 * nothing to pass on yet), and leaving the field shows `show(value)`, the value in use.
 */
export function DraftField<T>({
  value,
  show,
  read,
  onValue,
  ...props
}: FieldProps & {
  value: T;
  show: (value: T) => string;
  read: (text: string) => T | undefined;
  onValue: (value: T) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <NumberField
      {...props}
      value={draft ?? show(value)}
      onValue={(text) => {
        setDraft(text);
        const next = read(text);
        if (next !== undefined) onValue(next);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/** A whole number in [min, max]: each valid entry is rounded and clamped. */
export function IntField({
  min,
  max,
  ...props
}: Omit<FieldProps, 'min' | 'max'> & {
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
}) {
  return (
    <DraftField
      {...props}
      min={min}
      max={max}
      show={String}
      read={(text) => {
        const parsed = parseNumber(text);
        return parsed === null ? undefined : clamp(Math.round(parsed), min, max);
      }}
    />
  );
}
