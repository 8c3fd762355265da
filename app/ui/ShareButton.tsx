import { Check, Share2 } from 'lucide';
import { NodeIcon } from './NodeIcon';
import { useId } from 'react';
import { shareOrCopy } from '~/lib/share';
import { shareableUrl } from '~/lib/url-state';
import { COPIED_MS, useCopied } from '~/lib/use-copied';
import { Button } from './Button';
import { useCopyStatus } from './copy-status';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

/** The note as plain text: in a wrapping row of buttons, a line of its own below them. */
export function LinkNote({ id, children }: { id: string; children: string }) {
  return (
    <p
      id={id}
      data-testid="link-note"
      className="order-last basis-full text-sm text-slate-600 print:hidden dark:text-slate-400"
    >
      {children}
    </p>
  );
}

/** Native share sheet where there is one, otherwise copies the page's current address. */
export function ShareButton({
  title,
  text,
  label,
  durationMs = COPIED_MS,
  note,
  describedBy,
  compact = false,
}: {
  title: string;
  text?: string;
  label?: string;
  durationMs?: number;
  /** Said beside the button: what the link holds or leaves out ('Links include the text you entered.'). */
  note?: string;
  /** The id of a note shown elsewhere (ToolActions shows one for its whole row). */
  describedBy?: string;
  /** On a phone, the icon alone (the label is still its name), but for 'Copied!'. */
  compact?: boolean;
}) {
  const t = useSiteT<typeof en>();
  const { copied, outcome, run } = useCopied(durationMs);
  const status = useCopyStatus(outcome);
  const idle = label ?? t('share');
  const noteId = useId();
  return (
    <>
      <Button
        aria-describedby={note ? noteId : describedBy}
        onClick={() =>
          run(async () => {
            const outcome = await shareOrCopy({ title, text, url: shareableUrl() });
            return outcome === 'copied' ? true : outcome === 'failed' ? false : undefined;
          })
        }
      >
        {copied ? <NodeIcon node={Check} size={16} /> : <NodeIcon node={Share2} size={16} />}
        <span aria-live="polite" className={compact && !outcome ? 'max-sm:sr-only' : undefined}>
          {status(idle)}
        </span>
      </Button>
      {note && <LinkNote id={noteId}>{note}</LinkNote>}
    </>
  );
}
