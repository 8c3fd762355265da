import type { CSSProperties, ReactNode } from 'react';
import { useSiteT, useT } from '~/lib/i18n';
import type en from './messages/en';
import type { Failure } from '~/lib/outcome';

/**
 * The result area, given what the tool's logic returned (`result`): nothing yet (null: `intro`
 * shows; a string is a paragraph, a list of strings one paragraph each), a failure (its message,
 * inline, in the tool's words), or a value, which `children` renders (a function of the value). A panel without
 * `result` shows its `children` as they are, or `error` when there is one.
 *
 * Screen readers hear one line, not the whole panel: `summary` (by default the value's own
 * `summary`) goes to a polite status region, and an error is announced once by its own alert.
 * `minHeight` reserves the result's room so a shared link's result, which appears after
 * hydration, does not push the page down.
 */
export function ResultPanel<R extends object>({
  result,
  children,
  error,
  intro,
  summary,
  label,
  minHeight,
}: {
  result?: R | null;
  children?: ReactNode | ((value: Exclude<R, Failure>) => ReactNode);
  error?: string | null;
  intro?: ReactNode | readonly string[];
  /** One line that states the answer, e.g. '15% of 200 = 30.00'. */
  summary?: string | null | ((value: Exclude<R, Failure>) => string | null | undefined);
  label?: string;
  minHeight?: CSSProperties['minHeight'];
}) {
  // A failure's message is in the tool's catalogue (lib/outcome).
  const failed = useT().error(result);
  const site = useSiteT<typeof en>();
  const value = failed === null ? (result as Exclude<R, Failure> | null | undefined) : null;
  const message = failed ?? error;
  const content = typeof children === 'function' ? value && children(value) : children;
  const line =
    typeof summary === 'function'
      ? value && summary(value)
      : summary === undefined
        ? (value as { summary?: string } | null | undefined)?.summary
        : summary;
  return (
    <section
      aria-label={label ?? site('result')}
      style={{ minHeight }}
      className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-4 break-words sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <p role="status" className="sr-only">
        {message ? '' : (line ?? '')}
      </p>
      {message ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : content ? (
        content
      ) : (
        <div className="text-slate-700 dark:text-slate-300">
          <Intro intro={intro} />
        </div>
      )}
    </section>
  );
}

/** A string as one paragraph, a list of strings as paragraphs, anything else as it is. */
export function Intro({ intro }: { intro: ReactNode | readonly string[] }) {
  if (typeof intro === 'string') return <p>{intro}</p>;
  if (Array.isArray(intro))
    return (
      <div className="space-y-2">
        {intro.map((paragraph: string) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    );
  return intro;
}
