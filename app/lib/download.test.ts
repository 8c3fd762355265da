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

  it('neutralises fields a spreadsheet would run as a formula (OWASP CSV injection rule)', () => {
    const row = (value: string | number) => toCsv([[value]]).slice(0, -2);
    expect(row('=1+2')).toBe("'=1+2");
    expect(row('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(row('+1 555')).toBe("'+1 555");
    expect(row('-2+3+cmd')).toBe("'-2+3+cmd");
    expect(row('\tsecret')).toBe("'\tsecret");
    // A carriage return also needs quotes: the prefix goes inside them.
    expect(row('\r=1+2')).toBe('"\'\r=1+2"');
    // Prefixed first, then quoted as usual.
    expect(row('=HYPERLINK("http://x.example","a, b")')).toBe(
      '"\'=HYPERLINK(""http://x.example"",""a, b"")"',
    );
    expect(row('-')).toBe("'-");
    expect(row('-.')).toBe("'-.");
    expect(row('-e5')).toBe("'-e5");
  });

  it('leaves numbers as numbers, negative ones included', () => {
    const row = (value: string | number) => toCsv([[value]]).slice(0, -2);
    expect(row(-5)).toBe('-5');
    expect(row('-5')).toBe('-5');
    expect(row(-12.5)).toBe('-12.5');
    expect(row('-12.50')).toBe('-12.50');
    expect(row('+3.25')).toBe('+3.25');
    expect(row('-.5')).toBe('-.5');
    expect(row('-1e-7')).toBe('-1e-7');
    // A grouped number needs quotes for its commas, and no prefix.
    expect(row('-1,234.56')).toBe('"-1,234.56"');
    // A sign followed by anything but a number is not a number.
    expect(row('-1,23')).toBe('"\'-1,23"');
    expect(row('-12.50 USD')).toBe("'-12.50 USD");
    expect(row('-1e5+A1')).toBe("'-1e5+A1");
    expect(row('Interest')).toBe('Interest');
    expect(row('')).toBe('');
    expect(
      toCsv([
        ['Year', 'Interest'],
        [1, '-30.00'],
      ]),
    ).toBe('Year,Interest\r\n1,-30.00\r\n');
  });
});
