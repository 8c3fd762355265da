import { Fragment } from 'react';

/**
 * A big result figure ('1,234,567.89', 'MMMCMXCIX'). On a narrow screen a long figure may wrap,
 * but only after a group separator, never in the middle of a group of digits.
 */
export function Figure({
  value,
  className = '',
  testId,
}: {
  value: string;
  className?: string;
  testId?: string;
}) {
  const parts = value.split(/(?<=,)/);
  return (
    <p
      data-testid={testId}
      className={`text-3xl font-bold tabular-nums [overflow-wrap:normal] text-slate-900 sm:text-4xl dark:text-white ${className}`}
    >
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </p>
  );
}
