/**
 * Decision Wheel: pure logic (no React, no DOM, no globals). The `options` link parameter is the
 * options joined by a pipe. States: idle, spinning (2 seconds), winner. Recent results are newest
 * first and unique, 10 kept and 5 shown. Spinning needs at least 2 non-empty options; at most 20
 * rows.
 *
 * Geometry: angles are in degrees, clockwise from 12 o'clock. Slice i of n covers
 * [i * 360 / n, (i + 1) * 360 / n) of the wheel. The wheel turns clockwise by `rotation` degrees,
 * so the wheel angle under the fixed pointer at the top is (-rotation) mod 360.
 */
import { randomBelow, type RandomSource } from '~/lib/random';
import { clamp } from '~/lib/math';

/** 20 options maximum. */
export const MAX_OPTIONS = 20;
/** At least 2 non-empty options to spin (and never fewer than 2 rows). */
export const MIN_OPTIONS = 2;
/** The spin lasts 2 seconds. */
export const SPIN_MS = 2000;
/** With reduced motion there is no animation: the winner shows after this short pause. */
export const REDUCED_MOTION_MS = 150;
/** 10 results kept; 5 shown. */
export const RECENT_KEPT = 10;
export const RECENT_SHOWN = 5;
/** Text parameters are cut to 100 characters. */
export const OPTION_MAX_LENGTH = 100;
/** The link's separator. */
export const SEPARATOR = '|';
/** What a '|' typed inside an option becomes: it would split the option in the link. */
export const SEPARATOR_REPLACEMENT = '/';
/** The wheel a visitor sees without a link (or with a link of fewer than 2 options). */
export const DEFAULT_OPTIONS: readonly string[] = ['Yes', 'No'];
/** Full turns added to every spin, on top of the turn that brings the winner to the pointer. */
export const SPIN_TURNS = 5;
/** The pointer lands this far (as a share of the slice) from either edge of the winning slice. */
export const EDGE_MARGIN = 0.1;

// ---- Options: typing, the link, validity --------------------------------------------------------

/** Cuts text to at most `max` UTF-16 units without splitting a surrogate pair (an emoji). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** One option row as typed: a '|' becomes '/', and the text is cut to 100 characters. */
export function cleanOption(text: string): string {
  return cutText(text.split(SEPARATOR).join(SEPARATOR_REPLACEMENT), OPTION_MAX_LENGTH);
}

/** One option from the link: trimmed and cut to 100 characters; an empty one is dropped (undefined). */
export function readOption(raw: string): string | undefined {
  const text = cutText(raw.split(SEPARATOR).join(SEPARATOR_REPLACEMENT).trim(), OPTION_MAX_LENGTH).trim();
  return text === '' ? undefined : text;
}

/**
 * The options of a link's `options` value: split on '|', trimmed, empty ones dropped, each cut
 * to 100 characters, at most 20. Fewer than 2 is not a wheel: null (the page keeps its defaults).
 */
export function parseOptions(raw: string): string[] | null {
  const options: string[] = [];
  for (const part of raw.split(SEPARATOR)) {
    if (options.length === MAX_OPTIONS) break;
    const option = readOption(part);
    if (option !== undefined) options.push(option);
  }
  return options.length >= MIN_OPTIONS ? options : null;
}

/** The options on the wheel, in row order: the non-empty rows, trimmed (at most 20). */
export function wheelOptions(rows: readonly string[]): string[] {
  return rows
    .slice(0, MAX_OPTIONS)
    .map((row) => row.trim())
    .filter((row) => row !== '');
}

/** What the link stores: the wheel's options (empty rows are not written). */
export function serializeOptions(rows: readonly string[]): string {
  return wheelOptions(rows)
    .map((option) => option.split(SEPARATOR).join(SEPARATOR_REPLACEMENT))
    .join(SEPARATOR);
}

/** At least 2 non-empty options are needed to spin. */
export function canSpin(rows: readonly string[]): boolean {
  return wheelOptions(rows).length >= MIN_OPTIONS;
}

/** The rows with an empty row added at the end (no more than 20 rows). */
export function addRow(rows: readonly string[]): string[] {
  return rows.length >= MAX_OPTIONS ? rows.slice(0, MAX_OPTIONS) : [...rows, ''];
}

/** The rows without row `index` (never fewer than 2 rows). */
export function removeRow(rows: readonly string[], index: number): string[] {
  if (rows.length <= MIN_OPTIONS || index < 0 || index >= rows.length) return rows.slice();
  return rows.filter((_, i) => i !== index);
}

// ---- The draw and the landing -------------------------------------------------------------------

/** The winner's index among the wheel's options, each equally likely (crypto randomness, no bias). */
export function pickWinner(options: readonly string[], source?: RandomSource): number {
  if (options.length === 0) throw new RangeError('pickWinner needs at least one option');
  return randomBelow(options.length, source);
}

/** x mod 360 in [0, 360). */
export function normalizeAngle(degrees: number): number {
  const angle = degrees % 360;
  return angle < 0 ? angle + 360 : angle;
}

/**
 * The rotation to spin to, from `currentRotation`, so that the pointer lands inside slice
 * `winnerIndex` of `count`: at `fraction` (0 to 1, from randomFraction) across the slice's middle,
 * kept EDGE_MARGIN of a slice away from its edges, after `turns` full turns and less than one more.
 * Always clockwise: the result is between currentRotation + turns × 360 and one turn more.
 */
export function landingRotation(
  currentRotation: number,
  winnerIndex: number,
  count: number,
  fraction: number,
  turns = SPIN_TURNS,
): number {
  const slice = 360 / count;
  const within = EDGE_MARGIN + clamp(fraction, 0, 1) * (1 - 2 * EDGE_MARGIN);
  const target = (winnerIndex + within) * slice;
  const start = currentRotation + turns * 360;
  return start + normalizeAngle(-target - start);
}

/** The index of the slice under the pointer when the wheel of `count` slices is turned by `rotation`. */
export function sliceAtPointer(rotation: number, count: number): number {
  const index = Math.floor(normalizeAngle(-rotation) / (360 / count));
  return Math.min(count - 1, index);
}

// ---- Drawing ------------------------------------------------------------------------------------

/** The wheel's drawing box: a 300 × 300 view box, the wheel centred with a radius of 140. */
export const WHEEL = { size: 300, center: 150, radius: 140, hub: 20, labelInner: 34, labelOuter: 126 };

/** Two decimals, without '-0' or float noise, for stable SVG attributes. */
const num = (value: number) => String(Number(value.toFixed(2)) + 0);

/** The point at `degrees` (clockwise from 12 o'clock) on the circle of `radius` around the centre. */
function pointAt(degrees: number, radius: number, center = WHEEL.center): [string, string] {
  const radians = (degrees * Math.PI) / 180;
  return [num(center + radius * Math.sin(radians)), num(center - radius * Math.cos(radians))];
}

/** The SVG path of slice `index` of `count` (a pie slice from the centre; a full disc when count is 1). */
export function slicePath(
  index: number,
  count: number,
  radius = WHEEL.radius,
  center = WHEEL.center,
): string {
  const c = num(center);
  const r = num(radius);
  if (count <= 1) {
    const [tx, ty] = pointAt(0, radius, center);
    const [bx, by] = pointAt(180, radius, center);
    return `M${tx} ${ty} A${r} ${r} 0 1 1 ${bx} ${by} A${r} ${r} 0 1 1 ${tx} ${ty} Z`;
  }
  const slice = 360 / count;
  const [x0, y0] = pointAt(index * slice, radius, center);
  const [x1, y1] = pointAt((index + 1) * slice, radius, center);
  const large = slice > 180 ? 1 : 0;
  return `M${c} ${c} L${x0} ${y0} A${r} ${r} 0 ${large} 1 ${x1} ${y1} Z`;
}

/**
 * Slice colours: dark and light fills alternate, neighbours always differ, and every label colour
 * has at least 4.5:1 contrast with its fill (WCAG AA; checked by the unit test).
 */
export const PALETTE: readonly { fill: string; text: string }[] = [
  { fill: '#1d4ed8', text: '#ffffff' }, // blue-700
  { fill: '#fcd34d', text: '#0f172a' }, // amber-300
  { fill: '#b91c1c', text: '#ffffff' }, // red-700
  { fill: '#6ee7b7', text: '#0f172a' }, // emerald-300
  { fill: '#6d28d9', text: '#ffffff' }, // violet-700
  { fill: '#fdba74', text: '#0f172a' }, // orange-300
  { fill: '#0f766e', text: '#ffffff' }, // teal-700
  { fill: '#f9a8d4', text: '#0f172a' }, // pink-300
  { fill: '#a21caf', text: '#ffffff' }, // fuchsia-700
  { fill: '#93c5fd', text: '#0f172a' }, // blue-300
];

/** The colours of slice `index` of `count`: the palette in turn, the last slice never matching the first. */
export function sliceColours(index: number, count: number): { fill: string; text: string } {
  const size = PALETTE.length;
  let colour = index % size;
  if (count > 2 && index === count - 1 && colour === 0) colour = 1;
  return PALETTE[colour]!;
}

/** The label's font size in view-box units: smaller as slices get narrower. */
export function labelFontSize(count: number): number {
  return count <= 8 ? 14 : count <= 14 ? 12 : 10.5;
}

/** How many characters fit along the radius at that font size (about 0.58 em per character). */
export function labelMaxChars(count: number): number {
  return Math.floor((WHEEL.labelOuter - WHEEL.labelInner) / (labelFontSize(count) * 0.58));
}

/** The slice label: the option, cut with '…' when it is longer than the slice allows. */
export function sliceLabel(option: string, count: number): string {
  const max = labelMaxChars(count);
  const chars = Array.from(option);
  if (chars.length <= max) return option;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Where slice `index`'s label goes: along the radius through the slice's middle, ending near the
 * rim. Labels on the left half are turned the other way, so none reads upside down at rest.
 */
export function labelPlacement(
  index: number,
  count: number,
): { transform: string; x: string; y: string; anchor: 'start' | 'end' } {
  const middle = count <= 1 ? 90 : (index + 0.5) * (360 / count);
  const c = num(WHEEL.center);
  if (middle <= 180) {
    return {
      transform: `rotate(${num(middle - 90)} ${c} ${c})`,
      x: num(WHEEL.center + WHEEL.labelOuter),
      y: c,
      anchor: 'end',
    };
  }
  return {
    transform: `rotate(${num(middle + 90)} ${c} ${c})`,
    x: num(WHEEL.center - WHEEL.labelOuter),
    y: c,
    anchor: 'start',
  };
}

// ---- Recent results -----------------------------------------------------------------------------
