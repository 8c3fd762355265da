import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RandomSource } from '~/lib/random';
import { translate, type T } from '~/lib/i18n';
import { addRecent } from '~/lib/recent';
import en from './messages/en';
import { validationText } from './words';
import {
  clampQuantity,
  formatUuid,
  generateUuids,
  RECENT_KEPT,
  uuidV4,
  validateUuid,
} from './uuid-generator';

/** The page's words in English, as the component gets them. */
const t = ((key: keyof typeof en, params?: Record<string, string | number>) =>
  translate(en[key], params)) as unknown as T<typeof en>;
/** The check with the message the page shows for it. */
const check = (text: string) => {
  const v = validateUuid(text);
  return v && { ...v, message: validationText(t, v) };
};

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const allOnes: RandomSource = (words) => words.fill(0xffffffff);
const allZeros: RandomSource = (words) => words.fill(0);

describe('uuid generator', () => {
  it('sets the version and variant bits over random bytes', () => {
    expect(uuidV4(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4(allZeros)).toBe('00000000-0000-4000-8000-000000000000');
    for (let i = 0; i < 500; i++) expect(uuidV4()).toMatch(V4);
  });

  it('is unique over many draws and every hex digit appears in every random position', () => {
    const seen = new Set(Array.from({ length: 5000 }, () => uuidV4()));
    expect(seen.size).toBe(5000);
    const first = new Set([...seen].map((u) => u[0]));
    expect(first.size).toBe(16);
  });

  it('writes the four formats', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(formatUuid(uuid, 'standard')).toBe(uuid);
    expect(formatUuid(uuid, 'short')).toBe('0f8fad5bd9cb469fa16570867728950e');
    expect(formatUuid(uuid, 'uppercase')).toBe('0F8FAD5B-D9CB-469F-A165-70867728950E');
    expect(formatUuid(uuid, 'braced')).toBe('{0f8fad5b-d9cb-469f-a165-70867728950e}');
  });

  it('clamps the quantity to 1 to 100', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(500)).toBe(100);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(generateUuids(5, 'uppercase')).toHaveLength(5);
    expect(generateUuids(1000, 'short')).toHaveLength(100);
    for (const u of generateUuids(10, 'uppercase')) expect(u.toLowerCase()).toMatch(V4);
  });

  it('keeps 20 recent UUIDs, newest first, without repeats', () => {
    let recent: string[] = [];
    for (let i = 0; i < 30; i++) recent = addRecent(recent, [`u${i}`], RECENT_KEPT);
    expect(recent).toHaveLength(20);
    expect(recent[0]).toBe('u29');
    expect(addRecent(['a', 'b'], ['c', 'd'], RECENT_KEPT)).toEqual(['d', 'c', 'a', 'b']);
    expect(addRecent(['a', 'b'], ['b'], RECENT_KEPT)).toEqual(['b', 'a']);
  });

  it('validates pasted UUIDs and names their version', () => {
    expect(check('')).toBeNull();
    expect(check('0f8fad5b-d9cb-469f-a165-70867728950e')).toMatchObject({
      valid: true,
      version: 4,
      message: 'Valid UUID, version 4 (random).',
    });
    expect(check('{0F8FAD5B-D9CB-469F-A165-70867728950E}')).toMatchObject({ valid: true, version: 4 });
    expect(check('urn:uuid:0f8fad5bd9cb469fa16570867728950e')).toMatchObject({
      valid: true,
      canonical: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(check('c232ab00-9414-11ec-b3c8-9f6bdeced846')).toMatchObject({
      version: 1,
      message: 'Valid UUID, version 1 (time-based).',
    });
    expect(check('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toMatchObject({ version: 7 });
    expect(check('00000000-0000-0000-0000-000000000000')).toMatchObject({
      valid: true,
      message: 'Valid: the nil UUID (all zeros).',
    });
    expect(check('ffffffff-ffff-ffff-ffff-ffffffffffff')).toMatchObject({
      valid: true,
      message: 'Valid: the max UUID (all ones).',
    });
    expect(check('0f8fad5b-d9cb-469f-c165-70867728950e')).toMatchObject({
      valid: true,
      version: null,
      verdict: 'noVariant',
      message:
        'Valid format, but not an RFC 9562 UUID (its variant digit is not 8, 9, a or b), so it has no version.',
    });
    expect(check('0f8fad5b-d9cb-969f-a165-70867728950e')).toMatchObject({
      version: 9,
      message: 'Valid format, but version 9 is not defined by RFC 9562.',
    });
    expect(check('0f8fad5b-d9cb-469f-a165-70867728950')).toMatchObject({
      valid: false,
      message: 'Not a valid UUID: expected 32 hexadecimal digits, as 8-4-4-4-12.',
    });
    expect(check('0f8fad5b-d9cb-469f-a165-70867728950g')).toMatchObject({ valid: false });
    expect(check('0f8fad5bd9cb-469f-a165-70867728950e')).toMatchObject({
      valid: false,
      message: 'Not a valid UUID: hyphens go after digits 8, 12, 16 and 20.',
    });
  });

  it('validates every UUID it generates, in every format', () => {
    fc.assert(
      fc.property(fc.constantFrom('standard', 'short', 'uppercase', 'braced' as const), (format) => {
        const [uuid] = generateUuids(1, format);
        expect(validateUuid(uuid!)).toMatchObject({ valid: true, version: 4 });
      }),
    );
  });
});
