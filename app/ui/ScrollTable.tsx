import { useId, type ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  /** Figures line up on the right; words (the default) on the left. */
  align?: 'left' | 'right';
}

/** Classes for the rows and cells a ScrollTable's body holds. */
export const tableRow = 'border-t border-slate-200 dark:border-slate-700';
export const rowHead = 'px-3 py-2 text-start font-medium';
export const cell = 'px-3 py-2 text-end whitespace-nowrap';

/**
 * A table with a caption and a header row that scrolls sideways inside its own box when it is
 * wider than the screen. The box is a named region and takes keyboard focus, so a keyboard user
 * can scroll it too. `children` are the body's rows (use `tableRow`, `rowHead` and `cell`).
 */
export function ScrollTable({
  caption,
  columns,
  children,
  minWidth,
  testId,
}: {
  caption: ReactNode;
  columns: readonly Column[];
  children: ReactNode;
  /** A width below which the table scrolls instead of squeezing, e.g. 'min-w-[36rem]'. */
  minWidth?: string;
  testId?: string;
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-testid={testId}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
    >
      <table className={`w-full text-sm text-slate-800 tabular-nums dark:text-slate-200 ${minWidth ?? ''}`}>
        <caption
          id={captionId}
          className="px-3 pt-3 pb-2 text-start text-base font-semibold text-slate-900 dark:text-white"
        >
          {caption}
        </caption>
        <thead className="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.align === 'right' ? 'text-end' : 'text-start'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
