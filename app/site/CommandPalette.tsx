import { Search } from 'lucide';
import { useEffect, useId, useState } from 'react';
import { useLocalNavigate } from '~/ui/Link';
import { DialogCloseButton, ModalDialog } from '~/ui/ModalDialog';
import { NodeIcon } from '~/ui/NodeIcon';
import type { SearchEntry, ToolIndex } from './page-data';
import { movedHighlight, paletteGroups } from './palette';
import { useSavedTools } from './saved-tools';
import { loadToolIndex } from './tool-index';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * The command palette (Ctrl+K or ⌘K, or the header's search button): a modal dialog whose field
 * (focused on opening) is a combobox over a listbox of tools. The arrows move the highlight, Enter
 * opens the highlighted tool, Escape or the close button closes and gives the focus back. Loaded
 * on demand (site/Header.tsx).
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const t = useSiteT<typeof en>();
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const [index, setIndex] = useState<ToolIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const saved = useSavedTools();
  const navigate = useLocalNavigate();
  const id = useId();

  useEffect(() => {
    loadToolIndex().then(setIndex, () => setFailed(true));
  }, []);

  const groups = index ? paletteGroups(index, saved, query) : [];
  const options = groups.flatMap((group) => group.tools);
  const current = options.length > 0 ? Math.min(highlighted, options.length - 1) : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const open = (tool: SearchEntry) => {
    onClose();
    navigate(tool.href);
  };

  const status = failed
    ? t('paletteFailed')
    : !index
      ? t('loadingTools')
      : query.trim() === ''
        ? ''
        : options.length === 0
          ? t('noMatches')
          : t('toolsMatch', { n: options.length });

  return (
    <ModalDialog
      label={t('searchTools')}
      onClose={onClose}
      className="mt-[10vh] w-[min(36rem,calc(100vw-2rem))]"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
        <NodeIcon node={Search} size={18} className="shrink-0 text-slate-500 dark:text-slate-400" />
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('searchTools')}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          placeholder={t('palettePlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlighted(0);
          }}
          onKeyDown={(event) => {
            const moved = movedHighlight(current, options.length, event.key);
            if (moved !== null) {
              event.preventDefault();
              setHighlighted(moved);
            } else if (event.key === 'Enter' && current >= 0) {
              event.preventDefault();
              open(options[current]!);
            }
          }}
          className="min-h-12 w-full min-w-0 bg-transparent py-3 text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
        />
        <DialogCloseButton label={t('closeSearch')} onClose={onClose} />
      </div>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('tools')}
        className="max-h-[min(24rem,60vh)] overflow-y-auto p-2"
      >
        {groups.map((group, g) => (
          <div key={group.label} role="group" aria-labelledby={`${id}-group-${g}`}>
            <div
              id={`${id}-group-${g}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
            >
              {t(group.label)}
            </div>
            <div>
              {group.tools.map((tool) => {
                const i = options.indexOf(tool);
                return (
                  // The field handles the keys for its options (aria-activedescendant); a pointer clicks them.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={tool.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === current}
                    tabIndex={-1}
                    // The focus stays in the field.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => open(tool)}
                    onMouseMove={() => setHighlighted(i)}
                    className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2 ${
                      i === current ? 'bg-blue-50 text-blue-900 dark:bg-blue-950 dark:text-blue-100' : ''
                    }`}
                  >
                    <span className="font-medium">{tool.title}</span>
                    <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                      {tool.categoryName}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <p
        aria-live="polite"
        className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400"
      >
        {status || '↑ ↓ to move, Enter to open, Esc to close'}
      </p>
    </ModalDialog>
  );
}
