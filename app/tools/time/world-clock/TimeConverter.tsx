import { ArrowDownUp } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useState } from 'react';
import { today } from '~/lib/clock';
import { isDate, parseIsoDate, usesTwelveHourClock } from '~/lib/dates';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLiveDefault } from '~/lib/url-params';
import { Button, SubmitButton } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { FieldFrame, inputClass, TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { CITIES } from './data';
import { convertTime, parseTime } from './converter';
import type en from './messages/en';
import { clockText, findCity, readCityId } from './world-clock';
import {
  cityText,
  conversionDifferenceText,
  conversionSummary,
  noteText,
  toDateText,
  twelveHourText,
} from './words';
import { compareText } from '~/lib/collate';

// The converter's inputs in the address.
const converterSchema = {
  from: param.text('', 40),
  to: param.text('', 40),
  time: param.text('', 10),
  // Omitted from the address when it is today (the date matters for daylight saving).
  date: withLiveDefault(param.text('', 10), () => today().toString()),
};

/** The cities as the page names them, in its alphabetical order. */
const cityOptions = (t: ReturnType<typeof useT<typeof en>>) =>
  CITIES.map((city) => ({ value: city.id as string, label: cityText(t, city) })).sort((a, b) =>
    compareText(a.label, b.label),
  );

/** The select's options, with the link's unknown value shown as such rather than silently replaced. */
function optionsFor(value: string, t: ReturnType<typeof useT<typeof en>>) {
  const base = [{ value: '', label: t('chooseCity') }, ...cityOptions(t)];
  return value === '' || findCity(value)
    ? base
    : [...base, { value, label: t('unknownCity', { value: value.slice(0, 24) }) }];
}

/** The time zone converter, below the watched cities (loaded on demand: see LazyTimeConverter). */
export function TimeConverter() {
  const [converter, setConverter, { hydrated, fromLink }] = useUrlState(converterSchema);
  const t = useT<typeof en>();
  const [requested, setRequested] = useState(false);
  const canConvert =
    converter.from.trim() !== '' && converter.to.trim() !== '' && converter.time.trim() !== '';
  // A link with the converter's parameters converts on load; otherwise the Convert button does.
  const active = hydrated && (requested || fromLink);
  const conversion = active ? convertTime(converter, today()) : null;
  const fromValue = readCityId(converter.from) ?? converter.from;
  const toValue = readCityId(converter.to) ?? converter.to;
  const parsedTime = parseTime(converter.time);
  const parsedDate = parseIsoDate(converter.date);
  const converterId = useId();
  const dateId = useId();

  return (
    <section aria-labelledby={converterId} className="space-y-5">
      <h2 id={converterId} className="text-xl font-bold text-slate-900 dark:text-white">
        {t('converter')}
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canConvert) setRequested(true);
          }}
        >
          <Select
            label={t('fromCity')}
            value={fromValue}
            options={optionsFor(fromValue, t)}
            onChange={(from) => setConverter({ from })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="time"
              label={t('time')}
              value={parsedTime ? clockText(parsedTime, false) : ''}
              onValue={(time) => setConverter({ time })}
            />
            <FieldFrame id={dateId} label={t('date')} hint={t('dateHint')}>
              <input
                id={dateId}
                type="date"
                min="0001-01-01"
                max="9999-12-31"
                aria-describedby={`${dateId}-hint`}
                className={inputClass}
                value={isDate(parsedDate) ? parsedDate.toString() : ''}
                onChange={(e) => setConverter({ date: e.target.value })}
              />
            </FieldFrame>
          </div>
          <Select
            label={t('toCity')}
            value={toValue}
            options={optionsFor(toValue, t)}
            onChange={(to) => setConverter({ to })}
          />
          <div className="flex flex-wrap gap-2">
            <SubmitButton disabled={!canConvert}>{t('convert')}</SubmitButton>
            <Button onClick={() => setConverter((s) => ({ from: s.to, to: s.from }))}>
              <NodeIcon node={ArrowDownUp} size={16} />
              {t('swap')}
            </Button>
          </div>
        </form>

        <ResultPanel
          result={conversion}
          label={t('convertedTime')}
          // Reserve the result's height: a shared link's result appears after hydration.
          minHeight="15rem"
          summary={(result) => conversionSummary(t, result)}
          intro={t('intro')}
        >
          {(result) => (
            <Figure
              testId="converted-time"
              value={result.toTime}
              lead={t('convertedLead', {
                time: result.fromTime,
                city: cityText(t, result.fromCity),
                offset: result.fromOffset,
                date: result.fromDate,
              })}
            >
              <p data-testid="converted-date" className="mt-1 font-medium text-slate-900 dark:text-slate-100">
                {toDateText(t, result)}
              </p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {t('convertedIn', {
                  city: cityText(t, result.toCity),
                  offset: result.toOffset,
                  // The 12-hour reading where the language uses it; the 24-hour one elsewhere.
                  time: usesTwelveHourClock() ? twelveHourText(t, result.toTime12) : result.toTime,
                })}
              </p>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{conversionDifferenceText(t, result)}</p>
              {result.note && (
                <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                  <span className="font-semibold">{t('daylightSaving')}</span>
                  {noteText(t, result)}
                </p>
              )}
              <div className="mt-4">
                <CopyButton text={conversionSummary(t, result)} label={t('copy')} />
              </div>
            </Figure>
          )}
        </ResultPanel>
      </div>
    </section>
  );
}
