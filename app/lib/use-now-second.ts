import { useSyncExternalStore } from 'react';
import { now } from './clock';
import { useHydrated } from './hydrated';

/**
 * Calls `onTick` each time `msToNextTick()` milliseconds have passed: each timeout is computed
 * afresh from the clock, so ticks never drift, and a tab coming back from the background catches
 * up at once. Returns the unsubscribe.
 */
export function subscribeToTicks(msToNextTick: () => number, onTick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      onTick();
      schedule();
    }, msToNextTick());
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

/** Ticks at every whole second of `now()`. */
const subscribeToSeconds = (onTick: () => void) =>
  subscribeToTicks(() => 1000 - (((now().getTime() % 1000) + 1000) % 1000), onTick);

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
