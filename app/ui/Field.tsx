import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

/** A labelled text input; numbers are typed as text so '1,234.5' and partial entries work. */
export function TextField({
  label,
  hint,
  onValue,
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: ReactNode;
  hint?: ReactNode;
  onValue: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? hintId : undefined}
        className={inputClass}
        onChange={(e) => onValue(e.target.value)}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
