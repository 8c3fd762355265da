import { Link2 } from 'lucide-react';
import { copyText } from '~/lib/clipboard';
import { shareableUrl } from '~/lib/url-state';
import { COPIED_MS, useCopied } from '~/lib/use-copied';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { ShareButton } from './ShareButton';

/** The result row most tools offer: Share, Copy summary and Permalink (document 2, section 1). */
export function ToolActions({
  title,
  summary,
  copiedMs = COPIED_MS,
}: {
  title: string;
  summary: string;
  /** How long 'Copied!' shows after copying the summary. */
  copiedMs?: number;
}) {
  const permalink = useCopied();
  return (
    <div className="flex flex-wrap gap-2">
      <ShareButton title={title} text={summary} />
      <CopyButton text={summary} label="Copy summary" durationMs={copiedMs} />
      <Button onClick={() => permalink.run(() => copyText(shareableUrl()))}>
        <Link2 aria-hidden="true" size={16} />
        <span aria-live="polite">{permalink.copied ? 'Copied!' : 'Permalink'}</span>
      </Button>
    </div>
  );
}
