/**
 * Temperature converter. Pure logic.
 *
 * °F = °C × 9/5 + 32 and K = °C + 273.15; each figure is rounded to 2 decimals. The context
 * comes from Celsius bands: below -40, -18, 0, 10, 20, 25, 30, 35, 40, and above.
 */
import { formatNumber, parseNumber } from '~/lib/format';
import type { Failure } from '~/lib/outcome';
import type en from './messages/en';

export const SCALES = ['C', 'F', 'K'] as const;
export type Scale = (typeof SCALES)[number];

/** A failure names its message by its key in messages/en.ts. */
type TemperatureFailure = Failure<keyof typeof en>;

/** Absolute zero in each scale; compared in the scale typed, so -459.67 °F is not refused by float noise. */
const ABSOLUTE_ZERO: Record<Scale, number> = { C: -273.15, F: -459.67, K: 0 };

/** A trillion degrees is far past any real temperature; beyond it the 2-decimal rounding would lose digits. */
export const MAGNITUDE_MAX = 1e12;

export type ContextColor =
  'violet' | 'indigo' | 'blue' | 'sky' | 'teal' | 'green' | 'yellow' | 'amber' | 'orange' | 'red';
export type ContextIcon = 'snowflake' | 'thermometer-snowflake' | 'thermometer' | 'sun' | 'flame';

/** A band's words are in messages/en.ts: `context.<id>` (its name) and `contextDetail.<id>`. */
export type ContextId = (typeof CONTEXT_BANDS)[number]['id'];

export interface TemperatureContext {
  id: ContextId;
  color: ContextColor;
  icon: ContextIcon;
}

/** The ten Celsius bands, each holding the temperatures below its upper bound (the last has none). */
export const CONTEXT_BANDS = [
  {
    below: -40,
    id: 'extremeCold',
    color: 'violet',
    icon: 'snowflake',
  },
  {
    below: -18,
    id: 'severeCold',
    color: 'indigo',
    icon: 'snowflake',
  },
  {
    below: 0,
    id: 'freezing',
    color: 'blue',
    icon: 'thermometer-snowflake',
  },
  {
    below: 10,
    id: 'cold',
    color: 'sky',
    icon: 'thermometer-snowflake',
  },
  {
    below: 20,
    id: 'cool',
    color: 'teal',
    icon: 'thermometer',
  },
  {
    below: 25,
    id: 'comfortable',
    color: 'green',
    icon: 'thermometer',
  },
  { below: 30, id: 'warm', color: 'yellow', icon: 'sun' },
  { below: 35, id: 'hot', color: 'amber', icon: 'sun' },
  {
    below: 40,
    id: 'veryHot',
    color: 'orange',
    icon: 'flame',
  },
  {
    below: Infinity,
    id: 'extremeHeat',
    color: 'red',
    icon: 'flame',
  },
] as const satisfies readonly { below: number; id: string; color: ContextColor; icon: ContextIcon }[];

export function contextFor(celsius: number): TemperatureContext {
  // The last band has no upper bound, so a band is always found.
  const band = CONTEXT_BANDS.find((b) => celsius < b.below)!;
  return { id: band.id, color: band.color, icon: band.icon };
}

export interface TemperatureConverterInput {
  value: string;
  scale: Scale;
}

export interface TemperatureConverterResult {
  input: { value: number; scale: Scale };
  celsius: number;
  fahrenheit: number;
  kelvin: number;
  context: TemperatureContext;
  /** The three figures formatted ('37°C', '98.6°F', '310.15 K'). */
  text: Record<Scale, string>;
  /** '37°C = 98.6°F = 310.15 K' */
  summary: string;
}

/** Rounds to 2 decimals, half away from zero, on the decimal value (1.005 is 1.01, not 1). */
export function round2(value: number): number {
  const rounded = (Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(15)))) / 100;
  return rounded === 0 ? 0 : rounded;
}

export function toCelsius(value: number, scale: Scale): number {
  if (scale === 'F') return ((value - 32) * 5) / 9;
  if (scale === 'K') return value - 273.15;
  return value;
}

export function fromCelsius(celsius: number, scale: Scale): number {
  if (scale === 'F') return (celsius * 9) / 5 + 32;
  if (scale === 'K') return celsius + 273.15;
  return celsius;
}

export function formatTemperature(value: number, scale: Scale): string {
  const number = formatNumber(value, { min: 0, max: 2 });
  return scale === 'K' ? `${number} K` : `${number}°${scale}`;
}

export function temperatureConverter(
  input: TemperatureConverterInput,
): TemperatureConverterResult | TemperatureFailure | null {
  const value = parseNumber(input.value);
  const scale: Scale = SCALES.includes(input.scale) ? input.scale : 'C';
  if (value === null || Math.abs(value) > MAGNITUDE_MAX) return null;
  if (value < ABSOLUTE_ZERO[scale]) return { error: 'belowAbsoluteZero' };

  const exactCelsius = toCelsius(value, scale);
  // The typed figure is kept as typed; the other two are converted.
  const figure = (s: Scale) => round2(s === scale ? value : fromCelsius(exactCelsius, s));
  const celsius = figure('C');
  const fahrenheit = figure('F');
  const kelvin = Math.max(0, figure('K'));
  const text = {
    C: formatTemperature(celsius, 'C'),
    F: formatTemperature(fahrenheit, 'F'),
    K: formatTemperature(kelvin, 'K'),
  };
  const order: Scale[] = [scale, ...SCALES.filter((s) => s !== scale)];
  return {
    input: { value, scale },
    celsius,
    fahrenheit,
    kelvin,
    context: contextFor(exactCelsius),
    text,
    summary: order.map((s) => text[s]).join(' = '),
  };
}
