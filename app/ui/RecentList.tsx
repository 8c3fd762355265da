/**
 * What a generator made earlier in this visit, folded away under a summary: one monospace line
 * each, newest first. Kept in memory only, never in the address or storage.
 */
export function RecentList({
  summary,
  items,
  testId,
}: {
  summary: string;
  items: readonly string[];
  testId: string;
}) {
  return (
    <details className="text-sm text-slate-700 dark:text-slate-300">
      <summary className="cursor-pointer font-medium">{summary}</summary>
      <ul data-testid={testId} className="mt-2 space-y-1">
        {items.map((item, i) => (
          // Masked passwords can repeat, so the place in the list is the key.
          <li key={i} className="font-mono break-all">
            {item}
          </li>
        ))}
      </ul>
    </details>
  );
}
