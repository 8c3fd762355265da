/**
 * The site's one notice bar, fixed at the bottom so nothing on the page moves when it appears:
 * drawn outside React by code that runs after the page has loaded (the update prompt, the
 * suggestion of another language). Text only: no HTML from any input.
 */
export const NOTICE_BUTTON_CLASS =
  'min-h-10 rounded-lg bg-blue-700 px-3.5 py-2 font-medium text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400';

/** Shows a bar holding `parts`, with `attributes` (role, label, lang...); returns it. */
export function showNoticeBar(
  parts: readonly Node[],
  attributes: Readonly<Record<string, string>>,
): HTMLElement {
  const bar = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) bar.setAttribute(name, value);
  bar.className =
    'print:hidden fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
  bar.append(...parts);
  document.body.append(bar);
  return bar;
}

/** A button for a notice bar, with its text and what a press does. */
export function noticeButton(text: string, onPress: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text;
  button.className = NOTICE_BUTTON_CLASS;
  button.addEventListener('click', () => onPress(button));
  return button;
}
