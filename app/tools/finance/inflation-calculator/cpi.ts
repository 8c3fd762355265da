/**
 * The site's one network call: the consumer price index from the U.S.
 * Bureau of Labor Statistics public data API, averaged per year and merged over the built-in
 * table. Pure: the fetch function is passed in, so tests use a fake one. Nothing here throws:
 * every failure (network, non-OK status, malformed JSON, wrong shape, time limit) gives null and
 * the page keeps its built-in table, silently.
 */

/** The only origin the content security policy lets a page call (connect-src). */
export const CPI_API_URL = 'https://api.bls.gov/publicAPI/v2/timeseries/data/';
/** CPI for All Urban Consumers (CPI-U), U.S. city average, all items, not seasonally adjusted. */
export const CPI_SERIES_ID = 'CUUR0000SA0';
/** The fetch starts at 2000. */
export const CPI_START_YEAR = 2000;
/** The request gives up after 5 seconds. */
export const CPI_TIMEOUT_MS = 5000;

export interface CpiRequestBody {
  seriesid: string[];
  startyear: string;
  endyear: string;
}

/** The JSON body: one series, start year '2000' and the current year, both as text. */
export function buildRequestBody(currentYear: number): CpiRequestBody {
  return { seriesid: [CPI_SERIES_ID], startyear: String(CPI_START_YEAR), endyear: String(currentYear) };
}

/**
 * A monthly period: M01 to M12. M13 also starts with M, but it is BLS's annual average of the
 * twelve months (sent only when asked for), so counting it would weigh one year's months twice:
 * it is left out, and so is anything else that is not a month.
 */
const MONTH = /^M(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
/** The CPI-U starts in 1913; an earlier year is not this series. */
const FIRST_CPI_YEAR = 1913;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value BLS sends as text ('313.689'); '-' marks a month it did not publish. */
function indexValue(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Reads `Results.series[0].data` (items with year, period and value), keeps the monthly values
 * and averages each year's, rounded to 3 decimals as BLS publishes its annual averages. A year
 * still in progress averages the months published so far. Returns null when the answer does not
 * have that shape or holds no usable month.
 */
export function parseCpiResponse(json: unknown): Map<number, number> | null {
  if (!isRecord(json) || !isRecord(json.Results)) return null;
  const series = json.Results.series;
  if (!Array.isArray(series) || !isRecord(series[0])) return null;
  const data = series[0].data;
  if (!Array.isArray(data)) return null;

  const months = new Map<number, Map<string, number>>();
  for (const item of data) {
    if (!isRecord(item)) continue;
    const { period, year: rawYear } = item;
    if (typeof period !== 'string' || !MONTH.test(period)) continue;
    const yearText =
      typeof rawYear === 'number' ? String(rawYear) : typeof rawYear === 'string' ? rawYear.trim() : '';
    if (!YEAR.test(yearText)) continue;
    const value = indexValue(item.value);
    if (value === null) continue;
    const year = Number(yearText);
    if (year < FIRST_CPI_YEAR) continue;
    const ofYear = months.get(year) ?? new Map<string, number>();
    // The same month twice would weigh it double: the first one counts.
    if (!ofYear.has(period)) ofYear.set(period, value);
    months.set(year, ofYear);
  }

  const averages = new Map<number, number>();
  for (const year of [...months.keys()].sort((a, b) => a - b)) {
    const values = [...months.get(year)!.values()];
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    averages.set(year, Math.round(mean * 1000) / 1000);
  }
  return averages.size > 0 ? averages : null;
}

/** The built-in table with the fetched years laid over it (fetched years win), in year order. */
export function mergeIndex(
  table: ReadonlyMap<number, number>,
  fetched: ReadonlyMap<number, number> | null,
): ReadonlyMap<number, number> {
  if (!fetched || fetched.size === 0) return table;
  const merged = new Map(table);
  for (const [year, value] of fetched) merged.set(year, value);
  return new Map([...merged].sort(([a], [b]) => a - b));
}

/** What the call needs of `fetch`: the real one fits, and so does a test's fake. */
export type FetchLike = (
  url: string,
  init: RequestInit,
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * Makes the one POST and returns the yearly averages, or null on any failure. Gives up after
 * `timeoutMs` (the request is aborted too), or when `signal` aborts. Never rejects.
 */
export async function fetchCpi(
  fetchFn: FetchLike,
  {
    currentYear,
    timeoutMs = CPI_TIMEOUT_MS,
    signal,
  }: { currentYear: number; timeoutMs?: number; signal?: AbortSignal },
): Promise<Map<number, number> | null> {
  if (signal?.aborted) return null;
  const controller = new AbortController();
  // Time up or the page gone: stop waiting at once, even for a fetch that ignores the signal,
  // and the body read included.
  const stopped = new Promise<null>((resolve) => {
    controller.signal.addEventListener('abort', () => resolve(null), { once: true });
  });
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);
  const call = (async () => {
    try {
      const response = await fetchFn(CPI_API_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(buildRequestBody(currentYear)),
        signal: controller.signal,
        // Nothing about the visitor goes along: no cookies, no referring page.
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
      if (!response.ok) return null;
      return parseCpiResponse(await response.json());
    } catch {
      return null;
    }
  })();
  try {
    return await Promise.race([call, stopped]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
