import { today } from '~/lib/clock';
import { isDate, parseIsoDate } from '~/lib/dates';
import { countOf, formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { errorOf } from '~/lib/outcome';
import { AddToCalendar } from '~/ui/AddToCalendar';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { halfBirthdayCalculator, TODAY_MESSAGE, type HalfBirthdayResult } from './half-birthday-calculator';

// The tool's one parameter: `dob` (YYYY-MM-DD), left out of the address when empty.
const schema = { dob: param.text('', 20) };

/** What the date input can show: a real YYYY-MM-DD date, else nothing (a browser refuses the rest). */
function inputValue(raw: string): string {
  const date = parseIsoDate(raw);
  return isDate(date) ? date.toString() : '';
}

const days = (n: number) => countOf(n, 'day');

export function HalfBirthdayCalculator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  // 'Today' is read only once hydrated: the static HTML was built on another day.
  const now = hydrated ? today() : null;
  const result = now ? halfBirthdayCalculator(state.dob, now) : null;
  const error = errorOf(result);
  const shown = inputValue(state.dob);
  const linkHint =
    state.dob.trim() !== '' && shown === '' ? `The link gave \u201c${state.dob}\u201d.` : undefined;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextField
          className="max-w-64"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          hint={linkHint}
          value={shown}
          // No birth date after today (known only once hydrated).
          {...{ max: now?.toString() }}
          aria-invalid={error !== null || undefined}
          onValue={(dob) => setState({ dob })}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Your half birthday is six calendar months after your birthday. When that month is shorter, it falls
          on the month&rsquo;s last day: a 31 August birthday gives 28 February, or 29 February in a leap
          year.
        </p>
      </div>

      <ResultPanel
        result={result}
        // Room for the date, the figures and the buttons.
        minHeight="24rem"
        intro={[
          'Enter your date of birth to see when your half birthday falls every year.',
          'You get this year’s half birthday, the next one with the days left until it, the half age you turn, and a calendar file to remember it.',
        ]}
      >
        {(half) => <HalfBirthdayDetails half={half} />}
      </ResultPanel>
    </div>
  );
}

const detailClass = 'block font-normal text-slate-700 dark:text-slate-300';

function ThisYear({ half }: { half: HalfBirthdayResult }) {
  const it = half.thisYear;
  if (!it) {
    return (
      <>
        None in {half.year}
        <span className={detailClass}>
          You were born in the second half of the year: your first half birthday is in {half.year + 1}.
        </span>
      </>
    );
  }
  const when =
    it.status === 'today'
      ? `Today: you are ${it.age}`
      : it.status === 'past'
        ? `Passed ${days(-it.daysAway)} ago (you turned ${it.age})`
        : `Upcoming, in ${days(it.daysAway)} (you turn ${it.age})`;
  return (
    <>
      {it.readable}
      <span className={detailClass}>{when}</span>
    </>
  );
}

function HalfBirthdayDetails({ half }: { half: HalfBirthdayResult }) {
  const { next } = half;
  return (
    <div>
      {half.isToday ? (
        <p
          data-testid="half-birthday-greeting"
          className="text-lg font-semibold text-emerald-800 dark:text-emerald-300"
        >
          {TODAY_MESSAGE} <span aria-hidden="true">🎉</span>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Your next half birthday</p>
      )}
      <p
        data-testid="half-birthday-next"
        className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
      >
        {next.readable}
      </p>
      <p data-testid="half-birthday-countdown" className="mt-1 text-slate-700 dark:text-slate-300">
        {half.isToday ? `You are ${next.age} today.` : `In ${days(next.daysAway)}: you turn ${next.age}.`}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Stat term="Days until" testId="half-birthday-days">
          {formatNumber(next.daysAway, 0)}
        </Stat>
        <Stat term="Age then" testId="half-birthday-age">
          {next.age}
        </Stat>
        <Stat wide term="Every year on" testId="half-birthday-every-year">
          {half.everyYear}
          {half.clampNote && <span className={`${detailClass} text-sm`}>{half.clampNote}</span>}
        </Stat>
        <Stat wide term={`This year\u2019s half birthday (${half.year})`} testId="half-birthday-this-year">
          <ThisYear half={half} />
        </Stat>
      </dl>

      <div className="mt-4 flex flex-wrap gap-2">
        <ToolActions title="Half Birthday Calculator" summary={half.summary} />
        <AddToCalendar
          filename={half.calendar.filename}
          events={[{ title: half.calendar.title, description: half.calendar.description, date: next.date }]}
        />
      </div>
    </div>
  );
}
