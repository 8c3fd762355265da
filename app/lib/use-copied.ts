import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's confirmation times: 'Copied!' for 2 s, or 1.2 s for the percentage summary and the calculator. */
export const COPIED_MS = 2000;
export const COPIED_SHORT_MS = 1200;

/**
 * What a copy button says when the browser refuses the clipboard inside another site's frame (an
 * embedded tool the page did not allow to copy). Elsewhere a refusal stays silent, as the spec
 * says; the text on the page can still be selected and copied.
 */
export const COPY_BLOCKED = 'Copy blocked';

/**
 * Tells for a while how an action that copies went. `run` performs it: true shows 'Copied!',
 * false shows COPY_BLOCKED in a frame and nothing elsewhere, undefined nothing (a share sheet
 * opened or was closed instead).
 * `label(idle)` is the button's text: one of those, or its own.
 */
export function useCopied(durationMs = COPIED_MS) {
  const [outcome, setOutcome] = useState<'copied' | 'blocked' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    async (action: () => Promise<boolean | undefined>) => {
      const copied = await action();
      if (copied === undefined || (!copied && window.parent === window)) return;
      setOutcome(copied ? 'copied' : 'blocked');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOutcome(null), durationMs);
    },
    [durationMs],
  );
  const label = (idle: string) =>
    outcome === 'copied' ? 'Copied!' : outcome === 'blocked' ? COPY_BLOCKED : idle;
  return { copied: outcome === 'copied', run, label };
}
