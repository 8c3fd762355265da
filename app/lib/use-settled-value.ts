import { useEffect, useState } from 'react';
import { useHydrated } from './hydrated';

/** How long a heavy result waits after the last edit before it follows the inputs. */
export const SETTLE_DELAY_MS = 120;

/**
 * `value` as a heavy result should follow it: while the visitor types, the value from before the
 * edit stays, and the new one is taken after `delayMs` of quiet. It is taken at once when the
 * page hydrates (a shared link's result shows without a wait) and after `settleNow()` (Calculate,
 * Reset), in the render that follows. `value` must keep its identity while it does not change
 * (the URL state's object does).
 */
export function useSettledValue<T>(value: T, delayMs = SETTLE_DELAY_MS): [T, () => void] {
  const hydrated = useHydrated();
  const [settled, setSettled] = useState({ value, hydrated });
  const [urgent, setUrgent] = useState(false);
  if (settled.hydrated !== hydrated || (urgent && !Object.is(settled.value, value))) {
    setSettled({ value, hydrated });
  }
  if (urgent) setUrgent(false);
  useEffect(() => {
    if (Object.is(settled.value, value)) return;
    const timer = setTimeout(() => setSettled({ value, hydrated }), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, hydrated, settled.value]);
  const current = settled.hydrated === hydrated && !urgent ? settled.value : value;
  return [current, () => setUrgent(true)];
}
