import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countText, removeLineBreaks } from './remove-line-breaks';

const run = (text: string, preserve = false) => removeLineBreaks({ text, preserve })?.output;

describe('removeLineBreaks', () => {
  it('shows no result for empty or blank input', () => {
    expect(removeLineBreaks({ text: '', preserve: false })).toBeNull();
    expect(removeLineBreaks({ text: ' \n\r\n ', preserve: true })).toBeNull();
  });

  it.each([
    // Each line break becomes one space, whatever the line ending.
    ['one\ntwo', 'one two'],
    ['one\r\ntwo\r\nthree', 'one two three'],
    ['one\rtwo', 'one two'],
    ['one\u2028two\u2029three\u0085four', 'one two three four'],
    ['mixed\r\nends\rand\nmore', 'mixed ends and more'],
    // The spaces the break creates collapse; other spacing stays.
    ['end of line   \n   start', 'end of line start'],
    ['tab\t\n\tindent', 'tab indent'],
    ['keep  double  spaces\nhere', 'keep  double  spaces here'],
    ['\n\nleading and trailing\n\n', 'leading and trailing'],
  ])('%j becomes %j', (text, output) => {
    expect(run(text)).toBe(output);
  });

  it('without preserve, blank lines go too', () => {
    expect(run('para one\nline two\n\npara two')).toBe('para one line two para two');
  });

  it('with preserve, keeps paragraph breaks as exactly one blank line', () => {
    expect(run('Hi team,\nthe review moved\nto Friday at 3 pm.\n\nThanks,\nAna', true)).toBe(
      'Hi team, the review moved to Friday at 3 pm.\n\nThanks, Ana',
    );
    expect(run('a\r\n\r\n\r\n\r\nb', true)).toBe('a\n\nb');
    expect(run('a\n  \n\t\nb\nc', true)).toBe('a\n\nb c');
    expect(run('\n\na\n\n', true)).toBe('a');
  });

  it('counts characters (code points) and lines, before and after', () => {
    const result = removeLineBreaks({ text: 'Hi 😀\nthere\n\nend', preserve: true })!;
    expect(result.input).toEqual({ characters: 15, lines: 4 });
    expect(result.result).toEqual({ characters: 15, lines: 3 });
    expect(result.removed).toBe(1);
    expect(countText('')).toEqual({ characters: 0, lines: 0 });
    expect(countText('a\r\nb')).toEqual({ characters: 4, lines: 2 });
  });

  it('never leaves a single line break, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\t', '\n', '\r', '\r\n', 'é', '😀') }),
        fc.boolean(),
        (text, preserve) => {
          const once = run(text, preserve);
          if (once === undefined) return;
          expect(once).not.toMatch(/\r/);
          if (!preserve) expect(once).not.toMatch(/\n/);
          else expect(once.replace(/\n\n/g, '')).not.toMatch(/\n/);
          expect(run(once, preserve)).toBe(once);
        },
      ),
    );
  });
});
