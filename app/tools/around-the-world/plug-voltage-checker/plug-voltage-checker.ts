/**
 * Plug & Voltage Checker. Pure logic: no React, no DOM.
 *
 * The traveller's devices come from one country (`from`) and go to another (`to`). Three
 * verdicts, each in words:
 * - Adapter: each of the origin's plug types either fits some of the destination's sockets
 *   (PLUG_FITS in data.ts, not just the same letter) or needs an adapter. No adapter when every
 *   origin plug fits, 'for some plugs' when some do, else an adapter is needed.
 * - Voltage: a dual-voltage device takes 100 to 240 V exactly. Any other device is
 *   made for the origin's voltage and, as mains voltages may vary by ±10% of nominal
 *   (IEC 60038), runs on a destination voltage within 10% of it: 120 V devices run on 127 V
 *   (Mexico) but not on 100 V (Japan: step-up converter) or 230 V (step-down converter). A
 *   destination with two voltages (Brazil, 127 and 220 V) must suit both. An origin with two
 *   voltages (Brazil) makes devices for one of them: when only one suits, check the label.
 * - Frequency: same, differs (no frequency in common) or may differ (Japan, 50 and 60 Hz).
 *   Worded more softly for dual-voltage devices, as most such chargers accept 50/60 Hz.
 * Same country: 'You are at home'.
 *
 * The verdicts are ids and values; words.ts says them in the page's words (messages/en.ts).
 */
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_FROM,
  DEFAULT_TO,
  DUAL_MAX_V,
  DUAL_MIN_V,
  PLUG_FITS,
  type CountryCode,
  type PlugCountry,
  type PlugType,
} from './data';

// The data (countries, plug types) comes with the logic.
export * from './data';
/** A single-voltage device runs on a supply within this share of its rated voltage (IEC 60038). */
export const VOLTAGE_TOLERANCE = 0.1;

const byCode = new Map<string, PlugCountry>(COUNTRIES.map((c) => [c.code, c]));

export function isCountryCode(code: string): code is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(code);
}

/** The country for an upper-case ISO code from the list, else undefined. */
export function findCountry(code: string): PlugCountry | undefined {
  return byCode.get(code);
}

/** The nominal voltages of a country: one, or two (Brazil). */
export function voltagesOf(c: PlugCountry): number[] {
  return c.vMin === c.vMax ? [c.vMin] : [c.vMin, c.vMax];
}

/** '50 Hz', '50/60 Hz' (Japan). */
export function frequencyText(c: PlugCountry): string {
  return `${c.hz.join('/')} Hz`;
}

// ---- Plugs -------------------------------------------------------------------------------------

/** The destination sockets (in their order) that a plug fits. */
export function socketsFor(plug: PlugType, sockets: readonly PlugType[]): PlugType[] {
  return sockets.filter((socket) => PLUG_FITS[plug].includes(socket));
}

export type Tone = 'ok' | 'info' | 'warn';

export interface PlugFit {
  plug: PlugType;
  /** The destination sockets it fits; empty when it needs an adapter. */
  sockets: PlugType[];
}

export interface AdapterVerdict {
  need: 'none' | 'some' | 'all';
  tone: Tone;
  /** One line per origin plug type. */
  fits: PlugFit[];
  /** The origin plug types that fit some destination socket, and those that fit none. */
  fitting: PlugType[];
  notFitting: PlugType[];
}

export function adapterVerdict(from: PlugCountry, to: PlugCountry): AdapterVerdict {
  const fits: PlugFit[] = from.plugs.map((plug) => ({ plug, sockets: socketsFor(plug, to.plugs) }));
  const fitting = fits.filter((f) => f.sockets.length > 0).map((f) => f.plug);
  const notFitting = fits.filter((f) => f.sockets.length === 0).map((f) => f.plug);
  const home = from.code === to.code;
  const need = home || notFitting.length === 0 ? 'none' : fitting.length === 0 ? 'all' : 'some';
  return { need, tone: need === 'none' ? 'ok' : 'warn', fits, fitting, notFitting };
}

// ---- Voltage -----------------------------------------------------------------------------------

/** Whether a device rated `rated` volts runs on `supply` volts (within the 10% tolerance). */
export function runsOn(rated: number, supply: number): boolean {
  return Math.abs(supply - rated) <= rated * VOLTAGE_TOLERANCE;
}

/** Whether a dual-voltage device (100 to 240 V) runs on `supply` volts. */
export function dualRunsOn(supply: number): boolean {
  return supply >= DUAL_MIN_V && supply <= DUAL_MAX_V;
}

/** The converter a device needs: step-down (supply too high), step-up (too low), or either. */
export type Converter = 'step-down' | 'step-up' | 'either';

/**
 * What the voltage verdict says, with its values (lists of volts):
 * - home: the same country; dual: a dual-voltage device runs there; outside: it does not;
 * - same: the same voltage as at home; within: within the tolerance of the devices' voltage;
 * - check: an origin with two voltages, only some of which suit the destination;
 * - partial: a destination with two voltages, only some of which suit the devices;
 * - converter: none suits, a converter is needed.
 */
export type VoltageDetail =
  | { kind: 'home' }
  | { kind: 'dual' }
  | { kind: 'outside'; converter: 'step-down' | 'step-up' }
  | { kind: 'same' }
  | { kind: 'within'; rated: number[] }
  | { kind: 'check'; rated: number[]; suited: number[]; unsuited: number[]; converter: Converter }
  | { kind: 'partial'; rated: number[]; good: number[]; bad: number[]; converter: Converter }
  | { kind: 'converter'; rated: number[]; converter: Converter };

export interface VoltageVerdict {
  need: 'none' | 'converter' | 'check';
  tone: Tone;
  detail: VoltageDetail;
  /** The converter a device would need: step-down (supply too high), step-up (too low). */
  converter?: Converter;
}

/** The converter for devices rated `rated` V on these supplies (the ones they do not run on). */
function converterFor(rated: readonly number[], supplies: readonly number[]): Converter {
  const bad = rated.flatMap((r) => supplies.filter((s) => !runsOn(r, s)).map((s) => s - r));
  const down = bad.some((d) => d > 0);
  const up = bad.some((d) => d < 0);
  return down && up ? 'either' : down ? 'step-down' : 'step-up';
}

export function voltageVerdict(from: PlugCountry, to: PlugCountry, dual: boolean): VoltageVerdict {
  const supplies = voltagesOf(to);

  if (from.code === to.code) return { need: 'none', tone: 'ok', detail: { kind: 'home' } };

  if (dual) {
    const bad = supplies.filter((s) => !dualRunsOn(s));
    if (bad.length === 0) return { need: 'none', tone: 'ok', detail: { kind: 'dual' } };
    // Not reached with the built-in list (every country is within 100–240 V); kept for safety.
    const converter = bad.some((s) => s > DUAL_MAX_V) ? 'step-down' : 'step-up';
    return { need: 'converter', tone: 'warn', detail: { kind: 'outside', converter }, converter };
  }

  const rated = voltagesOf(from);
  const suited = rated.filter((r) => supplies.every((s) => runsOn(r, s)));

  if (suited.length === rated.length) {
    const same = supplies.every((s) => rated.includes(s));
    return { need: 'none', tone: 'ok', detail: same ? { kind: 'same' } : { kind: 'within', rated } };
  }

  if (suited.length > 0) {
    // An origin with two voltages (Brazil): its devices are made for one of them.
    const unsuited = rated.filter((r) => !suited.includes(r));
    const converter = converterFor(unsuited, supplies);
    return {
      need: 'check',
      tone: 'warn',
      detail: { kind: 'check', rated, suited, unsuited, converter },
      converter,
    };
  }

  const converter = converterFor(rated, supplies);
  const good = rated.length === 1 ? supplies.filter((s) => runsOn(rated[0]!, s)) : [];
  if (good.length > 0) {
    // A destination with two voltages (Brazil) where only one suits.
    const bad = supplies.filter((s) => !good.includes(s));
    return {
      need: 'converter',
      tone: 'warn',
      detail: { kind: 'partial', rated, good, bad, converter },
      converter,
    };
  }
  return { need: 'converter', tone: 'warn', detail: { kind: 'converter', rated, converter }, converter };
}

// ---- Frequency ---------------------------------------------------------------------------------

export interface FrequencyVerdict {
  status: 'same' | 'differs' | 'may-differ';
  tone: Tone;
  /** Whether the origin, or the destination, is Japan: 50 Hz in the east, 60 Hz in the west. */
  splitFrom: boolean;
  splitTo: boolean;
}

export function frequencyVerdict(from: PlugCountry, to: PlugCountry, dual: boolean): FrequencyVerdict {
  const shared = from.hz.filter((hz) => to.hz.includes(hz));
  const identical = from.hz.length === 1 && to.hz.length === 1 && shared.length === 1;
  const split = { splitFrom: from.code === 'JP', splitTo: to.code === 'JP' };
  if (from.code === to.code || identical) return { status: 'same', tone: 'ok', ...split };
  return {
    status: shared.length === 0 ? 'differs' : 'may-differ',
    tone: dual ? 'info' : 'warn',
    ...split,
  };
}

// ---- The whole check ---------------------------------------------------------------------------

export interface PlugVoltageCheckerInput {
  /** Upper-case ISO code; anything not in the list means the default (US). */
  from: string;
  /** Upper-case ISO code; anything not in the list means the default (GB). */
  to: string;
  dual: boolean;
}

export interface PlugVoltageResult {
  from: PlugCountry;
  to: PlugCountry;
  dual: boolean;
  home: boolean;
  /** The destination's facts: its nominal voltages and its frequency ('50 Hz', '50/60 Hz'). */
  voltages: number[];
  frequency: string;
  adapter: AdapterVerdict;
  converter: VoltageVerdict;
  hz: FrequencyVerdict;
}

export function plugVoltageChecker(input: PlugVoltageCheckerInput): PlugVoltageResult {
  const from = findCountry(input.from) ?? findCountry(DEFAULT_FROM)!;
  const to = findCountry(input.to) ?? findCountry(DEFAULT_TO)!;
  return {
    from,
    to,
    dual: input.dual,
    home: from.code === to.code,
    voltages: voltagesOf(to),
    frequency: frequencyText(to),
    adapter: adapterVerdict(from, to),
    converter: voltageVerdict(from, to, input.dual),
    hz: frequencyVerdict(from, to, input.dual),
  };
}
