/**
 * Pan size converter. Pure logic: no React, no DOM.
 *
 * Rectangle area = width × length; round area = π × radius²; volume = area × depth, all in
 * inches (centimetres × 0.3937... exactly ÷ 2.54). Multiplier = target volume ÷ source volume.
 * The batter in the target pan is the target volume when scaling ingredients, else the source
 * volume; its thickness relative to the source's is the thickness ratio, and the adjusted bake
 * time = original time × thickness ratio ^ 0.8. A rectangle needs width and length, a round pan
 * its diameter; no result if any area or depth is 0 or less; a cleared depth counts as 2.
 */
import { parseNumber } from '~/lib/format';

export const SHAPES = ['rect', 'round'] as const;
export type Shape = (typeof SHAPES)[number];
export const UNITS = ['in', 'cm'] as const;
export type PanUnit = (typeof UNITS)[number];

export const DEPTH_DEFAULT = 2;
export const TIME_EXPONENT = 0.8;
export const CM_PER_IN = 2.54;

export interface PanInput {
  shape: Shape;
  unit: PanUnit;
  width: string;
  length: string;
  diameter: string;
  depth: string;
}

/** A common pan by id ('9x13', 'round-8'); the page names it by its size. */
type Preset = { id: string; pan: Omit<PanInput, 'unit'> & { unit: 'in' } };
const rectPreset = (width: number, length: number): Preset => ({
  id: `${width}x${length}`,
  pan: { shape: 'rect', unit: 'in', width: String(width), length: String(length), diameter: '', depth: '2' },
});
const roundPreset = (diameter: number): Preset => ({
  id: `round-${diameter}`,
  pan: { shape: 'round', unit: 'in', width: '', length: '', diameter: String(diameter), depth: '2' },
});

/** Common pans, all 2 in deep. */
export const PRESETS: readonly Preset[] = [
  rectPreset(8, 8),
  rectPreset(9, 9),
  rectPreset(9, 13),
  roundPreset(8),
  roundPreset(9),
  roundPreset(10),
];

export interface PanMeasure {
  /** Square inches. */
  area: number;
  /** Inches. */
  depth: number;
  /** Cubic inches. */
  volume: number;
}

/** A pan's area, depth and volume in inches, or null when a needed size is missing or not above 0. */
export function measurePan(pan: PanInput): PanMeasure | null {
  const toIn = (text: string) => {
    const value = parseNumber(text);
    if (value === null || value <= 0 || value > 1e4) return null;
    return pan.unit === 'cm' ? value / CM_PER_IN : value;
  };
  const depth = pan.depth.trim() === '' ? DEPTH_DEFAULT : toIn(pan.depth);
  let area: number | null;
  if (pan.shape === 'round') {
    const d = toIn(pan.diameter);
    area = d === null ? null : Math.PI * (d / 2) ** 2;
  } else {
    const w = toIn(pan.width);
    const l = toIn(pan.length);
    area = w === null || l === null ? null : w * l;
  }
  if (area === null || depth === null || area <= 0 || depth <= 0) return null;
  return { area, depth, volume: area * depth };
}

export interface PanResult {
  source: PanMeasure;
  target: PanMeasure;
  scale: boolean;
  /** Target volume ÷ source volume. */
  multiplier: number;
  /** Batter depth in the target pan, inches. */
  fillDepth: number;
  /** Batter thickness in the target ÷ thickness in the source. */
  thicknessRatio: number;
  originalTime: number | null;
  adjustedTime: number | null;
}

export function panSizeConverter(
  source: PanInput,
  target: PanInput,
  scale: boolean,
  timeText: string,
): PanResult | null {
  const s = measurePan(source);
  const t = measurePan(target);
  if (!s || !t) return null;
  const multiplier = t.volume / s.volume;
  const fillDepth = (scale ? t.volume : s.volume) / t.area;
  const thicknessRatio = fillDepth / s.depth;
  const time = parseNumber(timeText);
  const originalTime = time !== null && time > 0 && time < 1e5 ? time : null;
  const adjustedTime = originalTime === null ? null : originalTime * thicknessRatio ** TIME_EXPONENT;
  return {
    source: s,
    target: t,
    scale,
    multiplier,
    fillDepth,
    thicknessRatio,
    originalTime,
    adjustedTime,
  };
}

/** '1.83' as a kitchen fraction hint: '1¾' (nearest quarter), or null for 'about 1'. */
export function nearestQuarter(value: number): string {
  const quarters = Math.round(value * 4);
  const whole = Math.floor(quarters / 4);
  const part = ['', '¼', '½', '¾'][quarters % 4] ?? '';
  return whole === 0 && part !== '' ? part : `${whole}${part}`;
}
