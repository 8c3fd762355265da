/**
 * UUID generator. Pure logic: no React, no DOM.
 *
 * Version 4 UUIDs (RFC 9562, section 5.4): 122 random bits from the browser's crypto (through
 * app/lib/random), the version nibble set to 4 and the variant bits to 10. Formats: standard
 * (lower-case 8-4-4-4-12), short (no hyphens), uppercase, braced ({...}).
 */
import { randomBytes, type RandomSource } from '~/lib/random';
import { clamp } from '~/lib/math';

export const FORMATS = ['standard', 'short', 'uppercase', 'braced'] as const;
export type UuidFormat = (typeof FORMATS)[number];

export const QTY_MIN = 1;
export const QTY_MAX = 100;
export const RECENT_KEPT = 20;
export const RECENT_SHOWN = 10;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** One version 4 UUID in the standard form. */
export function uuidV4(source?: RandomSource): string {
  const bytes = randomBytes(16, source);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function formatUuid(uuid: string, format: UuidFormat): string {
  switch (format) {
    case 'short':
      return uuid.replace(/-/g, '');
    case 'uppercase':
      return uuid.toUpperCase();
    case 'braced':
      return `{${uuid}}`;
    default:
      return uuid;
  }
}

export function clampQuantity(qty: number): number {
  if (!Number.isFinite(qty)) return QTY_MIN;
  return clamp(Math.round(qty), QTY_MIN, QTY_MAX);
}

export function generateUuids(qty: number, format: UuidFormat, source?: RandomSource): string[] {
  return Array.from({ length: clampQuantity(qty) }, () => formatUuid(uuidV4(source), format));
}

/** The versions RFC 9562 defines (each named in messages/en.ts: `version.<n>`). */
export const KNOWN_VERSIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type KnownVersion = (typeof KNOWN_VERSIONS)[number];
const isKnown = (version: number): version is KnownVersion =>
  KNOWN_VERSIONS.includes(version as KnownVersion);

/**
 * What the check says (its words: `check.<verdict>` in messages/en.ts): not 32 hex digits, hyphens
 * misplaced; the nil or max UUID, no RFC variant, a known version, a version RFC 9562 does not define.
 */
export type Validation =
  | { valid: false; verdict: 'notHex' | 'hyphens' }
  | {
      valid: true;
      version: null;
      verdict: 'nil' | 'max' | 'noVariant';
      canonical: string;
    }
  | { valid: true; version: KnownVersion; verdict: 'known'; canonical: string }
  | { valid: true; version: number; verdict: 'undefinedVersion'; canonical: string };

/**
 * Checks a pasted UUID: 32 hex digits, either plain or hyphenated 8-4-4-4-12, optionally in
 * braces or after 'urn:uuid:', any case. Tells its version and whether it has the RFC variant.
 */
export function validateUuid(text: string): Validation | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const body = trimmed.replace(/^urn:uuid:/i, '').replace(/^\{(.*)\}$/, '$1');
  if (!/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(body)) {
    return { valid: false, verdict: 'notHex' };
  }
  const hyphens = (body.match(/-/g) ?? []).length;
  if (hyphens !== 0 && hyphens !== 4) {
    return { valid: false, verdict: 'hyphens' };
  }
  const digits = body.replace(/-/g, '').toLowerCase();
  const canonical = `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  if (/^0+$/.test(digits)) return { valid: true, version: null, canonical, verdict: 'nil' };
  if (/^f+$/.test(digits)) return { valid: true, version: null, canonical, verdict: 'max' };
  const version = parseInt(digits[12]!, 16);
  const variantRfc = /^[89ab]$/.test(digits[16]!);
  if (!variantRfc) return { valid: true, version: null, canonical, verdict: 'noVariant' };
  return isKnown(version)
    ? { valid: true, version, canonical, verdict: 'known' }
    : { valid: true, version, canonical, verdict: 'undefinedVersion' };
}
