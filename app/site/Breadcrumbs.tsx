import { ChevronRight } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { Link } from '~/ui/Link';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

export interface Crumb {
  name: string;
  path: string;
}

/** Home › … › current page. The last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useSiteT<typeof en>();
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-400">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="underline-offset-2 hover:underline">
                    {item.name}
                  </Link>
                  <NodeIcon node={ChevronRight} size={14} className="rtl:-scale-x-100" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
