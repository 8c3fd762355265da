/**
 * Line-break remover. Pure logic: no React, no DOM.
 *
 * Every line break (Windows \r\n, old Mac \r, Unix \n, and the Unicode line and paragraph
 * separators) becomes one space, and the spaces around it collapse into that one space. With
 * `preserve`, a blank line (two or more breaks, with only spaces between) stays as a paragraph
 * break: exactly one blank line. Leading and trailing white space of the result is trimmed.
 */

const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/g;

export interface RemoveLineBreaksInput {
  text: string;
  preserve: boolean;
}

export interface TextCounts {
  characters: number;
  lines: number;
}

export interface RemoveLineBreaksResult {
  output: string;
  /** Line breaks removed (paragraph breaks kept are not counted). */
  removed: number;
  input: TextCounts;
  result: TextCounts;
}

/** Characters as a person counts them (code points: an emoji is one), and lines. */
export function countText(text: string): TextCounts {
  if (text === '') return { characters: 0, lines: 0 };
  return { characters: [...text].length, lines: text.split(LINE_BREAK).length };
}

/** One paragraph's lines joined with single spaces. */
function joinLines(text: string): string {
  return text.replace(/[ \t]*\n(?:[ \t]*\n)*[ \t]*/g, ' ').trim();
}

export function removeLineBreaks({ text, preserve }: RemoveLineBreaksInput): RemoveLineBreaksResult | null {
  if (text.trim() === '') return null;
  const unified = text.replace(LINE_BREAK, '\n');
  const output = preserve
    ? unified
        .split(/\n[ \t]*\n(?:[ \t]*\n)*/)
        .map(joinLines)
        .filter((paragraph) => paragraph !== '')
        .join('\n\n')
    : joinLines(unified);
  const breaksIn = (s: string) => (s.match(/\n/g) ?? []).length;
  return {
    output,
    removed: breaksIn(unified.trim()) - breaksIn(output),
    input: countText(text),
    result: countText(output),
  };
}
