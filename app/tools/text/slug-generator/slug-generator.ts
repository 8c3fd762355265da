/**
 * Slug generator. Pure logic: no React, no DOM.
 *
 * In order: accents stripped (é is e; ß, æ, ø and a few other letters that do not decompose are
 * spelled out), optional lower case, non-word characters removed, runs of white space (and of
 * separators) become one separator, separators trimmed from both ends. With a maximum length
 * above 0 the slug is cut to it and a trailing separator trimmed. The SEO check passes at 60
 * characters or fewer.
 */
import { clamp } from '~/lib/math';

export const SEPARATORS = ['-', '_', '.'] as const;
export type Separator = (typeof SEPARATORS)[number];

export const MAX_LENGTH_LIMIT = 200;
export const SEO_MAX = 60;

/** Latin letters that NFKD does not split into a base letter and an accent. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
};

export interface SlugInput {
  text: string;
  separator: Separator;
  /** 0 means no limit; clamped to 0..200. */
  maxLength: number;
  lowercase: boolean;
}

export interface SlugResult {
  slug: string;
  length: number;
  /** True at 60 characters or fewer. */
  seoOk: boolean;
  /** The slug was cut to the maximum length. */
  cut: boolean;
}

export function stripAccents(text: string): string {
  return text
    .replace(/[ßæÆœŒøØđĐłŁþÞðÐı]/g, (c) => SPELLED[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

const escapeForRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function slugify({ text, separator, maxLength, lowercase }: SlugInput): string {
  const sep = SEPARATORS.includes(separator) ? separator : '-';
  const edges = new RegExp(`^${escapeForRegex(sep)}+|${escapeForRegex(sep)}+$`, 'g');
  let slug = stripAccents(text);
  if (lowercase) slug = slug.toLowerCase();
  const kept = escapeForRegex(sep);
  slug = slug
    .replace(new RegExp(`[^\\w\\s\\-${kept}]`, 'g'), '')
    // White space, and separator characters already there, become one separator.
    .replace(new RegExp(`[\\s_\\-${kept}]+`, 'g'), sep)
    .replace(edges, '');
  const limit = clamp(Math.floor(maxLength) || 0, 0, MAX_LENGTH_LIMIT);
  if (limit > 0 && slug.length > limit) slug = slug.slice(0, limit).replace(edges, '');
  return slug;
}

export function slugGenerator(input: SlugInput): SlugResult | null {
  if (input.text.trim() === '') return null;
  const full = slugify({ ...input, maxLength: 0 });
  const slug = slugify(input);
  return { slug, length: slug.length, seoOk: slug.length <= SEO_MAX, cut: slug.length < full.length };
}
