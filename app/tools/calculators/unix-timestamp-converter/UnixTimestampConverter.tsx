import { plural } from '~/lib/format';
import { useId, useMemo, type ReactNode } from 'react';
import { now } from '~/lib/clock';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { useNowSecond } from '~/lib/use-now-second';
import { errorOf, okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import {
  currentTimestamps,
  dateToTimestamp,
  describeInZone,
  relativeTime,
  timestampToDate,
  type DateResult,
  type TimestampResult,
  type TimestampUnit,
} from './unix-timestamp-converter';

// The address: `ts` (a timestamp) and `date` (an ISO 8601 date-time).
const schema = { ts: param.text(''), date: param.text('') };

function readLocalZone(): string {
  try {
    return Temporal.Now.timeZoneId();
  } catch {
    return 'UTC';
  }
}

// ---- Pieces ------------------------------------------------------------------------------------

const PLACEHOLDER = '—';
const UNIT_SHORT: Record<TimestampUnit, string> = { seconds: 's', milliseconds: 'ms', microseconds: 'µs' };

/** One labelled value of a result, with its own Copy button beside it. */
function Row({
  label,
  value,
  copy = value,
  copyName,
  testId,
  large = false,
}: {
  label: ReactNode;
  value: string;
  copy?: string;
  copyName: string;
  testId: string;
  large?: boolean;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-t border-slate-200 py-3 first:border-t-0 first:pt-0 last:pb-0 dark:border-slate-700">
      <dt className="col-start-1 text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        data-testid={testId}
        className={`col-start-1 mt-0.5 font-medium tabular-nums [overflow-wrap:anywhere] text-slate-900 dark:text-slate-100 ${large ? 'text-lg sm:text-xl' : ''}`}
      >
        {value}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1 self-center">
        <CopyButton text={copy} accessibleName={copyName} />
      </dd>
    </div>
  );
}

/** Example values that fill a field when clicked. */
function Examples({
  label,
  values,
  onPick,
}: {
  label: string;
  values: readonly string[];
  onPick: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">
        Try:
      </span>
      {values.map((value) => (
        <Button key={value} className="font-mono" onClick={() => onPick(value)}>
          {value}
        </Button>
      ))}
    </div>
  );
}

// ---- The current time --------------------------------------------------------------------------

function CurrentTime({ second }: { second: number | null }) {
  const headingId = useId();
  const values = second === null ? null : currentTimestamps(second * 1000);
  // Copy reads the clock at the click: the milliseconds are the real ones, not the second's start.
  const fresh = () => currentTimestamps(now().getTime());
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Current Unix time
      </h2>
      {/* A grid, not a wrapping row: the real figures are wider than the placeholders, and must
          not move the page when they appear after hydration. */}
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Seconds</p>
          <div className="flex items-center justify-between gap-3">
            <Figure testId="now-seconds" value={values?.seconds ?? PLACEHOLDER} />
            <CopyButton text={() => fresh().seconds} accessibleName="Copy current seconds" />
          </div>
        </div>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Milliseconds</p>
          <div className="flex items-center justify-between gap-3">
            <p
              data-testid="now-milliseconds"
              className="text-xl font-semibold tabular-nums text-slate-900 sm:text-2xl dark:text-white"
            >
              {values?.milliseconds ?? PLACEHOLDER}
            </p>
            <CopyButton text={() => fresh().milliseconds} accessibleName="Copy current milliseconds" />
          </div>
        </div>
      </div>
    </section>
  );
}

// ---- Timestamp → date --------------------------------------------------------------------------

function unitText(result: TimestampResult): string {
  const digits = `${result.digits} ${plural(result.digits, 'digit')}`;
  return `Read as ${result.unit} (${digits}${result.decimal ? ' before the decimal point' : ''})`;
}

function TimestampDetails({
  result,
  zone,
  nowInstant,
}: {
  result: TimestampResult;
  zone: string | null;
  nowInstant: Temporal.Instant | null;
}) {
  const local = zone ? describeInZone(result.instant, zone) : null;
  const relative = nowInstant && zone ? relativeTime(result.instant, nowInstant, zone) : null;
  // The same moment in the other common units (microseconds only when that is what was given).
  const others: TimestampUnit[] =
    result.unit === 'microseconds'
      ? ['seconds', 'milliseconds']
      : [result.unit === 'seconds' ? 'milliseconds' : 'seconds'];
  return (
    <div>
      <p data-testid="ts-unit" className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {unitText(result)}
      </p>
      <dl>
        <Row label="UTC" value={result.utc} copyName="Copy UTC date" testId="ts-utc" large />
        {local && (
          <Row
            label={`Your time zone: ${local.timeZone} (UTC${local.offset})`}
            value={local.long}
            copy={`${local.long} ${local.timeZone} (UTC${local.offset})`}
            copyName="Copy local date"
            testId="ts-local"
          />
        )}
        <Row label="ISO 8601 (UTC)" value={result.isoUtc} copyName="Copy ISO 8601 UTC" testId="ts-iso-utc" />
        {local && (
          <Row
            label="ISO 8601 with your offset"
            value={local.iso}
            copyName="Copy ISO 8601 with your offset"
            testId="ts-iso-local"
          />
        )}
        {relative && (
          <Row label="Relative to now" value={relative} copyName="Copy relative time" testId="ts-relative" />
        )}
        {others.map((unit) => (
          <Row
            key={unit}
            label={`In ${unit} (${UNIT_SHORT[unit]})`}
            value={result[unit]}
            copyName={`Copy in ${unit}`}
            testId={`ts-in-${unit}`}
          />
        ))}
      </dl>
    </div>
  );
}

// ---- Date → timestamp --------------------------------------------------------------------------

/** What a skipped or repeated clock time (a daylight-saving change) did to the reading, or ''. */
function clockChange(result: DateResult, clockTime: string): string {
  const skipped = result.skipped
    ? ` That time was skipped when the clocks went forward, so it is read as ${clockTime}.`
    : '';
  const repeated = result.repeated
    ? ' That time happened twice when the clocks went back; the first is used.'
    : '';
  return skipped + repeated;
}

function readingNote(result: DateResult): string {
  const zone = result.timeZone ?? 'UTC';
  const clockTime = /T(\d{2}:\d{2})/.exec(result.readAs)?.[1] ?? '';
  switch (result.kind) {
    case 'exact':
      return result.readAs === result.isoUtc
        ? 'An exact moment in UTC.'
        : `An exact moment: ${result.readAs} is ${result.isoUtc} in UTC.`;
    case 'zoned':
      return `Read in ${zone}: ${result.readAs}, which is ${result.isoUtc} in UTC.${clockChange(result, clockTime)}`;
    case 'date':
      return result.skipped
        ? `A date alone is read as the start of that day in your time zone (${zone}). Midnight was skipped that day, so the day began at ${clockTime}: ${result.readAs}.`
        : `A date alone is read as midnight in your time zone (${zone}): ${result.readAs}.`;
    case 'local':
      return `No Z or offset, so it is read in your time zone (${zone}): ${result.readAs}.${clockChange(result, clockTime)}`;
  }
}

function DateDetails({ result }: { result: DateResult }) {
  return (
    <div>
      <p data-testid="date-reading" className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {readingNote(result)}
      </p>
      <dl>
        <Row
          label="Unix timestamp in seconds"
          value={result.seconds}
          copyName="Copy timestamp in seconds"
          testId="date-seconds"
          large
        />
        <Row
          label="In milliseconds"
          value={result.milliseconds}
          copyName="Copy timestamp in milliseconds"
          testId="date-milliseconds"
        />
        <Row
          label="ISO 8601 (UTC)"
          value={result.isoUtc}
          copyName="Copy date as ISO 8601 UTC"
          testId="date-iso-utc"
        />
      </dl>
    </div>
  );
}

// ---- The page ----------------------------------------------------------------------------------

const TS_EXAMPLES = ['1700000000', '1700000000000', '-1', '2147483647'] as const;
const DATE_EXAMPLES = [
  '2024-01-01T00:00:00Z',
  '2024-01-01T09:30:00+05:30',
  '2024-01-01T09:30',
  '2024-01-01',
] as const;

const TS_FIELD = {
  label: 'Unix timestamp',
  hint: 'Seconds (up to 11 digits), milliseconds (12 to 14) or microseconds (15 to 17), told apart by length. A minus sign means before 1970; decimals are fine.',
  placeholder: '1700000000',
};
const DATE_FIELD = {
  label: 'Date and time (ISO 8601)',
  hint: 'With Z for UTC or an offset such as +05:30. Without one, the time is read in your time zone; a date alone is midnight there.',
  placeholder: '2024-01-01T12:00:00Z',
};

/**
 * One direction of the converter: its heading, the input with an optional action and the examples,
 * and its result panel.
 */
function ConverterSection({
  title,
  field,
  examples,
  value,
  onValue,
  action,
  children,
}: {
  title: string;
  field: typeof TS_FIELD;
  examples: { label: string; values: readonly string[] };
  value: string;
  onValue: (value: string) => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <TextField {...field} value={value} maxLength={100} autoCapitalize="off" onValue={onValue} />
          {action}
          <Examples {...examples} onPick={onValue} />
        </div>
        {children}
      </div>
    </section>
  );
}

export function UnixTimestampConverter() {
  const [{ ts, date }, setState, { hydrated }] = useUrlState(schema);
  const second = useNowSecond();
  const nowInstant = useMemo(
    () => (second === null ? null : Temporal.Instant.fromEpochMilliseconds(second * 1000)),
    [second],
  );
  // The visitor's zone is known only in the browser, after hydration.
  const zone = useMemo(() => (hydrated ? readLocalZone() : null), [hydrated]);

  const fromTimestamp = useMemo(() => timestampToDate(ts), [ts]);
  const fromDate = useMemo(() => (zone === null ? null : dateToTimestamp(date, zone)), [date, zone]);
  const tsOk = okOf(fromTimestamp);
  const dateOk = okOf(fromDate);

  return (
    <div className="space-y-10">
      <CurrentTime second={second} />

      <ConverterSection
        title="Timestamp to date"
        field={TS_FIELD}
        examples={{ label: 'Example timestamps', values: TS_EXAMPLES }}
        value={ts}
        onValue={(value) => setState({ ts: value })}
        action={
          <Button
            disabled={!hydrated}
            onClick={() => setState({ ts: currentTimestamps(now().getTime()).seconds })}
          >
            Use now
          </Button>
        }
      >
        <ResultPanel
          label="Date from timestamp"
          // Room for the unit line and six rows: a shared link's result appears after hydration.
          minHeight="32rem"
          error={errorOf(fromTimestamp)}
          summary={tsOk ? `${ts.trim()} ${tsOk.unit} is ${tsOk.utc}` : null}
          intro="Enter a Unix timestamp, the time counted from 1 January 1970 00:00:00 UTC, to see the date in UTC and in your time zone, as ISO 8601, and how long ago it was."
        >
          {tsOk && <TimestampDetails result={tsOk} zone={zone} nowInstant={nowInstant} />}
        </ResultPanel>
      </ConverterSection>

      <ConverterSection
        title="Date to timestamp"
        field={DATE_FIELD}
        examples={{ label: 'Example dates', values: DATE_EXAMPLES }}
        value={date}
        onValue={(value) => setState({ date: value })}
      >
        <ResultPanel
          label="Timestamp from date"
          minHeight="22rem"
          error={errorOf(fromDate)}
          summary={
            dateOk ? `${date.trim()} is ${dateOk.seconds} seconds, ${dateOk.milliseconds} milliseconds` : null
          }
          intro="Enter a date and time in ISO 8601, like 2024-01-01T12:00:00Z, to get its Unix timestamp in seconds and milliseconds."
        >
          {dateOk && <DateDetails result={dateOk} />}
        </ResultPanel>
      </ConverterSection>
    </div>
  );
}
