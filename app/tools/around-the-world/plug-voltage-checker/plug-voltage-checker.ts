import { plural } from '~/lib/format';
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
 */
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_FROM,
  DEFAULT_TO,
  DUAL_MAX_V,
  DUAL_MIN_V,
  PLUG_FITS,
  PLUG_LABELS,
  WITH_ARTICLE,
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

// ---- Wording helpers ---------------------------------------------------------------------------

/** 'the United Kingdom', 'Canada'. */
export function countryName(c: PlugCountry): string {
  return WITH_ARTICLE.has(c.code) ? `the ${c.name}` : c.name;
}

/** 'A', 'A and B', 'C, E and F' (or 'or'). */
function joinWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** 'type G', 'types A and B', 'types C, E or F'. */
export function typesText(types: readonly PlugType[], last: 'and' | 'or' = 'and'): string {
  return `${plural(types.length, 'type')} ${joinWords(types, last)}`;
}

/** Before a noun: 'type A and B sockets', 'type C or J sockets'. */
function typeWords(types: readonly PlugType[], last: 'and' | 'or' = 'and'): string {
  return `type ${joinWords(types, last)}`;
}

/** The nominal voltages of a country: one, or two (Brazil). */
export function voltagesOf(c: PlugCountry): number[] {
  return c.vMin === c.vMax ? [c.vMin] : [c.vMin, c.vMax];
}

/** '120 V', '127 V or 220 V'. */
function volts(list: readonly number[], last: 'and' | 'or' = 'or'): string {
  return joinWords(
    list.map((v) => `${v} V`),
    last,
  );
}

/** '230 V', '127 V or 220 V'. */
export function voltageText(c: PlugCountry): string {
  return volts(voltagesOf(c));
}

/** '50 Hz', '50/60 Hz' (Japan). */
export function frequencyText(c: PlugCountry): string {
  return `${c.hz.join('/')} Hz`;
}

/** In a sentence: '50 Hz', '50 Hz or 60 Hz'. */
function frequencyWords(c: PlugCountry): string {
  return joinWords(
    c.hz.map((hz) => `${hz} Hz`),
    'or',
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---- Plugs -------------------------------------------------------------------------------------

/** The destination sockets (in their order) that a plug fits. */
export function socketsFor(plug: PlugType, sockets: readonly PlugType[]): PlugType[] {
  return sockets.filter((socket) => PLUG_FITS[plug].includes(socket));
}

export type Tone = 'ok' | 'info' | 'warn';

export interface PlugFit {
  plug: PlugType;
  label: string;
  /** The destination sockets it fits; empty when it needs an adapter. */
  sockets: PlugType[];
  /** 'fits type C and J sockets' or 'needs an adapter'. */
  text: string;
}

export interface AdapterVerdict {
  need: 'none' | 'some' | 'all';
  tone: Tone;
  headline: string;
  detail: string;
  /** One line per origin plug type. */
  fits: PlugFit[];
}

const ADAPTER_HEADLINES: Record<AdapterVerdict['need'], string> = {
  none: 'No adapter needed',
  some: 'Adapter needed for some plugs',
  all: 'Adapter needed',
};

export function adapterVerdict(from: PlugCountry, to: PlugCountry): AdapterVerdict {
  const fits: PlugFit[] = from.plugs.map((plug) => {
    const sockets = socketsFor(plug, to.plugs);
    return {
      plug,
      label: PLUG_LABELS[plug],
      sockets,
      text: sockets.length > 0 ? `fits ${typeWords(sockets)} sockets` : 'needs an adapter',
    };
  });
  const fitting = fits.filter((f) => f.sockets.length > 0).map((f) => f.plug);
  const notFitting = fits.filter((f) => f.sockets.length === 0).map((f) => f.plug);
  const sockets = `${typeWords(to.plugs, 'or')} sockets`;
  const where = countryName(to);

  const home = from.code === to.code;
  const need = home || notFitting.length === 0 ? 'none' : fitting.length === 0 ? 'all' : 'some';
  const yours = `plugs (${typesText(from.plugs)})`;
  const theirs = `the sockets in ${where} (${typesText(to.plugs)})`;
  const detail = home
    ? `Your ${yours} are made for these sockets.`
    : need === 'none'
      ? `Your ${yours} fit ${theirs}.`
      : need === 'all'
        ? `None of your ${yours} fit ${theirs}: bring a travel adapter for ${sockets}.`
        : `${upperFirst(typeWords(fitting))} plugs fit the sockets in ${where}; ${typeWords(notFitting)} plugs need an adapter for ${sockets}.`;
  return { need, tone: need === 'none' ? 'ok' : 'warn', headline: ADAPTER_HEADLINES[need], detail, fits };
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

export interface VoltageVerdict {
  need: 'none' | 'converter' | 'check';
  tone: Tone;
  headline: string;
  detail: string;
  /** The converter a device would need: step-down (supply too high), step-up (too low). */
  converter?: 'step-down' | 'step-up' | 'step-down or step-up';
}

const DUAL_WORDS = `dual-voltage devices (${DUAL_MIN_V}–${DUAL_MAX_V} V)`;
const ADAPTER_IS_NOT_CONVERTER = 'A plug adapter does not change the voltage.';

/** The converter for devices rated `rated` V on these supplies (the ones they do not run on). */
function converterFor(
  rated: readonly number[],
  supplies: readonly number[],
): NonNullable<VoltageVerdict['converter']> {
  const bad = rated.flatMap((r) => supplies.filter((s) => !runsOn(r, s)).map((s) => s - r));
  const down = bad.some((d) => d > 0);
  const up = bad.some((d) => d < 0);
  return down && up ? 'step-down or step-up' : down ? 'step-down' : 'step-up';
}

/** 'is too high for {who} and can damage them', … */
function consequence(converter: NonNullable<VoltageVerdict['converter']>, who: string): string {
  if (converter === 'step-down') return `is too high for ${who} and can damage them`;
  if (converter === 'step-up')
    return `is too low for ${who}: they may run weakly, charge slowly or not start`;
  return `does not suit ${who}`;
}

export function voltageVerdict(from: PlugCountry, to: PlugCountry, dual: boolean): VoltageVerdict {
  const supplies = voltagesOf(to);
  const where = countryName(to);
  const here = `${voltageText(to)} in ${where}`;

  if (from.code === to.code) {
    return {
      need: 'none',
      tone: 'ok',
      headline: 'No converter needed',
      detail: `${voltageText(to)}, as at home.`,
    };
  }

  if (dual) {
    const bad = supplies.filter((s) => !dualRunsOn(s));
    if (bad.length === 0) {
      return {
        need: 'none',
        tone: 'ok',
        headline: 'No converter needed',
        detail: `${upperFirst(DUAL_WORDS)} work on ${here}. Only devices whose label says ${DUAL_MIN_V}–${DUAL_MAX_V} V are dual-voltage: check each one.`,
      };
    }
    // Not reached with the built-in list (every country is within 100–240 V); kept for safety.
    const converter = bad.some((s) => s > DUAL_MAX_V) ? 'step-down' : 'step-up';
    return {
      need: 'converter',
      tone: 'warn',
      headline: 'Converter needed',
      detail: `${upperFirst(here)} is outside the ${DUAL_MIN_V}–${DUAL_MAX_V} V of dual-voltage devices: use a ${converter} converter. ${ADAPTER_IS_NOT_CONVERTER}`,
      converter,
    };
  }

  const rated = voltagesOf(from);
  const suited = rated.filter((r) => supplies.every((s) => runsOn(r, s)));
  const made = `devices made for ${volts(rated)}`;

  if (suited.length === rated.length) {
    const same = supplies.every((s) => rated.includes(s));
    return {
      need: 'none',
      tone: 'ok',
      headline: 'No converter needed',
      detail: same
        ? `${upperFirst(here)}, the same as at home.`
        : `${upperFirst(here)} is within ${VOLTAGE_TOLERANCE * 100}% of the ${volts(rated)} your devices are made for.`,
    };
  }

  if (suited.length > 0) {
    // An origin with two voltages (Brazil): its devices are made for one of them.
    const unsuited = rated.filter((r) => !suited.includes(r));
    const converter = converterFor(unsuited, supplies);
    return {
      need: 'check',
      tone: 'warn',
      headline: 'Check each device’s voltage',
      detail: `${upperFirst(countryName(from))} uses ${volts(rated, 'and')}, so a device from there is made for one of them, or both: read its label. Devices made for ${volts(suited)} work on ${here}; devices made for ${volts(unsuited)} need a ${converter} converter, or use ${DUAL_WORDS}.`,
      converter,
    };
  }

  const converter = converterFor(rated, supplies);
  const partial = rated.length === 1 ? supplies.filter((s) => runsOn(rated[0]!, s)) : [];
  if (partial.length > 0) {
    // A destination with two voltages (Brazil) where only one suits.
    const bad = supplies.filter((s) => !partial.includes(s));
    const badText = volts(bad);
    return {
      need: 'converter',
      tone: 'warn',
      headline: 'Converter needed',
      detail: `${upperFirst(where)} uses ${voltageText(to)} depending on the area. ${upperFirst(made)} work on ${volts(partial)}, but ${badText} ${consequence(converter, 'them')}: check the local voltage, and use a ${converter} converter where it is ${badText}, or bring ${DUAL_WORDS}. ${ADAPTER_IS_NOT_CONVERTER}`,
      converter,
    };
  }
  return {
    need: 'converter',
    tone: 'warn',
    headline: 'Converter needed',
    detail: `${upperFirst(here)} ${consequence(converter, made)}. Use a ${converter} converter${converter === 'step-down' ? ' (transformer)' : ''}, or bring ${DUAL_WORDS}. ${ADAPTER_IS_NOT_CONVERTER}`,
    converter,
  };
}

// ---- Frequency ---------------------------------------------------------------------------------

export interface FrequencyVerdict {
  status: 'same' | 'differs' | 'may-differ';
  tone: Tone;
  headline: string;
  detail: string;
}

const JAPAN_HZ = '50 Hz in the east (Tokyo, Tohoku, Hokkaido) or 60 Hz in the west (Nagoya, Osaka, Kyushu)';

export function frequencyVerdict(from: PlugCountry, to: PlugCountry, dual: boolean): FrequencyVerdict {
  const shared = from.hz.filter((hz) => to.hz.includes(hz));
  const identical = from.hz.length === 1 && to.hz.length === 1 && shared.length === 1;
  if (from.code === to.code || identical) {
    return {
      status: 'same',
      tone: 'ok',
      headline: 'Same frequency',
      detail: `${frequencyWords(to)}, as at home.`,
    };
  }
  const status = shared.length === 0 ? 'differs' : 'may-differ';
  const made =
    from.code === 'JP'
      ? `Devices from Japan are made for ${JAPAN_HZ}, or for both`
      : `Your devices are made for ${frequencyWords(from)}`;
  const uses = to.code === 'JP' ? JAPAN_HZ : frequencyWords(to);
  const facts = `${made}; ${countryName(to)} uses ${uses}.`;
  const advice = dual
    ? 'Most dual-voltage chargers accept both frequencies (their label says 50/60 Hz), so this rarely matters for them.'
    : 'Chargers and most electronics do not mind, but motors, clocks and timers can run slower or faster, and some appliances can overheat: look for 50/60 Hz on the label. A voltage converter does not change the frequency.';
  return {
    status,
    tone: dual ? 'info' : 'warn',
    headline: status === 'differs' ? 'Frequency differs' : 'Frequency may differ',
    detail: `${facts} ${advice}`,
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
  /** One sentence: what the traveller needs. */
  headline: string;
  /** The destination's facts. */
  sockets: { type: PlugType; label: string }[];
  socketTypes: string;
  voltage: string;
  frequency: string;
  note?: string;
  adapter: AdapterVerdict;
  converter: VoltageVerdict;
  hz: FrequencyVerdict;
  /** The one line for screen readers, Copy and Share. */
  summary: string;
}

export const HOME_HEADLINE = 'You are at home: no adapter or converter needed.';

function overallHeadline(adapter: AdapterVerdict, voltage: VoltageVerdict): string {
  const plugs = {
    none: 'Your plugs fit',
    some: 'Some of your plugs need an adapter',
    all: 'You need a plug adapter',
  }[adapter.need];
  const volts = {
    none: 'no converter needed',
    converter: 'you need a voltage converter',
    check: 'check each device’s voltage label',
  }[voltage.need];
  return `${plugs}; ${volts}.`;
}

export function plugVoltageChecker(input: PlugVoltageCheckerInput): PlugVoltageResult {
  const from = findCountry(input.from) ?? findCountry(DEFAULT_FROM)!;
  const to = findCountry(input.to) ?? findCountry(DEFAULT_TO)!;
  const home = from.code === to.code;
  const adapter = adapterVerdict(from, to);
  const converter = voltageVerdict(from, to, input.dual);
  const hz = frequencyVerdict(from, to, input.dual);
  const socketTypes = to.plugs.join(', ');
  const voltage = voltageText(to);
  const frequency = frequencyText(to);
  const facts = `${typesText(to.plugs)}, ${voltage}, ${frequency}`;
  const summary = home
    ? `${to.name}: you are at home, no adapter or converter needed (${facts}).`
    : `From ${countryName(from)} to ${countryName(to)}: ${lowerFirst(adapter.headline)}, ${lowerFirst(
        converter.headline,
      )}${input.dual ? ' for dual-voltage devices' : ''}, ${lowerFirst(hz.headline)}. Sockets in ${countryName(
        to,
      )}: ${facts}.`;
  return {
    from,
    to,
    dual: input.dual,
    home,
    headline: home ? HOME_HEADLINE : overallHeadline(adapter, converter),
    sockets: to.plugs.map((type) => ({ type, label: PLUG_LABELS[type] })),
    socketTypes,
    voltage,
    frequency,
    ...(to.note ? { note: to.note } : {}),
    adapter,
    converter,
    hz,
    summary,
  };
}
