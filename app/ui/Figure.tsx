import { Fragment, type ReactNode } from 'react';

/**
 * A number whose line may break only after a separator ('1,867,|680', German '1.867.|680'),
 * never inside a group of digits. Its element needs `overflow-wrap: normal`, so that no other
 * break applies. It reads left to right on a right-to-left page too ('-5', not '5-'), and a figure
 * that starts with a word ('MMXXIV', '12.5 million') is told apart from its neighbours all the same.
 */
export function GroupedDigits({ value }: { value: string }) {
  // After any group mark a language uses (',', '.', a no-break space): one followed by a group of three.
  const parts = value.split(/(?<=\d[,.\u00a0])(?=\d{3}(?!\d))/);
  return (
    <bdi dir={/\p{Script=Arabic}/u.test(value) ? undefined : 'ltr'}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </bdi>
  );
}

/**
 * A big result figure ('1,234,567.89', 'MMMCMXCIX'). On a narrow screen a long figure may wrap,
 * but only after a group separator (GroupedDigits). `lead` is a line above it that says what it is,
 * and `children` what follows below it; `className` goes on the outermost element.
 */
export function Figure({
  value,
  className = '',
  testId,
  lead,
  children,
}: {
  value: string;
  className?: string;
  testId?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const figure = (
    <p
      data-testid={testId}
      className={`text-3xl font-bold tabular-nums [overflow-wrap:normal] text-slate-900 sm:text-4xl dark:text-white ${lead !== undefined ? 'mt-1' : children === undefined ? className : ''}`}
    >
      <GroupedDigits value={value} />
    </p>
  );
  if (lead === undefined && children === undefined) return figure;
  return (
    <div className={className}>
      {lead !== undefined && <p className="text-sm text-slate-600 dark:text-slate-400">{lead}</p>}
      {figure}
      {children}
    </div>
  );
}
