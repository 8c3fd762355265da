import { Check } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useRef } from 'react';
import { today } from '~/lib/clock';
import { formatLongDate, isDate, parseIsoDate, formatShortDate } from '~/lib/dates';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, type Param } from '~/lib/url-params';
import { errorOf, okOf } from '~/lib/outcome';
import { AddToCalendar } from '~/ui/AddToCalendar';
import { CountdownBlock } from '~/ui/CountdownBlock';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { ToolActions } from '~/ui/ToolActions';
import {
  daysUntil,
  EVENT_MAX,
  findHoliday,
  nextOccurrence,
  pickHoliday,
  typeDate,
  type DaysUntilResult,
} from './days-until';
import { MORE_HOLIDAYS, QUICK_HOLIDAYS, type Holiday } from './holidays';
import type en from './messages/en';

/** `holiday`: a listed name in any case, kept as listed; an unknown name is ignored. */
const holidayParam: Param<string> = {
  ...param.text(''),
  read: (params, key) => {
    const raw = params.get(key);
    return raw === null ? undefined : findHoliday(raw)?.name;
  },
};

// The query parameters; empty values are left out of the address.
const schema = {
  date: param.text('', 20),
  event: param.text('', EVENT_MAX),
  holiday: holidayParam,
};

/** What the date box can show: a real YYYY-MM-DD date, else nothing (a browser refuses the rest). */
function inputValue(raw: string): string {
  const date = parseIsoDate(raw);
  return isDate(date) ? date.toString() : '';
}

function HolidayButton({
  holiday,
  date,
  pressed,
  onPick,
}: {
  holiday: Holiday;
  date: Temporal.PlainDate | null;
  pressed: boolean;
  onPick: () => void;
}) {
  const t = useT<typeof en>();
  const colours = pressed
    ? 'border-blue-700 bg-blue-50 text-blue-900 ring-1 ring-blue-700 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-400'
    : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPick}
      className={`flex h-full min-h-11 w-full items-start gap-1.5 rounded-lg border px-3 py-2 text-start text-sm transition-colors print:hidden ${colours}`}
    >
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{t(holiday.id)}</span>
        {/* The date depends on today: it appears once hydrated, a blank line keeps the height. */}
        <span className="block text-xs text-slate-600 tabular-nums dark:text-slate-300">
          {date ? formatShortDate(date) : '\u00a0'}
        </span>
      </span>
      {/* Pressed is said by aria-pressed and shown by a tick, not by colour alone. */}
      {pressed && <NodeIcon node={Check} size={16} className="mt-0.5 shrink-0" />}
    </button>
  );
}

/**
 * On a phone the result sits below the holiday list: after a pick, bring it into view when it
 * is off screen (focus stays on the button; the result's summary is announced anyway).
 */
function revealBelow(element: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (!element || element.getBoundingClientRect().top < window.innerHeight - 80) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    element.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  });
}

export function DaysUntil() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  // 'Today' is read only once hydrated: the static HTML was built on another day.
  const now = hydrated ? today() : null;
  const result = now ? daysUntil(state, now) : null;
  const countdown = okOf(result);
  const dateValue = countdown ? countdown.target.toString() : inputValue(state.date);
  const linkHint =
    state.date.trim() !== '' && dateValue === '' ? t('linkGave', { date: state.date }) : undefined;

  const resultRef = useRef<HTMLDivElement>(null);

  /** What the countdown is to: the event, else the holiday, else 'Your date'. */
  const nameOf = (r: DaysUntilResult) => r.event || (r.holiday ? t(r.holiday.id) : t('yourDate'));
  /** One line for screen readers and 'Copy summary'. */
  const summaryOf = (r: DaysUntilResult) => {
    const values = { event: nameOf(r), when: formatLongDate(r.target) };
    const days = r.countdown.days;
    return days === 0 ? t('summaryToday', values) : t('summaryDays', { ...values, n: days });
  };

  const holidayButton = (holiday: Holiday) => (
    <li key={holiday.name}>
      <HolidayButton
        holiday={holiday}
        date={now && nextOccurrence(holiday, now)}
        pressed={state.holiday === holiday.name}
        onPick={() => {
          if (!hydrated) return;
          setState(pickHoliday(holiday, today()));
          revealBelow(resultRef.current);
        }}
      />
    </li>
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <section aria-labelledby="days-until-holidays">
          <h2
            id="days-until-holidays"
            className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('holidays')}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
            {QUICK_HOLIDAYS.map(holidayButton)}
          </ul>
        </section>
        <section aria-labelledby="days-until-more">
          <h2 id="days-until-more" className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('moreHolidays')}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
            {MORE_HOLIDAYS.map(holidayButton)}
          </ul>
        </section>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('customDate')}
            type="date"
            hint={linkHint}
            value={dateValue}
            // The earliest date a visitor can pick is today (known only once hydrated).
            {...{ min: now?.toString() }}
            aria-invalid={errorOf(result) !== null || undefined}
            onValue={(value) => setState(typeDate(value))}
          />
          <TextField
            label={t('eventName')}
            hint={t('eventNameHint')}
            value={state.event}
            maxLength={EVENT_MAX}
            placeholder={t('eventNamePlaceholder')}
            onValue={(event) => setState({ event })}
          />
        </div>
      </div>

      <div ref={resultRef} className="min-w-0 scroll-mt-24">
        <ResultPanel
          result={result}
          // Room for the countdown, the message and the buttons.
          minHeight="24rem"
          summary={summaryOf}
          intro={t('intro')}
        >
          {(countdown) => (
            <div>
              <CountdownBlock value={countdown.countdown} eventName={nameOf(countdown)} />
              <p data-testid="motivation" className="mt-4 font-medium text-slate-800 dark:text-slate-200">
                {t(`motivation.${countdown.motivation}`)}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <ToolActions title={t('shareTitle')} summary={summaryOf(countdown)} />
                <AddToCalendar
                  filename={countdown.filename}
                  events={[
                    {
                      title:
                        countdown.event ||
                        (countdown.holiday ? t(countdown.holiday.id) : t('countdownTitle')),
                      description: t('calendarDescription'),
                      date: countdown.target,
                    },
                  ]}
                />
              </div>
            </div>
          )}
        </ResultPanel>
      </div>
    </div>
  );
}
