import { Check, Copy } from 'lucide';
import { NodeIcon } from './NodeIcon';
import { copyText } from '~/lib/clipboard';
import { COPIED_MS, useCopied } from '~/lib/use-copied';
import { Button } from './Button';
import { useCopyStatus } from './copy-status';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/** Copies text (or what `text()` returns at click time) and says 'Copied!' for a while. */
export function CopyButton({
  text,
  label,
  durationMs = COPIED_MS,
  variant = 'secondary',
  accessibleName,
}: {
  text: string | (() => string);
  label?: string;
  durationMs?: number;
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Names the button for screen readers when several copy buttons share a label. */
  accessibleName?: string;
}) {
  const t = useSiteT<typeof en>();
  const { copied, outcome, run } = useCopied(durationMs);
  const status = useCopyStatus(outcome);
  return (
    <Button
      variant={variant}
      aria-label={accessibleName && !copied ? accessibleName : undefined}
      onClick={() => run(() => copyText(typeof text === 'function' ? text() : text))}
    >
      {copied ? <NodeIcon node={Check} size={16} /> : <NodeIcon node={Copy} size={16} />}
      <span aria-live="polite">{status(label ?? t('copy'))}</span>
    </Button>
  );
}
