import { Link2 } from 'lucide';
import { NodeIcon } from './NodeIcon';
import { useId } from 'react';
import { copyText } from '~/lib/clipboard';
import { shareableUrl } from '~/lib/url-state';
import { COPIED_MS, useCopied } from '~/lib/use-copied';
import { Button } from './Button';
import { useCopyStatus } from './copy-status';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';
import { CopyButton } from './CopyButton';
import { LinkNote, ShareButton } from './ShareButton';

/** The result row most tools offer: Share, Copy summary and Permalink. */
export function ToolActions({
  title,
  summary,
  copiedMs = COPIED_MS,
  note,
}: {
  title: string;
  summary: string;
  /** How long 'Copied!' shows after copying the summary. */
  copiedMs?: number;
  /** Said below the row, about Share and Permalink: what their link holds or leaves out. */
  note?: string;
}) {
  const t = useSiteT<typeof en>();
  const permalink = useCopied();
  const permalinkStatus = useCopyStatus(permalink.outcome);
  const noteId = useId();
  const describedBy = note ? noteId : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <ShareButton title={title} text={summary} describedBy={describedBy} />
      <CopyButton text={summary} label={t('copySummary')} durationMs={copiedMs} />
      <Button aria-describedby={describedBy} onClick={() => permalink.run(() => copyText(shareableUrl()))}>
        <NodeIcon node={Link2} size={16} />
        <span aria-live="polite">{permalinkStatus(t('permalink'))}</span>
      </Button>
      {note && <LinkNote id={noteId}>{note}</LinkNote>}
    </div>
  );
}
