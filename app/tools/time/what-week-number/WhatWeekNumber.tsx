import { ChevronLeft, ChevronRight } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { today } from '~/lib/clock';
import { isDate, MAX_YEAR, MIN_YEAR, parseIsoDate } from '~/lib/dates';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLiveDefault } from '~/lib/url-params';
import { errorOf, okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import type en from './messages/en';
import { whatWeekNumber, type WeekNumberResult } from './what-week-number';
import { headingText, rangeText, summaryText, weeksInYearText, yearNoteText } from './words';

// The tool's one parameter: `date` (YYYY-MM-DD), today by default and left out when it is today.
const schema = {
  date: withLiveDefault(param.text('', 10), () => today().toString()),
};

/** What the date input can show: a real YYYY-MM-DD date, else nothing (a browser refuses the rest). */
function inputValue(raw: string): string {
  const date = parseIsoDate(raw);
  return isDate(date) ? date.toString() : '';
}

/** The date a week earlier or later, or null outside the years 1 to 9999. */
function shifted(date: Temporal.PlainDate, weeks: number): string | null {
  const next = date.add({ weeks });
  return next.year < MIN_YEAR || next.year > MAX_YEAR ? null : next.toString();
}

export function WhatWeekNumber() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  // Before hydration the date is empty (the static HTML does not know today): the intro shows.
  const now = hydrated ? today() : null;
  const result = whatWeekNumber(state.date, now);
  const error = errorOf(result);
  const weeks = okOf(result);
  const shown = inputValue(state.date);
  const linkHint =
    state.date.trim() !== '' && shown === '' ? t('linkGave', { value: state.date }) : undefined;
  const previous = weeks && shifted(weeks.date, -1);
  const next = weeks && shifted(weeks.date, 1);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="flex items-start gap-2">
          <TextField
            className="max-w-64 min-w-0 flex-1"
            label={t('date')}
            type="date"
            hint={linkHint}
            value={shown}
            aria-invalid={error !== null || undefined}
            onValue={(date) => setState({ date })}
          />
          <Button
            // Level with the box: below the label's line (text-sm + mb-1 = 1.5rem).
            className="mt-6"
            aria-label={t('todayLabel')}
            disabled={!hydrated}
            onClick={() => setState({ date: today().toString() })}
          >
            {t('today')}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!previous} onClick={() => previous && setState({ date: previous })}>
            <NodeIcon node={ChevronLeft} size={16} className="rtl:-scale-x-100" />
            {t('previousWeek')}
          </Button>
          <Button disabled={!next} onClick={() => next && setState({ date: next })}>
            {t('nextWeek')}
            <NodeIcon node={ChevronRight} size={16} className="rtl:-scale-x-100" />
          </Button>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('isoNote')}</p>
      </div>

      <ResultPanel
        result={result}
        // Room for the week, its dates and the notes (known after hydration: they depend on today).
        minHeight="26rem"
        summary={(weeks) => summaryText(t, weeks)}
        intro={t('intro')}
      >
        {(weeks) => <WeekDetails weeks={weeks} />}
      </ResultPanel>
    </div>
  );
}

const detailClass = 'block text-sm font-normal text-slate-700 dark:text-slate-300';

function WeekDetails({ weeks }: { weeks: WeekNumberResult }) {
  const t = useT<typeof en>();
  const year = String(weeks.date.year);
  return (
    <div>
      <p data-testid="week-date" className="text-sm text-slate-600 dark:text-slate-400">
        {weeks.isToday ? t('todayDate', { date: weeks.readable }) : weeks.readable}
      </p>
      <Figure testId="week-number" value={headingText(t, weeks)} className="mt-1" />
      {weeks.yearNote && (
        <p
          data-testid="week-year-note"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t.rich('yearNote', {
            label: <span className="font-semibold">{t('noteLabel')}</span>,
            note: yearNoteText(t, weeks.yearNote),
          })}
        </p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Stat wide term={t('theWeek')} testId="week-range">
          {rangeText(t, weeks.monday, weeks.sunday)}
        </Stat>
        <Stat term={t('isoWeeksIn', { year: String(weeks.weekYear) })} testId="weeks-in-year">
          {weeks.weeksInYear}
        </Stat>
        <Stat term={t('isoWeekDate')} testId="week-iso-date">
          {weeks.weekDate}
        </Stat>
        <Stat wide term={t('usWeekNumber')} testId="week-us">
          {t('usWeek', { week: String(weeks.us.week), year })}
          <span className={detailClass}>
            {t('usDetail', {
              range: rangeText(t, weeks.us.start, weeks.us.end),
              year,
              weeks: String(weeks.us.weeksInYear),
            })}
          </span>
        </Stat>
      </dl>
      <p data-testid="weeks-in-year-note" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {weeksInYearText(t, weeks.weekYear, weeks.weeksInYearReason)}
      </p>

      <div className="mt-4">
        <ToolActions title={t('shareTitle')} summary={summaryText(t, weeks)} />
      </div>
    </div>
  );
}
