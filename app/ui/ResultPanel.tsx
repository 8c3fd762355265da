import type { CSSProperties, ReactNode } from 'react';

/**
 * The result area. Shows `intro` when there is nothing to show (empty or invalid input; a string
 * is a paragraph, a list of strings one paragraph each), `error` inline when the logic returned
 * one, else the result.
 *
 * Screen readers hear one line, not the whole panel: `summary` goes to a polite status region,
 * and an error is announced once by its own alert. `minHeight` reserves the result's room so a
 * shared link's result, which appears after hydration, does not push the page down.
 */
export function ResultPanel({
  children,
  error,
  intro,
  summary,
  label = 'Result',
  minHeight,
}: {
  children?: ReactNode;
  error?: string | null;
  intro?: ReactNode | readonly string[];
  /** One line that states the answer, e.g. '15% of 200 = 30.00'. */
  summary?: string | null;
  label?: string;
  minHeight?: CSSProperties['minHeight'];
}) {
  return (
    <section
      aria-label={label}
      style={minHeight === undefined ? undefined : { minHeight }}
      className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-4 break-words sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <p role="status" className="sr-only">
        {error ? '' : (summary ?? '')}
      </p>
      {error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : children ? (
        children
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
