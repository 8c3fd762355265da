import type { ReactNode } from 'react';

/** One term and its value in a result's `<dl>` (a `grid grid-cols-2` list of figures). */
export function Stat({
  term,
  testId,
  wide = false,
  children,
}: {
  term: string;
  testId?: string;
  /** Across both columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    // A <dl> may group each term with its value in a <div>, one level deep only.
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd data-testid={testId} className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}
