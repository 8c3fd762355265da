import { useMemo, type ReactNode } from 'react';
import { today } from '~/lib/clock';
import type { Countdown } from '~/lib/countdown';
import { formatLongDate } from '~/lib/dates';
import { useSiteT } from '~/lib/i18n';
import { currentStage, holidayCountdown, type Holiday } from '~/lib/holiday-countdown';
import { useHydrated } from '~/lib/hydrated';
import { AddToCalendar } from './AddToCalendar';
import { CountdownBlock } from './CountdownBlock';
import { Intro, ResultPanel } from './ResultPanel';
import { ToolActions } from './ToolActions';
import type en from './messages/en';

/**
 * The page body shared by the holiday countdowns (Christmas, New Year's, Halloween, Valentine's
 * Day): computed once on load after hydration (the static HTML was
 * built on another day), the countdown block, the page's own extras, the planning timeline with
 * the current stage marked in words, and an all-day .ics named `<filePrefix>-<year>.ics`.
 */
export function HolidayCountdown({
  holiday,
  extras,
  intro,
}: {
  holiday: Holiday;
  /** Page-specific figures and advice under the countdown (shopping days, tiers...). */
  extras?: (value: Countdown) => ReactNode;
  /** Shown until the countdown is computed (and when it cannot be). */
  intro: ReactNode | readonly string[];
}) {
  const { name: eventName, month, day, filePrefix, stages, timelineTitle } = holiday;
  const t = useSiteT<typeof en>();
  const calendarDescription = holiday.calendarDescription ?? t('calendarDescription', { event: eventName });
  const hydrated = useHydrated();
  // Computed once on load: a countdown to the day does not need to tick.
  const value = useMemo(
    () => (hydrated ? holidayCountdown(today(), month, day) : null),
    [hydrated, month, day],
  );
  const stage = value ? currentStage(value.days, stages) : -1;
  const summary = value
    ? t('holidaySummary', { n: value.days, event: eventName, date: formatLongDate(value.target) })
    : null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ResultPanel
        label={t('countdownTo', { event: eventName })}
        minHeight="22rem"
        summary={summary}
        // Until the countdown is computed, the intro holds the room the countdown will take on a
        // one-column screen, so the timeline below does not jump when it appears. Its large type
        // keeps it the page's largest paint: the countdown's text comes later, after the script.
        intro={
          <div className="min-h-[34rem] text-lg sm:min-h-[24rem] lg:min-h-0">
            <Intro intro={intro} />
          </div>
        }
      >
        {value && (
          <div className="space-y-5">
            <CountdownBlock value={value} eventName={`${eventName} ${value.target.year}`} />
            {/* Small type: text that appears only after hydration must stay smaller than the
                static page's largest text (the intro), or it becomes the largest paint, late. */}
            {extras && <div className="text-sm">{extras(value)}</div>}
            <div className="flex flex-wrap gap-2">
              <AddToCalendar
                filename={`${filePrefix}-${value.target.year}.ics`}
                events={[{ title: eventName, description: calendarDescription, date: value.target }]}
              />
              <ToolActions title={t('daysUntilEvent', { event: eventName })} summary={summary!} />
            </div>
          </div>
        )}
      </ResultPanel>

      <section
        aria-labelledby="timeline-heading"
        className="rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700"
      >
        <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {timelineTitle}
        </h2>
        <ol className="mt-3 space-y-3">
          {stages.map((entry, i) => (
            <li
              key={entry.title}
              aria-current={i === stage ? 'step' : undefined}
              className={`rounded-xl border p-3 ${
                i === stage
                  ? 'border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
                  : 'border-slate-200 dark:border-slate-700'
              }`}
            >
              <p className="font-medium text-slate-900 dark:text-white">
                {entry.title}
                {i === stage && (
                  <span className="ms-2 rounded-full bg-blue-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-blue-400 dark:text-slate-950">
                    {t('youAreHere')}
                  </span>
                )}
              </p>
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700 dark:text-slate-300">
                {entry.tasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
