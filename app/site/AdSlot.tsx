import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/**
 * A placeholder that reserves an ad's space so nothing shifts if one is ever served.
 * It loads nothing: the site makes no third-party requests.
 */
export function AdSlot({ size = 'banner' }: { size?: 'banner' | 'rectangle' }) {
  const t = useSiteT<typeof en>();
  const height = size === 'banner' ? 'h-[90px]' : 'h-[250px]';
  return (
    <div
      className={`my-8 flex ${height} w-full items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400`}
      data-ad-slot={size}
    >
      {t('advertisement')}
    </div>
  );
}
