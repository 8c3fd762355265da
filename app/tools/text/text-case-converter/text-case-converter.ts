/**
 * Text case converter. Pure logic: no React, no DOM.
 *
 * Lower, upper and title case change the letters and keep everything else (spacing,
 * punctuation). The six programming cases are built from the words: runs of Unicode letters,
 * marks and digits, split again at existing camelCase boundaries ('parseHTTPResponse' is parse,
 * HTTP, Response); apostrophes inside words are dropped ("don't" is one word, dont).
 */

/** The formats, in the page's order (each named in messages/en.ts under its id). */
export const CASE_FORMATS = [
  { id: 'lower' },
  { id: 'upper' },
  { id: 'title' },
  { id: 'camel' },
  { id: 'pascal' },
  { id: 'snake' },
  { id: 'kebab' },
  { id: 'constant' },
  { id: 'dot' },
] as const;

export type CaseFormat = (typeof CASE_FORMATS)[number]['id'];

/** The words of a text, for the programming cases. */
export function splitWords(text: string): string[] {
  const tokens = text.replace(/(\p{L})['’](\p{L})/gu, '$1$2').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return tokens.flatMap((token) =>
    token
      // 'fooBar', and 'v2Beta' in mixed case: a capital after a lower-case letter (or after a
      // digit, unless the token is all capitals like 'A4PAPER') starts a word.
      .replace(/\p{Ll}/u.test(token) ? /([\p{Ll}\p{N}])(\p{Lu})/gu : /(\p{Ll})(\p{Lu})/gu, '$1 $2')
      // 'HTTPResponse': the last capital of a run starts the next word when a lower-case letter follows.
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .split(' '),
  );
}

const capitalize = (word: string) => {
  const [first = '', ...rest] = [...word];
  // 'ß' upper-cases to 'SS': title case takes 'Ss', so converting again changes nothing.
  const upper = first.toUpperCase();
  const head = upper.length > 1 ? upper.charAt(0) + upper.slice(1).toLowerCase() : upper;
  return head + rest.join('').toLowerCase();
};

/** Every word capitalized, the rest of it lower case; spacing and punctuation kept. */
export function toTitleCase(text: string): string {
  return text.replace(/[\p{L}\p{M}\p{N}'’]+/gu, (word) =>
    // Apostrophes stay inside the word: "don't" is "Don't", not "Don'T".
    capitalize(word),
  );
}

export function convertCase(text: string, format: CaseFormat): string {
  switch (format) {
    case 'lower':
      return text.toLowerCase();
    case 'upper':
      return text.toUpperCase();
    case 'title':
      return toTitleCase(text);
  }
  const words = splitWords(text);
  switch (format) {
    case 'camel':
      return words.map((w, i) => (i === 0 ? w.toLowerCase() : capitalize(w))).join('');
    case 'pascal':
      return words.map(capitalize).join('');
    case 'snake':
      return words.map((w) => w.toLowerCase()).join('_');
    case 'kebab':
      return words.map((w) => w.toLowerCase()).join('-');
    case 'constant':
      return words.map((w) => w.toUpperCase()).join('_');
    case 'dot':
      return words.map((w) => w.toLowerCase()).join('.');
  }
}

export interface CaseResult {
  id: CaseFormat;
  value: string;
}

export function textCaseConverter({ text }: { text: string }): CaseResult[] | null {
  if (text.trim() === '') return null;
  return CASE_FORMATS.map(({ id }) => ({ id, value: convertCase(text, id) }));
}
