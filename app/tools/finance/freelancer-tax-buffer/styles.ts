/** The heading style of the form's groups and the result's sections. */
export const legendClass = 'mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100';
