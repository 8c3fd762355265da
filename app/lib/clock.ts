/**
 * The one source of 'now' for tools. Tests fix it with setClockForTests; pages must read it only
 * after hydration (the prerendered HTML was built on another day).
 */
let fixedNow: (() => Date) | null = null;

export function now(): Date {
  return fixedNow ? fixedNow() : new Date();
}

/** Today's date in the visitor's time zone as a Temporal.PlainDate. */
export function today(): Temporal.PlainDate {
  const d = now();
  return Temporal.PlainDate.from({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
}

/** Fixes the clock at an instant (or restores the real clock with null). For tests only. */
export function setClockForTests(instant: Date | string | null): void {
  fixedNow = instant === null ? null : () => new Date(instant);
}
