import { useId } from 'react';

/** A row of radio buttons that looks like a segmented control (native radios: keyboard and SR friendly). */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  name,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  name?: string;
}) {
  const groupName = useId() + (name ?? '');
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex-1 cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-blue-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 dark:text-slate-200 dark:has-[:checked]:bg-slate-950 dark:has-[:checked]:text-blue-300"
          >
            <input
              type="radio"
              className="sr-only"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
