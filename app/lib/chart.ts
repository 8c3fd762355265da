/**
 * Pure helpers for the chart components (app/ui/Chart.tsx): 'nice' axis ticks and linear scales.
 */
import { clamp } from './math';

/** Up to about `count` round tick values covering [min, max]: steps of 1, 2 or 5 times a power of ten. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) {
    if (min === 0) return [0, 1];
    [min, max] = min > 0 ? [0, min] : [min, 0];
  }
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let value = start; value <= max + step * 1e-9; value += step) {
    ticks.push(Number(value.toPrecision(12)));
    if (ticks.length > 50) break;
  }
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((start + ticks.length * step).toPrecision(12)));
  return ticks;
}

/** A linear map from [d0, d1] to [r0, r1]; a zero-width domain maps to the middle. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** The index of the point nearest to `x` on an evenly spaced axis of `length` points. */
export function nearestIndex(x: number, left: number, right: number, length: number): number {
  if (length <= 1) return 0;
  const position = ((x - left) / (right - left)) * (length - 1);
  return clamp(Math.round(position), 0, length - 1);
}
