/**
 * QR Code Generator: pure logic (no React, no DOM, no globals, and no `qrcode` import: the page
 * loads the encoder on demand and hands its module matrix to the functions here).
 *
 * Text in, error-correction level L/M/Q/H, image size, foreground and background colours with a
 * contrast warning, PNG and SVG downloads; parameters text, ec, size, fg and bg (a text holding a
 * Wi-Fi password is never written to the address). QR facts below are from ISO/IEC 18004:2015
 * (the QR code standard).
 *
 * The words are the page's (messages/en.ts, put together in words.ts): the logic gives numbers
 * and ids.
 */
import { formatNumber } from '~/lib/format';
import type { Param } from '~/lib/url-params';
import { clamp } from '~/lib/math';

export type EcLevel = 'L' | 'M' | 'Q' | 'H';

/** From the lowest to the highest level of error correction. */
export const EC_LEVELS = ['L', 'M', 'Q', 'H'] as const satisfies readonly EcLevel[];
export const EC_DEFAULT: EcLevel = 'M';

export interface EcInfo {
  /** Share of the symbol's codewords that can be damaged and still be recovered. */
  recovery: number;
  /** The most bytes (UTF-8 text, byte mode) a version 40 symbol holds at this level. */
  maxBytes: number;
}

/**
 * Recovery capacity (ISO/IEC 18004, section 5.3.6) and the byte-mode capacity of version 40
 * (ISO/IEC 18004, table 7). Digits-only or upper-case text packs tighter, so more of it fits.
 */
export const EC_INFO: Readonly<Record<EcLevel, EcInfo>> = {
  L: { recovery: 7, maxBytes: 2953 },
  M: { recovery: 15, maxBytes: 2331 },
  Q: { recovery: 25, maxBytes: 1663 },
  H: { recovery: 30, maxBytes: 1273 },
};

/** The most characters any QR code holds (7,089 digits at level L): the text box stops there. */
export const TEXT_MAX_CHARS = 7089;

/** The image size in pixels (the PNG's width and height, and the SVG's). */
export const SIZE_MIN = 128;
export const SIZE_MAX = 1024;
export const SIZE_DEFAULT = 256;
export const SIZE_STEP = 16;

/** Colours as 6 lower-case hex digits, without '#' (as in the address: fg=1e3a8a). */
export const FG_DEFAULT = '000000';
export const BG_DEFAULT = 'ffffff';

/** The blank margin around the symbol, in modules (the standard asks for 4). */
export const QUIET_ZONE = 4;

/** Below this contrast ratio (foreground to background) the page warns. */
export const MIN_CONTRAST = 4;

/** Modules narrower than this many pixels get a hint to pick a larger image. */
export const MIN_MODULE_PX = 2;

// ---- Wi-Fi passwords stay out of links ---------------------------------------------------------

/**
 * Whether the text holds a Wi-Fi password: a Wi-Fi network QR code's text ('WIFI:' then fields
 * separated by ';', the password in the field 'P:'), in any case and field order, as ZXing's
 * 'Barcode Contents' wiki and the Wi-Fi Alliance's WPA3 specification (its Wi-Fi URI) describe
 * it: 'WIFI:T:WPA;S:MyNetwork;P:password;;'. A half-typed 'P:sec' counts already, and a field
 * that only looks like one (inside an escaped value) counts too: leaving it out is the safe side.
 * One pass over the text, whatever it holds.
 */
export function holdsWifiPassword(text: string): boolean {
  const start = text.search(/WIFI:/i);
  return start !== -1 && /(?:^|;)\s*P:/i.test(text.slice(start + 'WIFI:'.length));
}

// ---- Colours -----------------------------------------------------------------------------------

const HEX6 = /^[0-9a-f]{6}$/i;

/** A colour from the address: exactly 6 hex digits without '#'; anything else is ignored (undefined). */
export function readHexParam(raw: string): string | undefined {
  return HEX6.test(raw) ? raw.toLowerCase() : undefined;
}

/** The address parameter of a colour: 6 hex digits, left out when it equals the default. */
export function hexParam(defaultValue: string): Param<string> {
  return {
    default: defaultValue,
    read: (params, key) => {
      const raw = params.get(key);
      return raw === null ? undefined : readHexParam(raw);
    },
    write: (params, key, value, fallback) => {
      const hex = safeHex(value, fallback);
      if (hex === fallback) params.delete(key);
      else params.set(key, hex);
    },
    present: (params, key) => params.has(key),
  };
}

/**
 * A colour typed in the hex box: '#1e3a8a', '1E3A8A' or the short form '#abc' (= aabbcc),
 * spaces around allowed. Returns 6 lower-case digits without '#', or null while it is not one.
 */
export function parseHexInput(raw: string): string | null {
  const text = raw.trim().replace(/^#/, '');
  if (HEX6.test(text)) return text.toLowerCase();
  if (/^[0-9a-f]{3}$/i.test(text)) {
    return [...text.toLowerCase()].map((digit) => digit + digit).join('');
  }
  return null;
}

/** A valid colour, or `fallback` when the value is not 6 hex digits (never raw text in markup). */
export function safeHex(value: string, fallback: string): string {
  return HEX6.test(value) ? value.toLowerCase() : fallback;
}

/** The WCAG 2 relative luminance of a 6-digit hex colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const value = safeHex(hex, FG_DEFAULT);
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black and white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A ratio as people write it, '4.4:1' or '21:1': cut (not rounded) to one decimal, so a ratio
 * just under a threshold never reads as reaching it.
 */
export function formatRatio(ratio: number): string {
  const cut = Math.floor(ratio * 10 + 1e-9) / 10;
  return `${formatNumber(cut, { min: 0, max: 1 })}:1`;
}

/** A colour pair scanners may fail to read: too little contrast (the ratio written out), or inverted. */
export type ColourWarning = { kind: 'lowContrast'; ratio: string } | { kind: 'inverted' };

/** Warnings about colours that scanners may fail to read; empty when the pair is fine. */
export function colourWarnings(fg: string, bg: string): ColourWarning[] {
  const warnings: ColourWarning[] = [];
  const ratio = contrastRatio(fg, bg);
  if (ratio < MIN_CONTRAST) warnings.push({ kind: 'lowContrast', ratio: formatRatio(ratio) });
  if (relativeLuminance(fg) > relativeLuminance(bg)) warnings.push({ kind: 'inverted' });
  return warnings;
}

// ---- Text --------------------------------------------------------------------------------------

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The text as it is encoded: a lone surrogate (half an emoji, e.g. when a link cut the text at
 * 100 characters) becomes U+FFFD, as UTF-8 encoders do, instead of making the encoder throw.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** The length of the text in UTF-8 bytes (what a QR code stores for general text). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of wellFormed(text)) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The text for an accessible name or a heading: one line, at most `max` characters. */
export function shortText(text: string, max = 100): string {
  const line = wellFormed(text).replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
}

/** Why the text does not fit: its UTF-8 bytes, the level's limit, and a lower level it fits at. */
export interface TooLong {
  level: EcLevel;
  bytes: number;
  maxBytes: number;
  fitsAt: EcLevel | null;
}

/**
 * What the page says when the text does not fit at the chosen level. `bytes` is the text's UTF-8
 * length. A lower level is suggested only when the text surely fits there (byte mode).
 */
export function tooLong(level: EcLevel, bytes: number): TooLong {
  const { maxBytes } = EC_INFO[level];
  const fitsAt = EC_LEVELS.slice(0, EC_LEVELS.indexOf(level))
    .reverse()
    .find((lower) => bytes <= EC_INFO[lower].maxBytes);
  return { level, bytes, maxBytes, fitsAt: fitsAt ?? null };
}

/** The encoder's error for data that does not fit in a version 40 symbol. */
export function isTooLongError(error: unknown): boolean {
  return error instanceof Error && /too big/i.test(error.message);
}

// ---- Modules and drawing -----------------------------------------------------------------------

/** The symbol: rows of modules, true for dark. Square. */
export type Modules = readonly (readonly boolean[])[];

/** Rows of modules from the encoder's bit matrix (`size` × `size` values, row by row). */
export function modulesFromBits(size: number, data: ArrayLike<number>): boolean[][] {
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => data[row * size + col] === 1),
  );
}

/** The QR version (1 to 40) of a symbol `count` modules wide: 21 + 4 per version. */
export function versionOf(count: number): number {
  return (count - 17) / 4;
}

/** The width of the drawing in modules: the symbol and its quiet zone on both sides. */
export function totalModules(count: number): number {
  return count + 2 * QUIET_ZONE;
}

export const clampSize = (size: number): number =>
  Number.isFinite(size) ? clamp(Math.round(size), SIZE_MIN, SIZE_MAX) : SIZE_DEFAULT;

/**
 * Where the symbol's modules fall in a `size` × `size` image. Modules are whole pixels when they
 * can be (sharp edges; the spare pixels widen the quiet zone evenly); only when the image is
 * narrower than one pixel per module are they fractional. Returns the pixel `edges` of the
 * `count` columns (and rows): `count + 1` increasing numbers, and the module width.
 */
export function pixelLayout(size: number, count: number): { modulePx: number; edges: number[] } {
  const total = totalModules(count);
  const whole = Math.floor(size / total);
  const modulePx = whole >= 1 ? whole : size / total;
  const start = whole >= 1 ? Math.floor((size - count * whole) / 2) : QUIET_ZONE * modulePx;
  const edges = Array.from({ length: count + 1 }, (_, i) => Math.round(start + i * modulePx));
  return { modulePx, edges };
}

// ---- What the page shows -----------------------------------------------------------------------

/** What the page says about a code (words.ts writes it: 'Version 3 (29 × 29 modules)', …). */
export interface QrFacts {
  /** The QR version, 1 to 40, and the symbol's width in modules. */
  version: number;
  count: number;
  level: EcLevel;
  /** Percent of damage the level recovers. */
  recovery: number;
  /** The text's UTF-8 bytes. */
  bytes: number;
  /** The image's width and height, and its modules' width in pixels (whole when at least 1). */
  px: number;
  modulePx: number;
}

export function describeQr({
  count,
  level,
  text,
  size,
}: {
  count: number;
  level: EcLevel;
  text: string;
  size: number;
}): QrFacts {
  const px = clampSize(size);
  return {
    version: versionOf(count),
    count,
    level,
    recovery: EC_INFO[level].recovery,
    bytes: utf8Length(text),
    px,
    modulePx: pixelLayout(px, count).modulePx,
  };
}
