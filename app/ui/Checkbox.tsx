import { useId, type ReactNode } from 'react';
import { hintClass } from './Field';

/**
 * A native checkbox with its label; `asSwitch` draws it as an on/off switch (role="switch", so
 * screen readers say 'on'/'off'). The state never relies on colour alone: the knob moves.
 */
export function Checkbox({
  label,
  hint,
  checked,
  onChange,
  asSwitch = false,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  asSwitch?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex min-h-10 cursor-pointer items-center gap-3 text-slate-800 dark:text-slate-200"
      >
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className={
            asSwitch
              ? 'peer sr-only'
              : 'size-5 shrink-0 rounded border-slate-400 accent-blue-700 dark:accent-blue-400'
          }
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {asSwitch && (
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full border-2 border-slate-500 bg-slate-200 transition-colors peer-checked:border-blue-700 peer-checked:bg-blue-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 after:absolute after:top-0.5 after:start-0.5 after:size-4 after:rounded-full after:bg-slate-600 after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5 peer-checked:after:bg-white dark:border-slate-400 dark:bg-slate-800 dark:peer-checked:border-blue-400 dark:peer-checked:bg-blue-400 dark:after:bg-slate-300 dark:peer-checked:after:bg-slate-950"
          />
        )}
        <span className="text-sm font-medium">{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
