import { useState, type ComponentProps } from 'react';
import { parseNumber } from '~/lib/format';
import { NumberField } from './Field';
import { clamp } from '~/lib/math';

/**
 * A whole-number field over a number held elsewhere (the URL state): what is typed stays on
 * screen while it is half done ('' or '-'), each valid entry is rounded and clamped into
 * [min, max] and passed on, and leaving the field shows the value in use.
 */
export function IntField({
  value,
  min,
  max,
  onValue,
  ...props
}: Omit<ComponentProps<typeof NumberField>, 'value' | 'onValue' | 'min' | 'max'> & {
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <NumberField
      {...props}
      min={min}
      max={max}
      value={draft ?? String(value)}
      onValue={(text) => {
        setDraft(text);
        const parsed = parseNumber(text);
        if (parsed !== null) onValue(clamp(Math.round(parsed), min, max));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
