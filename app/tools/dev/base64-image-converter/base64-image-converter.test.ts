import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '~/lib/i18n';
import {
  describeDataUri,
  estimatedBytes,
  formatBytes,
  MAX_BYTES,
  previewText,
  PREVIEW_CHARS,
  validateImageFile,
} from './base64-image-converter';
import en from './messages/en';

/** The message the page shows for a file, in English. */
const problem = (file: { type: string; size: number }) => {
  const key = validateImageFile(file);
  return key && translate(en[key]);
};
/** Sizes and previews as the English page words them. */
const size = (bytes: number) => formatBytes(bytes, (n) => translate(en.byteCount, { n }));
const preview = (text: string) => previewText(text, (count) => translate(en.moreCharacters, { count }));

// A 1 × 1 transparent PNG, 67 bytes.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('image to Base64', () => {
  it('refuses files that are not images, with the exact message', () => {
    expect(validateImageFile({ type: 'text/plain', size: 10 })).toBe('selectImage');
    expect(problem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(validateImageFile({ type: '', size: 10 })).toBe('selectImage');
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('selectImage');
  });

  it('refuses images over 10 MB, with the exact message', () => {
    expect(validateImageFile({ type: 'image/png', size: MAX_BYTES + 1 })).toBe('tooLarge');
    expect(problem({ type: 'image/png', size: MAX_BYTES + 1 })).toBe('File size must be less than 10MB');
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_BYTES })).toBeNull();
    expect(validateImageFile({ type: 'image/svg+xml', size: 0 })).toBeNull();
  });

  it('estimates the size as 3/4 of the Base64 length', () => {
    expect(estimatedBytes('')).toBe(0);
    expect(estimatedBytes('AAAA')).toBe(3);
    expect(estimatedBytes(PNG)).toBe(69);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const base64 = Buffer.from(bytes).toString('base64');
        // Within the two padding characters of the real size.
        expect(Math.abs(estimatedBytes(base64) - bytes.length)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('describes a data URI: Base64, sizes and ready snippets', () => {
    const result = describeDataUri(`data:image/png;base64,${PNG}`, { name: 'dot "1".png', size: 67 })!;
    expect(result.base64).toBe(PNG);
    expect(result.mimeType).toBe('image/png');
    expect(result.encodedLength).toBe(92);
    expect(result.estimatedBytes).toBe(69);
    expect(result.overheadPercent).toBeCloseTo(37.31, 2);
    expect(result.imgTag).toBe(`<img src="data:image/png;base64,${PNG}" alt="dot &quot;1&quot;">`);
    expect(result.cssRule).toBe(`background-image: url("data:image/png;base64,${PNG}");`);
    expect(
      describeDataUri('data:image/svg+xml;charset=utf-8;base64,PHN2Zz4=', { name: 'a.svg', size: 5 })
        ?.mimeType,
    ).toBe('image/svg+xml');
    expect(describeDataUri('data:text/plain,hello', { name: 'a', size: 5 })).toBeNull();
    expect(describeDataUri('not a data uri', { name: 'a', size: 5 })).toBeNull();
  });

  it('formats sizes', () => {
    expect(size(1)).toBe('1 byte');
    expect(size(512)).toBe('512 bytes');
    expect(size(1536)).toBe('1.5 KB');
    expect(size(MAX_BYTES)).toBe('10 MB');
  });

  it('shows long text cut, saying how much more Copy copies', () => {
    expect(preview('abc')).toBe('abc');
    const long = 'A'.repeat(PREVIEW_CHARS + 1234);
    expect(preview(long)).toBe(
      `${'A'.repeat(PREVIEW_CHARS)}… (1,234 more characters: Copy copies all of it)`,
    );
  });
});
