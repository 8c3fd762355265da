import type { ReactNode } from 'react';
import { GroupedDigits } from './Figure';

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
        {/* Isolated, so that a value ('-5 °C', '12 kg') keeps its order on a right-to-left page. */}
        <bdi>{children}</bdi>
      </dd>
    </div>
  );
}

/**
 * A headline figure in a bordered card, inside a `<dl>`: its term, the figure (which wraps only
 * after a group separator) and an optional line of detail. `main` makes it the one that stands out.
 */
export function StatCard({
  term,
  value,
  detail,
  testId,
  main = false,
  className = '',
}: {
  term: string;
  value: string;
  detail?: ReactNode;
  testId: string;
  main?: boolean;
  className?: string;
}) {
  const frame = main
    ? 'border-blue-300 bg-blue-50 dark:border-blue-700 dark:bg-blue-950'
    : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800';
  return (
    <div className={`min-w-0 rounded-xl border p-3 ${frame} ${className}`}>
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{term}</dt>
      <dd
        data-testid={testId}
        className="mt-1 text-xl font-bold text-slate-900 tabular-nums [overflow-wrap:normal] sm:text-2xl dark:text-white"
      >
        <GroupedDigits value={value} />
      </dd>
      {detail && <dd className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}
