/**
 * The one download helper: files built in the browser (CSV, calendar .ics, PNG) are saved
 * through a temporary object URL; nothing is uploaded.
 */
export function downloadFile(filename: string, content: string | Blob, type: string): void {
  const blob = content instanceof Blob ? content : new Blob([content], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A canvas as a PNG file (null where the browser cannot encode it). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/png');
    } catch {
      resolve(null);
    }
  });
}

/** Saves a canvas as a PNG file; resolves false when the browser could not encode it. */
export async function downloadPng(filename: string, canvas: HTMLCanvasElement): Promise<boolean> {
  const png = await canvasToPng(canvas);
  if (png) downloadFile(filename, png, 'image/png');
  return png !== null;
}

/** An all-day calendar event: a title and an optional description. */
export interface AllDayEvent {
  title: string;
  description?: string;
  date: Temporal.PlainDate;
}

const dateArray = (d: Temporal.PlainDate): [number, number, number] => [d.year, d.month, d.day];

/**
 * An .ics file of all-day events, written by the `ics` package (escaping and line folding done
 * right), which is downloaded only when a visitor asks for a calendar file.
 */
export async function buildIcs(events: readonly AllDayEvent[]): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(
    events.map((event) => ({
      title: event.title,
      description: event.description,
      start: dateArray(event.date),
      end: dateArray(event.date.add({ days: 1 })),
      productId: 'tinytools/calendar',
      busyStatus: 'FREE' as const,
      transp: 'TRANSPARENT' as const,
    })),
  );
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}

/** Builds and saves an .ics file; resolves false when it could not be built. */
export async function downloadIcs(filename: string, events: readonly AllDayEvent[]): Promise<boolean> {
  try {
    downloadFile(filename, await buildIcs(events), 'text/calendar;charset=utf-8');
    return true;
  } catch {
    return false;
  }
}

/**
 * A field a spreadsheet would read as a formula when the file is opened. OWASP's 'CSV Injection'
 * page (owasp.org/www-community/attacks/CSV_Injection) lists the characters that start one: =, +,
 * -, @, tab and carriage return; its fix is to prefix such a field with a single quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A plain number written out ('-5', '+3.25', '-12.50', '-.5', '-1e-7', '-1,234.56' with commas in
 * groups of three): only digits after the sign, so nothing a spreadsheet can run. Linear: no
 * pattern here can backtrack on a long field.
 */
const PLAIN_NUMBER = /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A CSV file from rows (first row: headers). A text field that a spreadsheet would run as a
 * formula gets a leading single quote (numbers, negative ones included, stay numbers); then fields
 * with commas, quotes or line breaks are quoted.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
