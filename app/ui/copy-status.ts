import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/** What a copying button says: 'Copied!', 'Copy blocked' (lib/use-copied) or its own label. */
export function useCopyStatus(outcome: 'copied' | 'blocked' | null): (idle: string) => string {
  const t = useSiteT<typeof en>();
  return (idle) => (outcome === 'copied' ? t('copied') : outcome === 'blocked' ? t('copyBlocked') : idle);
}
