import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildRequestBody,
  CPI_API_URL,
  CPI_TIMEOUT_MS,
  fetchCpi,
  mergeIndex,
  parseCpiResponse,
  type FetchLike,
} from './cpi';
import { BUILT_IN_CPI } from './data';
import { wordsFrom } from '~/lib/i18n';
import { calculateInflation } from './inflation-calculator';
import en from './messages/en';
import { summaryOf } from './words';

/** One data point as the BLS API sends it (newest first, values as text). */
const point = (year: string, period: string, value: string) => ({
  year,
  period,
  periodName: period,
  value,
  footnotes: [{}],
});

// Published CPI-U monthly values (CUUR0000SA0): the 2024 months average to BLS's 313.689 and
// the 2000 months to 172.2. 2025 is a year in progress with an unpublished month ('-').
const months2024 = [
  '308.417',
  '310.326',
  '312.332',
  '313.548',
  '314.069',
  '314.175',
  '314.540',
  '314.796',
  '315.301',
  '315.664',
  '315.493',
  '315.605',
];
const months2000 = [
  '168.8',
  '169.8',
  '171.2',
  '171.3',
  '171.5',
  '172.4',
  '172.8',
  '172.8',
  '173.7',
  '174.0',
  '174.1',
  '174.0',
];
const months2025 = [
  '317.671',
  '319.082',
  '319.799',
  '320.795',
  '321.465',
  '322.561',
  '323.048',
  '323.976',
  '324.800',
];
const monthly = (year: string, values: string[]) =>
  values.map((value, i) => point(year, `M${String(i + 1).padStart(2, '0')}`, value)).reverse();

const realistic = {
  status: 'REQUEST_SUCCEEDED',
  responseTime: 180,
  message: [],
  Results: {
    series: [
      {
        seriesID: 'CUUR0000SA0',
        data: [
          point('2025', 'M10', '-'),
          ...monthly('2025', months2025),
          // The annual average (sent only on request): left out, or it would count twice.
          point('2024', 'M13', '999.999'),
          ...monthly('2024', months2024),
          ...monthly('2000', months2000),
        ],
      },
    ],
  },
};

/** A fake fetch answering `json` with `ok`, recording its calls. */
function answering(json: unknown, ok = true) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return { ok, json: async () => json };
  };
  return { fn, calls };
}

/** What the page shows by default once the call has ended, whatever happened. */
const defaultResult = (fetched: Map<number, number> | null) => {
  const result = calculateInflation({ amount: '100', year: 1990 }, mergeIndex(BUILT_IN_CPI, fetched));
  return result && summaryOf(wordsFrom<typeof en>(en), result);
};

afterEach(() => vi.useRealTimers());

describe('the request', () => {
  it('has the spec body: one CPI-U series, 2000 to the current year, years as text', () => {
    expect(buildRequestBody(2026)).toEqual({ seriesid: ['CUUR0000SA0'], startyear: '2000', endyear: '2026' });
    expect(JSON.stringify(buildRequestBody(2026))).toBe(
      '{"seriesid":["CUUR0000SA0"],"startyear":"2000","endyear":"2026"}',
    );
  });

  it('is one POST of JSON to the BLS time-series endpoint, without cookies or referrer', async () => {
    const { fn, calls } = answering(realistic);
    await fetchCpi(fn, { currentYear: 2026 });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [(typeof calls)[number]];
    expect(url).toBe('https://api.bls.gov/publicAPI/v2/timeseries/data/');
    expect(url).toBe(CPI_API_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"seriesid":["CUUR0000SA0"],"startyear":"2000","endyear":"2026"}');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.credentials).toBe('omit');
    expect(init.referrerPolicy).toBe('no-referrer');
  });
});

describe('parseCpiResponse', () => {
  it('averages the monthly values of each year, to 3 decimals as BLS publishes them', () => {
    const years = parseCpiResponse(realistic);
    expect(years).not.toBeNull();
    expect([...years!.keys()]).toEqual([2000, 2024, 2025]);
    expect(years!.get(2024)).toBe(313.689);
    expect(years!.get(2000)).toBe(172.2);
  });

  it('ignores M13 (the annual average) and months BLS did not publish', () => {
    // 2025: nine published months, October '-' is skipped: (317.671 + ... + 324.800) / 9.
    expect(parseCpiResponse(realistic)!.get(2025)).toBe(321.466);
    const onlyAnnual = { Results: { series: [{ data: [point('2024', 'M13', '313.689')] }] } };
    expect(parseCpiResponse(onlyAnnual)).toBeNull();
  });

  // Each row: the data points of one series, and the yearly averages parsed from them.
  it.each<[string, unknown[], [number, number][]]>([
    [
      'keeps only the months M01 to M12: semiannual, quarterly and odd periods are left out',
      [
        ...['S01', 'Q01', 'M00', 'M1', 'm01'].map((period) => point('2023', period, '300')),
        point('2023', 'M01', '304'),
        point('2023', 'M02', '306'),
      ],
      [[2023, 305]],
    ],
    [
      'counts a month sent twice once, and takes numbers as well as text',
      [{ year: 2023, period: 'M01', value: 300 }, point('2023', 'M01', '900'), point('2023', 'M02', '310')],
      [[2023, 305]],
    ],
    [
      'skips items with a bad year or value',
      [
        point('20x3', 'M01', '300'),
        point('1900', 'M01', '9'),
        point('', 'M01', '300'),
        point('2023', 'M01', 'NaN'),
        point('2023', 'M02', '-5'),
        point('2023', 'M03', '0'),
        point('2023', 'M04', '1e3'),
        point('2023', 'M05', 'Infinity'),
        null,
        'M01',
        { period: 'M06', value: '300' },
        point('2023', 'M07', ' 301.5 '),
      ],
      [[2023, 301.5]],
    ],
  ])('%s', (_name, data, years) => {
    expect(parseCpiResponse({ Results: { series: [{ data }] } })).toEqual(new Map(years));
  });

  it('gives null for a wrong shape or no usable month', () => {
    const wrong: unknown[] = [
      null,
      undefined,
      'text',
      42,
      [],
      {},
      { Results: null },
      { Results: [] },
      { Results: { series: 'x' } },
      { Results: { series: [] } },
      { Results: { series: [null] } },
      { Results: { series: [{}] } },
      { Results: { series: [{ data: {} }] } },
      { Results: { series: [{ data: [] }] } },
      // What BLS answers over its daily limit.
      { status: 'REQUEST_NOT_PROCESSED', message: ['daily threshold reached'], Results: {} },
    ];
    for (const json of wrong) expect(parseCpiResponse(json), JSON.stringify(json)).toBeNull();
  });
});

describe('mergeIndex', () => {
  it('lays the fetched years over the table: fetched years win, new years are added, in order', () => {
    const merged = mergeIndex(BUILT_IN_CPI, parseCpiResponse(realistic));
    expect(merged.get(2024)).toBe(313.689);
    expect(merged.get(2025)).toBe(321.466);
    expect(merged.get(2000)).toBe(172.2);
    expect(merged.get(1990)).toBe(130.7);
    expect(merged.size).toBe(56);
    const years = [...merged.keys()];
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years.at(-1)).toBe(2025);
  });

  it('leaves the built-in table untouched, and keeps it as it is without fetched data', () => {
    mergeIndex(BUILT_IN_CPI, new Map([[2024, 1]]));
    expect(BUILT_IN_CPI.get(2024)).toBe(315.6);
    expect(BUILT_IN_CPI.size).toBe(55);
    expect(mergeIndex(BUILT_IN_CPI, null)).toBe(BUILT_IN_CPI);
    expect(mergeIndex(BUILT_IN_CPI, new Map())).toBe(BUILT_IN_CPI);
  });
});

describe('fetchCpi', () => {
  it('success: the yearly averages, and the result moves to the latest year', async () => {
    const { fn } = answering(realistic);
    const fetched = await fetchCpi(fn, { currentYear: 2026 });
    expect(fetched?.get(2025)).toBe(321.466);
    // 100 × 321.466 / 130.7 = 245.96...
    expect(defaultResult(fetched)).toBe('$100 in 1990 is worth $245.96 in 2025');
  });

  it('a non-OK answer gives null: the built-in table stays', async () => {
    const { fn } = answering(realistic, false);
    const fetched = await fetchCpi(fn, { currentYear: 2026 });
    expect(fetched).toBeNull();
    expect(defaultResult(fetched)).toBe('$100 in 1990 is worth $241.47 in 2024');
  });

  it('malformed JSON gives null', async () => {
    const fn: FetchLike = async () => ({
      ok: true,
      json: () => Promise.reject(new SyntaxError('Unexpected token < in JSON at position 0')),
    });
    const fetched = await fetchCpi(fn, { currentYear: 2026 });
    expect(fetched).toBeNull();
    expect(defaultResult(fetched)).toBe('$100 in 1990 is worth $241.47 in 2024');
  });

  it('a wrong shape gives null', async () => {
    for (const json of [{ Results: { series: [] } }, { status: 'REQUEST_NOT_PROCESSED' }, [1, 2]]) {
      const fetched = await fetchCpi(answering(json).fn, { currentYear: 2026 });
      expect(fetched).toBeNull();
      expect(defaultResult(fetched)).toBe('$100 in 1990 is worth $241.47 in 2024');
    }
  });

  it('a network failure (or a fetch that throws at once) gives null', async () => {
    const rejecting: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchCpi(rejecting, { currentYear: 2026 })).toBeNull();
    const throwing: FetchLike = () => {
      throw new TypeError('Illegal invocation');
    };
    expect(await fetchCpi(throwing, { currentYear: 2026 })).toBeNull();
  });

  it('gives up after 5 seconds and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    // A server that never answers, and a fetch that ignores its signal: the time limit still holds.
    const hanging: FetchLike = (_url, init) => {
      signal = init.signal ?? undefined;
      return new Promise(() => {});
    };
    let settled: Map<number, number> | null | 'pending' = 'pending';
    void fetchCpi(hanging, { currentYear: 2026 }).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(CPI_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    expect(signal?.aborted).toBe(true);
    expect(defaultResult(null)).toBe('$100 in 1990 is worth $241.47 in 2024');
    expect(CPI_TIMEOUT_MS).toBe(5000);
  });

  it('the time limit covers a body that never finishes', async () => {
    vi.useFakeTimers();
    const slowBody: FetchLike = async () => ({ ok: true, json: () => new Promise(() => {}) });
    const result = fetchCpi(slowBody, { currentYear: 2026, timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBeNull();
  });

  it('an answer just inside the time limit counts', async () => {
    vi.useFakeTimers();
    const late: FetchLike = () =>
      new Promise((resolve) => setTimeout(() => resolve({ ok: true, json: async () => realistic }), 4900));
    const result = fetchCpi(late, { currentYear: 2026 });
    await vi.advanceTimersByTimeAsync(4900);
    expect((await result)?.get(2025)).toBe(321.466);
  });

  it('stops when the page goes away (its signal aborts), and does not start after', async () => {
    const page = new AbortController();
    const hanging: FetchLike = () => new Promise(() => {});
    const result = fetchCpi(hanging, { currentYear: 2026, signal: page.signal });
    page.abort();
    expect(await result).toBeNull();

    const { fn, calls } = answering(realistic);
    expect(await fetchCpi(fn, { currentYear: 2026, signal: page.signal })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
