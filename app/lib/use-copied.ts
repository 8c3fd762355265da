import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's confirmation times: 'Copied!' for 2 s, or 1.2 s for the percentage summary and the calculator. */
export const COPIED_MS = 2000;
export const COPIED_SHORT_MS = 1200;

/**
 * Shows a confirmation for a while after an action that copied something.
 * `run` performs the action; the flag turns on only when it reports success.
 */
export function useCopied(durationMs = COPIED_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    async (action: () => Promise<boolean>) => {
      if (!(await action())) return;
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), durationMs);
    },
    [durationMs],
  );
  return { copied, run };
}
