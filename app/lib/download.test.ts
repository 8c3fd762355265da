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
});
