import { useId, type ReactNode } from 'react';
import { FieldFrame, inputClass } from './Field';

/** A labelled native select over typed values. */
export function Select<T extends string | number>({
  label,
  hint,
  value,
  options,
  onChange,
  className = '',
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} className={className}>
      <select
        id={id}
        className={inputClass}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={String(value)}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
