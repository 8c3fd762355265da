import type { ReactNode } from 'react';

/**
 * The result area: a polite live region so screen readers hear new results. Shows `intro` when
 * there is nothing to show (empty or invalid input) and `error` inline when the logic returned one.
 */
export function ResultPanel({
  children,
  error,
  intro,
  label = 'Result',
}: {
  children?: ReactNode;
  error?: string | null;
  intro?: ReactNode;
  label?: string;
}) {
  return (
    <section
      aria-label={label}
      aria-live="polite"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      {error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : children ? (
        children
      ) : (
        <div className="text-slate-700 dark:text-slate-300">{intro}</div>
      )}
    </section>
  );
}
