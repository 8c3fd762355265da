/**
 * Sizes and error messages in the page's words: `t` reads the page's catalogue (messages/en.ts is
 * the source). Used by JsonBeautifier and JsonResult; the logic speaks no language.
 */
import type { T } from '~/lib/i18n';
import { formatBytes, MAX_DEPTH, type JsonError } from './json-constants';
import type en from './messages/en';

type Words = T<typeof en>;

/** '1 byte', '512 bytes', '12.3 KB'. */
export const sizeText = (t: Words, bytes: number) => formatBytes(bytes, (n) => t('byteCount', { n }));

/** The parser's own message, or why the document is refused. */
export const errorMessageText = (t: Words, error: JsonError) =>
  error.kind === 'parse' ? error.message : t('depthMessage', { max: MAX_DEPTH });
