/** The headings of the form's groups and the result's sections, and the notes under them. */
export const legendClass = 'mb-2 text-base font-semibold text-slate-900 dark:text-white';
export const noteClass = 'text-sm text-slate-700 dark:text-slate-300';
