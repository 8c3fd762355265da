import { Download, Pause, Play, RotateCcw } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useEffect, useState } from 'react';
import { now } from '~/lib/clock';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLiveDefault } from '~/lib/url-params';
import { subscribeToTicks } from '~/lib/use-now-second';
import { Button } from '~/ui/Button';
import { NumberField, TextField } from '~/ui/Field';
import { wordsCodec } from '~/ui/words-codec';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import type en from './messages/en';
import {
  BAR_SECONDS,
  countAttendees,
  CURRENCIES,
  currencyForLocale,
  DEFAULT_ATTENDEES,
  DEFAULT_SALARY,
  DEFAULT_TITLE,
  elapsedAt,
  MAX_ATTENDEES,
  MAX_ELAPSED_SECONDS,
  MAX_SALARY,
  meetingCost,
  money,
  msToNextSecond,
  pause,
  readSalary,
  shownWatch,
  start,
  type Stopwatch,
  WORK_HOURS_PER_YEAR,
} from './meeting-cost-stopwatch';
import { cardText, durationWords, summaryOf } from './words';

const schema = {
  t: param.text(DEFAULT_TITLE),
  a: param.int(DEFAULT_ATTENDEES, 0, MAX_ATTENDEES),
  s: param.number(DEFAULT_SALARY, { min: 0, max: MAX_SALARY }),
  // The browser's locale picks the currency unless the link names one.
  c: withLiveDefault(param.oneOf(CURRENCIES, 'USD'), () =>
    currencyForLocale(typeof navigator === 'undefined' ? undefined : navigator.language),
  ),
  // Elapsed seconds: a link restores a paused stopwatch at that time.
  e: param.int(0, 0, MAX_ELAPSED_SECONDS),
};

/**
 * Re-renders a running stopwatch at each whole second of its elapsed time, counted from the press
 * of Start (not at the wall clock's seconds, which would show 0:02:29 for up to a second after
 * 150 s). Each timeout is worked out afresh from the clock, so ticks never drift, and a tab
 * coming back from the background is brought up to date at once.
 */
function useStopwatchTicks(watch: Stopwatch | null): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!watch?.running) return;
    return subscribeToTicks(
      () => msToNextSecond(watch, now().getTime()) ?? 1000,
      () => setTick((n) => n + 1),
    );
  }, [watch]);
}

export function MeetingCostStopwatch() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  // The page's own stopwatch: running with its start instant, or paused at its exact time (the
  // address holds whole seconds); null until first started.
  const [kept, setKept] = useState<Stopwatch | null>(null);
  // What is typed in the two number fields stays on screen (a pasted invite list too).
  const [attendeesText, setAttendeesText] = useState<string | null>(null);
  const [salaryText, setSalaryText] = useState<string | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const watch = shownWatch(kept, state.e);
  const run = watch.running ? watch : null;
  // Re-renders on each whole second of the meeting; the time itself always comes from the clock.
  useStopwatchTicks(run);
  const elapsed = Math.min(MAX_ELAPSED_SECONDS, elapsedAt(watch, now().getTime()));
  // The default title a link holds in English ('Team Sync'), in the page's words.
  const titleCodec = wordsCodec([[DEFAULT_TITLE, t('defaultTitle')]]);
  const title = titleCodec ? titleCodec.shown(state.t) : state.t;
  const meeting = {
    title,
    attendees: state.a,
    salary: state.s,
    currency: state.c,
    elapsedSeconds: elapsed,
  };
  const cost = meetingCost(meeting);
  const summary = summaryOf(t, meeting, cost);
  const seconds = Math.floor(elapsed);

  // A running meeting keeps its time in the address, so a reload or a shared link keeps it.
  useEffect(() => {
    if (run) setState({ e: seconds });
  }, [run, seconds, setState]);

  const toggle = () => {
    const at = now().getTime();
    const next = run ? pause(run, at) : start(watch, at);
    if (next.running) {
      setKept(next);
    } else {
      const paused: Stopwatch = { running: false, elapsed: Math.min(MAX_ELAPSED_SECONDS, next.elapsed) };
      setState({ e: Math.floor(paused.elapsed) });
      setKept(paused);
    }
  };
  const resetWatch = () => {
    setKept(null);
    setState({ e: 0 });
  };
  const exportPng = async () => {
    const { downloadCard } = await import('./meeting-card');
    const ok = await downloadCard(cardText(t, meeting, cost)).catch(() => false);
    setExportFailed(!ok);
  };

  const attendeesCounted = attendeesText !== null && attendeesText.includes('@');
  const barPercent = Math.round(cost.barFill * 100);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextField
          label={t('meetingTitle')}
          value={state.t}
          codec={titleCodec}
          maxLength={100}
          onValue={(value) => setState({ t: value })}
        />
        <NumberField
          label={t('attendees')}
          hint={
            attendeesCounted ? t('attendeesCounted', { count: formatNumber(state.a, 0) }) : t('attendeesHint')
          }
          value={attendeesText ?? String(state.a)}
          onValue={(text) => {
            setAttendeesText(text);
            setState({ a: countAttendees(text) });
          }}
          onBlur={() => setAttendeesText((text) => (text?.includes('@') ? text : null))}
        />
        <NumberField
          label={t('salary')}
          hint={t('salaryHint')}
          min={0}
          max={MAX_SALARY}
          step={1000}
          value={salaryText ?? String(state.s)}
          onValue={(text) => {
            setSalaryText(text);
            setState({ s: readSalary(text) });
          }}
          onBlur={() => setSalaryText(null)}
        />
        <Select
          label={t('currency')}
          value={state.c}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          onChange={(c) => setState({ c })}
          className="w-32"
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('formula')}</p>
      </div>

      <ResultPanel
        minHeight="24rem"
        // Read out when the watch stops or the inputs change, not on every tick.
        summary={run ? t('running', { perMinute: money(cost.perMinute, state.c) }) : summary}
      >
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {title.trim() ? t('titleHasCost', { title: title.trim() }) : t('thisMeetingHasCost')}
              </p>
              <Figure
                testId="meeting-total"
                value={money(cost.total, state.c)}
                className="text-amber-800 dark:text-amber-300"
              />
            </div>
            <p
              data-testid="meeting-elapsed"
              className="font-mono text-3xl font-semibold tabular-nums text-slate-900 dark:text-white"
              aria-label={t('elapsed', { duration: durationWords(t, seconds) })}
            >
              {cost.duration}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={toggle} className="min-w-28">
              {run ? <NodeIcon node={Pause} size={16} /> : <NodeIcon node={Play} size={16} />}
              {run ? t('pause') : t('start')}
            </Button>
            <Button onClick={resetWatch} disabled={!run && state.e === 0}>
              <NodeIcon node={RotateCcw} size={16} />
              {t('reset')}
            </Button>
            <Button onClick={() => void exportPng()}>
              <NodeIcon node={Download} size={16} />
              {t('exportPng')}
            </Button>
          </div>
          {exportFailed && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t('exportFailed')}
            </p>
          )}
          <div>
            <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
              <label htmlFor="meeting-burn">{t('burnRate')}</label>
              <span data-testid="meeting-bar-cost">{t('perBar', { cost: money(cost.perBar, state.c) })}</span>
            </div>
            <progress
              id="meeting-burn"
              className="mt-1 h-4 w-full overflow-hidden rounded-full accent-amber-600"
              max={BAR_SECONDS}
              value={Math.round(cost.barFill * BAR_SECONDS)}
              aria-valuetext={t('barValue', {
                n: cost.fullBars,
                count: String(cost.fullBars),
                percent: String(barPercent),
              })}
            />
            <p data-testid="meeting-bars" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {cost.fullBars === 0
                ? t('firstBar', { percent: String(barPercent) })
                : t('fullBars', {
                    n: cost.fullBars,
                    cost: money(cost.fullBars * cost.perBar, state.c),
                    percent: String(barPercent),
                  })}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat term={t('perMinute')} testId="meeting-per-minute">
              {money(cost.perMinute, state.c)}
            </Stat>
            <Stat term={t('perHour')} testId="meeting-per-hour">
              {money(cost.perHour, state.c)}
            </Stat>
            <Stat term={t('hourlyEach')} testId="meeting-hourly-each">
              {money(state.s / WORK_HOURS_PER_YEAR, state.c)}
            </Stat>
          </dl>
          <ToolActions title={t('shareTitle')} summary={summary} />
        </div>
      </ResultPanel>
    </div>
  );
}
