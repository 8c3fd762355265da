/**
 * Notes that qualify a result (an adjustment made, a limit applied): an amber bulleted list with
 * an accessible name. Nothing when there are none.
 */
export function NoteList({ label, notes }: { label: string; notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul
      aria-label={label}
      className="mt-4 list-disc space-y-1 rounded-lg border border-amber-300 bg-amber-50 py-2 pe-3 ps-8 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
    >
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
