import { ChevronLeft, ChevronRight } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { today } from '~/lib/clock';
import { isDate, MAX_YEAR, MIN_YEAR, parseIsoDate } from '~/lib/dates';
import { useUrlState } from '~/lib/url-state';
import { param, withLiveDefault } from '~/lib/url-params';
import { errorOf, okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { whatWeekNumber, type WeekNumberResult } from './what-week-number';

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
  // Before hydration the date is empty (the static HTML does not know today): the intro shows.
  const now = hydrated ? today() : null;
  const result = whatWeekNumber(state.date, now);
  const error = errorOf(result);
  const weeks = okOf(result);
  const shown = inputValue(state.date);
  const linkHint =
    state.date.trim() !== '' && shown === '' ? `The link gave \u201c${state.date}\u201d.` : undefined;
  const previous = weeks && shifted(weeks.date, -1);
  const next = weeks && shifted(weeks.date, 1);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="flex items-start gap-2">
          <TextField
            className="max-w-64 min-w-0 flex-1"
            label="Date"
            type="date"
            hint={linkHint}
            value={shown}
            aria-invalid={error !== null || undefined}
            onValue={(date) => setState({ date })}
          />
          <Button
            // Level with the box: below the label's line (text-sm + mb-1 = 1.5rem).
            className="mt-6"
            aria-label="Today: show this week's number"
            disabled={!hydrated}
            onClick={() => setState({ date: today().toString() })}
          >
            Today
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!previous} onClick={() => previous && setState({ date: previous })}>
            <NodeIcon node={ChevronLeft} size={16} />
            Previous week
          </Button>
          <Button disabled={!next} onClick={() => next && setState({ date: next })}>
            Next week
            <NodeIcon node={ChevronRight} size={16} />
          </Button>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          ISO 8601 weeks run Monday to Sunday. Week 1 is the week with the year&rsquo;s first Thursday (the
          week of January 4), so a few days at the start or end of a year can belong to the neighbouring
          year&rsquo;s weeks.
        </p>
      </div>

      <ResultPanel
        result={result}
        // Room for the week, its dates and the notes (known after hydration: they depend on today).
        minHeight="26rem"
        intro="Pick a date to see its ISO week number, the dates of that week and its US-style number."
      >
        {(weeks) => <WeekDetails weeks={weeks} />}
      </ResultPanel>
    </div>
  );
}

const detailClass = 'block text-sm font-normal text-slate-700 dark:text-slate-300';

function WeekDetails({ weeks }: { weeks: WeekNumberResult }) {
  return (
    <div>
      <p data-testid="week-date" className="text-sm text-slate-600 dark:text-slate-400">
        {weeks.isToday ? `Today, ${weeks.readable}` : weeks.readable}
      </p>
      <Figure testId="week-number" value={weeks.heading} className="mt-1" />
      {weeks.yearNote && (
        <p
          data-testid="week-year-note"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="font-semibold">Note: </span>
          {weeks.yearNote}
        </p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Stat wide term="The week (Monday to Sunday)" testId="week-range">
          {weeks.range}
        </Stat>
        <Stat term={`ISO weeks in ${weeks.weekYear}`} testId="weeks-in-year">
          {weeks.weeksInYear}
        </Stat>
        <Stat term="ISO week date" testId="week-iso-date">
          {weeks.weekDate}
        </Stat>
        <Stat wide term="US-style week number" testId="week-us">
          Week {weeks.us.week} of {weeks.date.year}
          <span className={detailClass}>
            {weeks.us.range}. In the US style weeks start on Sunday and week 1 is the week that contains
            January 1, however short, so the number can differ from the ISO one; {weeks.date.year} has{' '}
            {weeks.us.weeksInYear} such weeks.
          </span>
        </Stat>
      </dl>
      <p data-testid="weeks-in-year-note" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {weeks.weeksInYearNote}
      </p>

      <div className="mt-4">
        <ToolActions title="What Week Number Is It?" summary={weeks.summary} />
      </div>
    </div>
  );
}
