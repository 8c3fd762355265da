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

/** An all-day calendar event (document 1, section 7: title and description). */
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

/** A CSV file from rows (first row: headers); fields with commas, quotes or line breaks are quoted. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
