// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { buildIcs, downloadFile, toCsv } from './download';

describe('buildIcs', () => {
  it('writes an all-day event with title and description, escaped and folded', async () => {
    const ics = await buildIcs([
      {
        title: 'Christmas Day',
        description:
          'Presents, food; family, and a very long line that has to be folded because it goes on and on and on.',
        date: Temporal.PlainDate.from('2026-12-25'),
      },
    ]);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261225');
    expect(ics).toContain('DTEND;VALUE=DATE:20261226');
    expect(ics).toContain('SUMMARY:Christmas Day');
    expect(ics).toContain('DESCRIPTION:Presents\\, food\\; family');
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('downloadFile', () => {
  it('saves through a temporary link', () => {
    const create = vi.fn(() => 'blob:x');
    URL.createObjectURL = create;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    downloadFile('a.csv', 'x,y\r\n', 'text/csv');
    expect(clicked).toEqual(['a.csv blob:x']);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

describe('toCsv', () => {
  it('quotes fields that need it', () => {
    expect(
      toCsv([
        ['Year', 'Note'],
        [1, 'a, "b"'],
      ]),
    ).toBe('Year,Note\r\n1,"a, ""b"""\r\n');
  });

  /** Checks the field written for a one-cell row. */
  const writes = (value: string | number, field: string) => {
    expect(toCsv([[value]]).slice(0, -2)).toBe(field);
  };

  // Each row: a cell's value, and the field written for it.
  it.each<[string, string]>([
    ['=1+2', "'=1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+1 555', "'+1 555"],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['\tsecret', "'\tsecret"],
    // A carriage return also needs quotes: the prefix goes inside them.
    ['\r=1+2', '"\'\r=1+2"'],
    // Prefixed first, then quoted as usual.
    ['=HYPERLINK("http://x.example","a, b")', '"\'=HYPERLINK(""http://x.example"",""a, b"")"'],
    ['-', "'-"],
    ['-.', "'-."],
    ['-e5', "'-e5"],
  ])('neutralises fields a spreadsheet would run as a formula (OWASP CSV injection rule): %j', writes);

  it.each<[string | number, string]>([
    [-5, '-5'],
    ['-5', '-5'],
    [-12.5, '-12.5'],
    ['-12.50', '-12.50'],
    ['+3.25', '+3.25'],
    ['-.5', '-.5'],
    ['-1e-7', '-1e-7'],
    // A grouped number needs quotes for its commas, and no prefix.
    ['-1,234.56', '"-1,234.56"'],
    // A sign followed by anything but a number is not a number.
    ['-1,23', '"\'-1,23"'],
    ['-12.50 USD', "'-12.50 USD"],
    ['-1e5+A1', "'-1e5+A1"],
    ['Interest', 'Interest'],
    ['', ''],
  ])('leaves numbers as numbers, negative ones included: %j', writes);

  it('leaves a negative amount in a table as it is', () => {
    expect(
      toCsv([
        ['Year', 'Interest'],
        [1, '-30.00'],
      ]),
    ).toBe('Year,Interest\r\n1,-30.00\r\n');
  });
});
