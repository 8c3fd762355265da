import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { today } from '~/lib/clock';
import { isDate, parseIsoDate } from '~/lib/dates';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { errorOf } from '~/lib/outcome';
import { SubmitButton } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import type en from './messages/en';
import { SYNODIC_MONTH, whatDay, type WhatDayResult } from './what-day';
import { sentenceText, summaryText } from './words';

// The query parameters: `date` (YYYY-MM-DD) and `moon` ('true' when on).
const schema = {
  date: param.text('', 20),
  moon: param.bool(false),
};

/** What the date input can show: a valid YYYY-MM-DD, else empty (a browser refuses anything else). */
const inputValue = (raw: string) => {
  const date = parseIsoDate(raw);
  return isDate(date) ? date.toString() : '';
};

export function WhatDay() {
  const [state, setState, { hydrated, fromLink }] = useUrlState(schema);
  const t = useT<typeof en>();
  const { key } = useLocation();
  // The date in the box until Find: the result and the address change on Find only, so a date
  // typed digit by digit (0001, 0019, 0196, 1969) never flashes other days.
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);
  const typed = draft?.key === key ? draft.text : null;
  // The result appears on Find, or at once when the page was opened from a link carrying its
  // parameters; the moon checkbox then applies at once.
  const [foundOn, setFoundOn] = useState<string | null>(null);
  const active = hydrated && (fromLink || foundOn === key);
  const result = active ? whatDay(state.date, { today: today(), moon: state.moon }) : null;
  const error = errorOf(result);
  const canFind = (typed ?? state.date).trim() !== '';
  // A link's value the date box cannot show ('20230101'): say what it was under the box.
  const linkHint =
    typed === null && state.date.trim() !== '' && inputValue(state.date) === ''
      ? t('linkGave', { value: state.date })
      : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canFind) return;
    if (typed !== null) setState({ date: typed });
    setDraft(null);
    setFoundOn(key);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <TextField
          className="max-w-64"
          label={t('date')}
          type="date"
          hint={linkHint}
          value={typed ?? inputValue(state.date)}
          aria-invalid={(error !== null && typed === null) || undefined}
          onValue={(text) => setDraft({ key, text })}
        />
        <Checkbox
          label={t('showMoon')}
          hint={t('showMoonHint')}
          checked={state.moon}
          onChange={(moon) => setState({ moon })}
        />
        <SubmitButton disabled={!canFind}>{t('find')}</SubmitButton>
      </form>

      <ResultPanel
        result={result}
        // Room for the weekday, the details and the moon.
        minHeight="24rem"
        summary={(day) => summaryText(t, day)}
        intro={[t('intro'), t('introMore')]}
      >
        {(day) => <DayDetails day={day} />}
      </ResultPanel>
    </div>
  );
}

function DayDetails({ day }: { day: WhatDayResult }) {
  const t = useT<typeof en>();
  const moon = day.moonPhase;
  return (
    <Figure testId="what-day-weekday" value={day.weekday} lead={t('dayOfWeek')}>
      <p data-testid="what-day-date" className="mt-1 text-lg font-medium text-slate-800 dark:text-slate-200">
        {day.formattedDate}
      </p>
      <p data-testid="what-day-sentence" className="mt-2 text-slate-700 dark:text-slate-300">
        {sentenceText(t, day)}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Stat term={t('dayOfYear')} testId="what-day-day-of-year">
          {t('dayOf', { day: formatNumber(day.dayOfYear, 0), days: String(day.daysInYear) })}
        </Stat>
        <Stat term={t('leapYear')} testId="what-day-leap-year">
          {t(day.isLeapYear ? 'yes' : 'no')}
          <span className="block font-normal text-slate-700 dark:text-slate-300">
            {t('yearHas', { year: String(day.year), days: String(day.daysInYear) })}
          </span>
        </Stat>
      </dl>

      {moon && (
        <div
          data-testid="what-day-moon"
          className="mt-4 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950"
        >
          <span aria-hidden="true" className="text-4xl leading-none">
            {moon.emoji}
          </span>
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('moonPhase')}</p>
            <p className="font-semibold text-slate-900 dark:text-slate-100">{t(`moon.${moon.phase}`)}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('moonDetail', {
                percent: String(moon.illumination),
                age: formatNumber(moon.age, { min: 1, max: 1 }),
                month: formatNumber(SYNODIC_MONTH, { min: 2, max: 2 }),
              })}
            </p>
          </div>
        </div>
      )}
      {moon && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('moonNote')}</p>}

      <div className="mt-4">
        <ToolActions title={t('shareTitle')} summary={summaryText(t, day)} />
      </div>
    </Figure>
  );
}
