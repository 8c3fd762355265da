import type { ReactNode } from 'react';

/** A heading in red and a message: a parse error (JsonResult) or a run that could not finish. */
export function ErrorBlock({
  heading,
  message,
  children,
}: {
  heading: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid="json-error">
      <h2 className="text-lg font-semibold text-red-800 dark:text-red-300">{heading}</h2>
      <p className="mt-1 break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">{message}</p>
      {children}
    </div>
  );
}
