import { useId, useMemo, type ReactNode } from 'react';
import { now } from '~/lib/clock';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { useNowSecond } from '~/lib/use-now-second';
import { okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import type en from './messages/en';
import { dateTimeText, utcText } from './words';
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

/** The tool's words, as `useT` gives them to a component (handed on to the helpers below). */
type T = ReturnType<typeof useT<typeof en>>;

// ---- Pieces ------------------------------------------------------------------------------------

const PLACEHOLDER = '—';
const UNIT_SHORT: Record<TimestampUnit, string> = { seconds: 's', milliseconds: 'ms', microseconds: 'µs' };
const UNIT_NAME = {
  seconds: 'unitSeconds',
  milliseconds: 'unitMilliseconds',
  microseconds: 'unitMicroseconds',
} as const satisfies Record<TimestampUnit, keyof typeof en>;

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
  const t = useT<typeof en>();
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">
        {t('try')}
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
  const t = useT<typeof en>();
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
        {t('currentTime')}
      </h2>
      {/* A grid, not a wrapping row: the real figures are wider than the placeholders, and must
          not move the page when they appear after hydration. */}
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('secondsLabel')}</p>
          <div className="flex items-center justify-between gap-3">
            <Figure testId="now-seconds" value={values?.seconds ?? PLACEHOLDER} />
            <CopyButton text={() => fresh().seconds} accessibleName={t('copyNowSeconds')} />
          </div>
        </div>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('millisecondsLabel')}</p>
          <div className="flex items-center justify-between gap-3">
            <p
              data-testid="now-milliseconds"
              className="text-xl font-semibold tabular-nums text-slate-900 sm:text-2xl dark:text-white"
            >
              {values?.milliseconds ?? PLACEHOLDER}
            </p>
            <CopyButton text={() => fresh().milliseconds} accessibleName={t('copyNowMilliseconds')} />
          </div>
        </div>
      </div>
    </section>
  );
}

// ---- Timestamp → date --------------------------------------------------------------------------

function unitText(t: T, result: TimestampResult): string {
  const params = { unit: t(UNIT_NAME[result.unit]), digits: t('digits', { n: result.digits }) };
  return t(result.decimal ? 'readAsDecimal' : 'readAs', params);
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
  const t = useT<typeof en>();
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
        {unitText(t, result)}
      </p>
      <dl>
        <Row label="UTC" value={utcText(t, result.utc)} copyName={t('copyUtc')} testId="ts-utc" large />
        {local && (
          <Row
            label={t('yourZone', { zone: local.timeZone, offset: local.offset })}
            value={dateTimeText(t, local.long)}
            copy={`${dateTimeText(t, local.long)} ${local.timeZone} (UTC${local.offset})`}
            copyName={t('copyLocal')}
            testId="ts-local"
          />
        )}
        <Row label="ISO 8601 (UTC)" value={result.isoUtc} copyName={t('copyIsoUtc')} testId="ts-iso-utc" />
        {local && (
          <Row label={t('isoLocal')} value={local.iso} copyName={t('copyIsoLocal')} testId="ts-iso-local" />
        )}
        {relative && (
          <Row label={t('relative')} value={relative} copyName={t('copyRelative')} testId="ts-relative" />
        )}
        {others.map((unit) => (
          <Row
            key={unit}
            label={t('inUnit', { unit: t(UNIT_NAME[unit]), short: UNIT_SHORT[unit] })}
            value={result[unit]}
            copyName={t('copyInUnit', { unit: t(UNIT_NAME[unit]) })}
            testId={`ts-in-${unit}`}
          />
        ))}
      </dl>
    </div>
  );
}

// ---- Date → timestamp --------------------------------------------------------------------------

/** The reading, then what a skipped or repeated clock time (a daylight-saving change) did to it. */
function withClockChange(t: T, reading: string, result: DateResult, clockTime: string): string {
  return [reading, result.skipped && t('skipped', { time: clockTime }), result.repeated && t('repeated')]
    .filter(Boolean)
    .join(' ');
}

function readingNote(t: T, result: DateResult): string {
  const zone = result.timeZone ?? 'UTC';
  const clockTime = /T(\d{2}:\d{2})/.exec(result.readAs)?.[1] ?? '';
  switch (result.kind) {
    case 'exact':
      return result.readAs === result.isoUtc
        ? t('exactUtc')
        : t('exact', { readAs: result.readAs, isoUtc: result.isoUtc });
    case 'zoned':
      return withClockChange(
        t,
        t('zoned', { zone, readAs: result.readAs, isoUtc: result.isoUtc }),
        result,
        clockTime,
      );
    case 'date':
      return result.skipped
        ? t('dateSkipped', { zone, time: clockTime, readAs: result.readAs })
        : t('date', { zone, readAs: result.readAs });
    case 'local':
      return withClockChange(t, t('local', { zone, readAs: result.readAs }), result, clockTime);
  }
}

function DateDetails({ result }: { result: DateResult }) {
  const t = useT<typeof en>();
  return (
    <div>
      <p data-testid="date-reading" className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        {readingNote(t, result)}
      </p>
      <dl>
        <Row
          label={t('timestampSeconds')}
          value={result.seconds}
          copyName={t('copyTimestampSeconds')}
          testId="date-seconds"
          large
        />
        <Row
          label={t('inMilliseconds')}
          value={result.milliseconds}
          copyName={t('copyTimestampMilliseconds')}
          testId="date-milliseconds"
        />
        <Row
          label="ISO 8601 (UTC)"
          value={result.isoUtc}
          copyName={t('copyDateIsoUtc')}
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

type FieldSpec = { label: keyof typeof en; hint: keyof typeof en; placeholder: string; number?: boolean };
const TS_FIELD: FieldSpec = { label: 'tsLabel', hint: 'tsHint', placeholder: '1700000000', number: true };
const DATE_FIELD: FieldSpec = { label: 'dateLabel', hint: 'dateHint', placeholder: '2024-01-01T12:00:00Z' };

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
  field: FieldSpec;
  examples: { label: string; values: readonly string[] };
  value: string;
  onValue: (value: string) => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  const t = useT<typeof en>();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <TextField
            label={t(field.label)}
            hint={t(field.hint)}
            placeholder={field.placeholder}
            number={field.number}
            value={value}
            maxLength={100}
            autoCapitalize="off"
            onValue={onValue}
          />
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
  const t = useT<typeof en>();
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
        title={t('tsTitle')}
        field={TS_FIELD}
        examples={{ label: t('tsExamples'), values: TS_EXAMPLES }}
        value={ts}
        onValue={(value) => setState({ ts: value })}
        action={
          <Button
            disabled={!hydrated}
            onClick={() => setState({ ts: currentTimestamps(now().getTime()).seconds })}
          >
            {t('useNow')}
          </Button>
        }
      >
        <ResultPanel
          label={t('tsPanel')}
          // Room for the unit line and six rows: a shared link's result appears after hydration.
          minHeight="32rem"
          error={t.error(fromTimestamp)}
          summary={
            tsOk
              ? t('tsSummary', { input: ts.trim(), unit: t(UNIT_NAME[tsOk.unit]), utc: utcText(t, tsOk.utc) })
              : null
          }
          intro={t('tsIntro')}
        >
          {tsOk && <TimestampDetails result={tsOk} zone={zone} nowInstant={nowInstant} />}
        </ResultPanel>
      </ConverterSection>

      <ConverterSection
        title={t('dateTitle')}
        field={DATE_FIELD}
        examples={{ label: t('dateExamples'), values: DATE_EXAMPLES }}
        value={date}
        onValue={(value) => setState({ date: value })}
      >
        <ResultPanel
          label={t('datePanel')}
          minHeight="22rem"
          error={t.error(fromDate)}
          summary={
            dateOk
              ? t('dateSummary', {
                  input: date.trim(),
                  seconds: dateOk.seconds,
                  milliseconds: dateOk.milliseconds,
                })
              : null
          }
          intro={t('dateIntro')}
        >
          {dateOk && <DateDetails result={dateOk} />}
        </ResultPanel>
      </ConverterSection>
    </div>
  );
}
