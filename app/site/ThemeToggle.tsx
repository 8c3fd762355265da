import { Moon, Sun } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { toggleTheme, useRootClass } from './preferences';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

export function ThemeToggle() {
  const t = useSiteT<typeof en>();
  const dark = useRootClass('dark');
  const label = t(dark ? 'switchToLight' : 'switchToDark');
  return (
    <button
      type="button"
      onClick={toggleTheme}
      data-testid="theme-toggle"
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {/* Icons follow the class on <html> through CSS, so they are right before hydration too. */}
      <NodeIcon node={Moon} size={20} className="dark:hidden" />
      <NodeIcon node={Sun} size={20} className="hidden dark:block" />
    </button>
  );
}
