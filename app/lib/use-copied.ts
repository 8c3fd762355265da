import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's confirmation times: 'Copied!' for 2 s, or 1.2 s for the percentage summary and the calculator. */
export const COPIED_MS = 2000;
export const COPIED_SHORT_MS = 1200;

/**
 * Tells for a while how an action that copies went. `run` performs it: true shows 'Copied!',
 * false shows 'Copy blocked' in another site's frame (an embedded tool the page did not allow to
 * copy) and nothing elsewhere, as the spec says (the text can still be selected and copied);
 * undefined shows nothing (a share sheet opened or was closed instead).
 * `outcome` is what to say ('copied', 'blocked' or null for the button's own label).
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
  return { copied: outcome === 'copied', outcome, run };
}
