import { Check, Share2 } from 'lucide-react';
import { shareOrCopy } from '~/lib/share';
import { shareableUrl } from '~/lib/url-state';
import { COPIED_MS, useCopied } from '~/lib/use-copied';
import { Button } from './Button';

/** Native share sheet where there is one, otherwise copies the page's current address. */
export function ShareButton({
  title,
  text,
  label = 'Share',
  durationMs = COPIED_MS,
}: {
  title: string;
  text?: string;
  label?: string;
  durationMs?: number;
}) {
  const { copied, run } = useCopied(durationMs);
  return (
    <Button
      onClick={() => run(async () => (await shareOrCopy({ title, text, url: shareableUrl() })) === 'copied')}
    >
      {copied ? <Check aria-hidden="true" size={16} /> : <Share2 aria-hidden="true" size={16} />}
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </Button>
  );
}
