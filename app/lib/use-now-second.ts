import { useSyncExternalStore } from 'react';
import { now } from './clock';
import { useHydrated } from './hydrated';

/**
 * Calls `onTick` at every whole second of `now()`: each timeout is computed afresh from the
 * clock, so ticks never drift, and a tab coming back from the background catches up at once.
 */
function subscribeToSeconds(onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onTick();
        schedule();
      },
      1000 - (((now().getTime() % 1000) + 1000) % 1000),
    );
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    clearTimeout(timer);
    onTick();
    schedule();
  };
  schedule();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

const currentSecond = () => Math.floor(now().getTime() / 1000);
// The static HTML was built on another day: no time in it.
const noSecond = () => null;

/**
 * The current Unix second, updated on every whole second; null while the page hydrates. The clock
 * starts with the rest of the visitor's state (useHydrated), so its first second is rendered in
 * that transition rather than in a synchronous render of its own.
 */
export function useNowSecond(): number | null {
  return useSyncExternalStore(subscribeToSeconds, useHydrated() ? currentSecond : noSecond, noSecond);
}
