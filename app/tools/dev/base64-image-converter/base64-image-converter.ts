/**
 * Image to Base64. Pure logic; reading
 * the file (FileReader) happens on the page.
 *
 * The file's type must start with image/ and its size be at most 10 MB, else an error (its
 * message's key in messages/en.ts). The size shown for the Base64 text is estimated as 3/4 of its
 * length, which is what the text decodes back to, give or take the padding.
 */
import { formatNumber } from '~/lib/format';
import type en from './messages/en';

export const MAX_BYTES = 10 * 1024 * 1024;
/** The text boxes show this many characters; Copy always copies everything. */
export const PREVIEW_CHARS = 2000;

/** Null for an image the page can read, else the key of the message that says why not. */
export function validateImageFile(file: { type: string; size: number }): keyof typeof en | null {
  if (!file.type.startsWith('image/')) return 'selectImage';
  if (file.size > MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * '1.5 KB', '2.25 MB' (1 KB = 1,024 bytes); under 1 KB in the page's words, which `byteCount`
 * gives ('512 bytes').
 */
export function formatBytes(bytes: number, byteCount: (n: number) => string): string {
  if (bytes < 1024) return byteCount(bytes);
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { min: 0, max: 2 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { min: 0, max: 2 })} MB`;
}

/** The Base64 size is estimated as 3/4 of the string length. */
export function estimatedBytes(base64: string): number {
  return Math.round((base64.length * 3) / 4);
}

/** Attribute-safe text: the data URI is ours, but a file name may hold anything. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface Base64Result {
  dataUri: string;
  base64: string;
  mimeType: string;
  originalBytes: number;
  /** The Base64 text's length in characters (its size in bytes as ASCII). */
  encodedLength: number;
  /** 3/4 of the encoded length. */
  estimatedBytes: number;
  /** How much larger the Base64 text is than the file, in percent. */
  overheadPercent: number;
  imgTag: string;
  cssRule: string;
}

/** Everything the page shows for a data URI read from a file. Null when it is not a Base64 data URI. */
export function describeDataUri(dataUri: string, file: { name: string; size: number }): Base64Result | null {
  const match = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s.exec(dataUri);
  if (!match) return null;
  const [, mimeType = '', base64 = ''] = match;
  const alt = file.name.replace(/\.[^.]+$/, '');
  return {
    dataUri,
    base64,
    mimeType,
    originalBytes: file.size,
    encodedLength: base64.length,
    estimatedBytes: estimatedBytes(base64),
    overheadPercent: file.size > 0 ? (base64.length / file.size - 1) * 100 : 0,
    imgTag: `<img src="${dataUri}" alt="${escapeAttribute(alt)}">`,
    cssRule: `background-image: url("${dataUri}");`,
  };
}

/**
 * The first PREVIEW_CHARS characters, followed by the page's note of how many more the Copy
 * button copies (`more` words it).
 */
export function previewText(text: string, more: (count: number) => string): string {
  if (text.length <= PREVIEW_CHARS) return text;
  return `${text.slice(0, PREVIEW_CHARS)}${more(text.length - PREVIEW_CHARS)}`;
}
