import { today } from '~/lib/clock';
import { formatDate, isDate, monthName, parseIsoDate } from '~/lib/dates';
import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { errorOf } from '~/lib/outcome';
import { AddToCalendar } from '~/ui/AddToCalendar';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { halfBirthdayCalculator, type HalfBirthdayResult } from './half-birthday-calculator';
import type en from './messages/en';

// The tool's one parameter: `dob` (YYYY-MM-DD), left out of the address when empty.
const schema = { dob: param.text('', 20) };

/** What the date input can show: a real YYYY-MM-DD date, else nothing (a browser refuses the rest). */
function inputValue(raw: string): string {
  const date = parseIsoDate(raw);
  return isDate(date) ? date.toString() : '';
}

export function HalfBirthdayCalculator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  // 'Today' is read only once hydrated: the static HTML was built on another day.
  const now = hydrated ? today() : null;
  const result = now ? halfBirthdayCalculator(state.dob, now) : null;
  const error = errorOf(result);
  const shown = inputValue(state.dob);
  const linkHint = state.dob.trim() !== '' && shown === '' ? t('linkGave', { value: state.dob }) : undefined;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextField
          className="max-w-64"
          label={t('dateOfBirth')}
          type="date"
          autoComplete="bday"
          hint={linkHint}
          value={shown}
          // No birth date after today (known only once hydrated).
          {...{ max: now?.toString() }}
          aria-invalid={error !== null || undefined}
          onValue={(dob) => setState({ dob })}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('rule')}</p>
      </div>

      <ResultPanel
        result={result}
        // Room for the date, the figures and the buttons.
        minHeight="24rem"
        summary={(half) => summaryOf(t, half)}
        intro={[t('intro'), t('introMore')]}
      >
        {(half) => <HalfBirthdayDetails half={half} />}
      </ResultPanel>
    </div>
  );
}

const detailClass = 'block font-normal text-slate-700 dark:text-slate-300';

/** One line for screen readers, Copy summary and Share. */
function summaryOf(t: T<typeof en>, { next }: HalfBirthdayResult): string {
  const values = { date: next.readable, age: next.age };
  if (next.daysAway === 0) return t('summaryToday', { age: next.age, date: formatDate(next.date) });
  if (next.daysAway === 1) return t('summaryTomorrow', values);
  return t('summaryInDays', { ...values, n: next.daysAway });
}

/** The month and day every year, and why it moves when it does. */
function EveryYear({ rule }: { rule: HalfBirthdayResult['rule'] }) {
  const t = useT<typeof en>();
  const monthDay = { month: monthName(rule.month), day: String(rule.day) };
  const note =
    rule.clamp === null ? null : rule.clamp === 'no31' ? t('clampNo31', monthDay) : t(`clamp.${rule.clamp}`);
  return (
    <>
      {rule.leapYearDay ? t('leapYearDay') : t('monthDay', monthDay)}
      {note && <span className={`${detailClass} text-sm`}>{note}</span>}
    </>
  );
}

function ThisYear({ half }: { half: HalfBirthdayResult }) {
  const t = useT<typeof en>();
  const it = half.thisYear;
  if (!it) {
    return (
      <>
        {t('noneIn', { year: String(half.year) })}
        <span className={detailClass}>{t('bornSecondHalf', { year: String(half.year + 1) })}</span>
      </>
    );
  }
  const when =
    it.status === 'today'
      ? t('todayYouAre', { age: it.age })
      : it.status === 'past'
        ? t('passed', { n: -it.daysAway, age: it.age })
        : t('upcoming', { n: it.daysAway, age: it.age });
  return (
    <>
      {it.readable}
      <span className={detailClass}>{when}</span>
    </>
  );
}

function HalfBirthdayDetails({ half }: { half: HalfBirthdayResult }) {
  const t = useT<typeof en>();
  const { next } = half;
  return (
    <div>
      {half.isToday ? (
        <p
          data-testid="half-birthday-greeting"
          className="text-lg font-semibold text-emerald-800 dark:text-emerald-300"
        >
          {t('todayGreeting')} <span aria-hidden="true">🎉</span>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('nextHalf')}</p>
      )}
      <p
        data-testid="half-birthday-next"
        className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
      >
        {next.readable}
      </p>
      <p data-testid="half-birthday-countdown" className="mt-1 text-slate-700 dark:text-slate-300">
        {half.isToday
          ? t('youAreToday', { age: next.age })
          : t('inDays', { n: next.daysAway, age: next.age })}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Stat term={t('daysUntil')} testId="half-birthday-days">
          {formatNumber(next.daysAway, 0)}
        </Stat>
        <Stat term={t('ageThen')} testId="half-birthday-age">
          {next.age}
        </Stat>
        <Stat wide term={t('everyYear')} testId="half-birthday-every-year">
          <EveryYear rule={half.rule} />
        </Stat>
        <Stat wide term={t('thisYear', { year: String(half.year) })} testId="half-birthday-this-year">
          <ThisYear half={half} />
        </Stat>
      </dl>

      <div className="mt-4 flex flex-wrap gap-2">
        <ToolActions title={t('shareTitle')} summary={summaryOf(t, half)} />
        <AddToCalendar
          filename={half.filename}
          events={[
            {
              title: t('calendarTitle'),
              description: t('calendarDescription', { age: next.age, born: formatDate(half.birth) }),
              date: next.date,
            },
          ]}
        />
      </div>
    </div>
  );
}
