import { ArrowDownUp, Plus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { now, today } from '~/lib/clock';
import { isDate, parseIsoDate } from '~/lib/dates';
import { param, useUrlState, withLiveDefault } from '~/lib/url-state';
import { useNowSecond } from '~/lib/use-now-second';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { FieldFrame, inputClass, TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { CitySearch } from './CitySearch';
import { CITIES, DEFAULT_CITY_IDS, type City, type CityId } from './data';
import {
  addCity,
  cityCard,
  clockText,
  convertTime,
  findCity,
  localClock,
  parseTime,
  quickAddCities,
  readCityId,
  removeCity,
  safeTimeZone,
  type CityCard as CityCardData,
} from './world-clock';

// The address: the watched cities, and the converter's inputs (issue 6 names them).
const citiesSchema = {
  cities: param.list<CityId>({
    separator: ',',
    maxItems: CITIES.length,
    unique: true,
    item: readCityId,
    defaultValue: DEFAULT_CITY_IDS,
  }),
};
const converterSchema = {
  from: param.text('', 40),
  to: param.text('', 40),
  time: param.text('', 10),
  // Omitted from the address when it is today (the date matters for daylight saving).
  date: withLiveDefault(param.text('', 10), () => today().toString()),
};

// ---- The ticking clock -------------------------------------------------------------------------

/** The current instant, whole seconds, updated every second; null while the page hydrates. */
function useNowInstant(): Temporal.Instant | null {
  const second = useNowSecond();
  return useMemo(
    () => (second === null ? null : Temporal.Instant.fromEpochMilliseconds(second * 1000)),
    [second],
  );
}

function readLocalZone(): string {
  try {
    return safeTimeZone(Temporal.Now.timeZoneId());
  } catch {
    return 'UTC';
  }
}

// ---- The page ----------------------------------------------------------------------------------

const PLACEHOLDER_TIME = '--:--:--';
const BLANK = '\u00a0';

const cityOptions = [...CITIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((city) => ({ value: city.id as string, label: city.name }));

/** The select's options, with the link's unknown value shown as such rather than silently replaced. */
function optionsFor(value: string) {
  const base = [{ value: '', label: 'Choose a city' }, ...cityOptions];
  return value === '' || findCity(value)
    ? base
    : [...base, { value, label: `Unknown city (${value.slice(0, 24)})` }];
}

export function WorldClock() {
  const [{ cities }, setCities, { hydrated }] = useUrlState(citiesSchema);
  const [converter, setConverter, { fromLink }] = useUrlState(converterSchema);
  const instant = useNowInstant();
  const localZone = useMemo(() => (hydrated ? readLocalZone() : 'UTC'), [hydrated]);
  const local = instant ? localClock(instant, localZone) : null;

  // ---- Watched cities
  const [announcement, setAnnouncement] = useState('');
  const citiesSection = useRef<HTMLElement>(null);
  const focusAfterRemove = useRef<CityId | 'search' | null>(null);
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    const selector = target === 'search' ? 'input[role="combobox"]' : `[data-remove="${target}"]`;
    citiesSection.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [cities]);

  const add = (city: City) => {
    setCities((s) => ({ cities: addCity(s.cities, city.id) }));
    setAnnouncement(`${city.name} added`);
  };
  const remove = (city: City) => {
    const index = cities.indexOf(city.id);
    // Keyboard users keep their place: the next card's Remove button, else the previous, else search.
    focusAfterRemove.current = cities[index + 1] ?? cities[index - 1] ?? 'search';
    setCities((s) => ({ cities: removeCity(s.cities, city.id) }));
    setAnnouncement(`${city.name} removed`);
  };
  const quick = quickAddCities(cities);

  // ---- Converter
  const [requested, setRequested] = useState(false);
  const canConvert =
    converter.from.trim() !== '' && converter.to.trim() !== '' && converter.time.trim() !== '';
  // A link with the converter's parameters converts on load; otherwise the Convert button does.
  const active = hydrated && (requested || fromLink);
  const conversion = active ? convertTime(converter, today()) : null;
  const result = conversion && !('error' in conversion) ? conversion : null;
  const fromValue = readCityId(converter.from) ?? converter.from;
  const toValue = readCityId(converter.to) ?? converter.to;
  const parsedTime = parseTime(converter.time);
  const parsedDate = parseIsoDate(converter.date);
  const headingId = useId();
  const quickId = useId();
  const converterId = useId();
  const dateId = useId();

  return (
    <div className="space-y-10">
      <section
        aria-label="Your local time"
        className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-5 dark:border-blue-900 dark:bg-slate-900"
      >
        <div>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Your local time</p>
          <p
            data-testid="local-time"
            className="text-4xl font-bold tabular-nums text-slate-900 sm:text-5xl dark:text-white"
          >
            {local?.time ?? PLACEHOLDER_TIME}
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{local?.date ?? BLANK}</p>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {local ? (
            <>
              Time zone: <span className="font-medium">{local.timezone.replace(/_/g, ' ')}</span>{' '}
              {`(${local.offset})`}
            </>
          ) : (
            BLANK
          )}
        </p>
      </section>

      <section ref={citiesSection} aria-labelledby={headingId} className="space-y-5">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          Your cities
        </h2>
        <div className="grid gap-5 lg:grid-cols-2">
          <CitySearch watched={cities} onAdd={add} />
          <div role="group" aria-labelledby={quickId}>
            <p id={quickId} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
              Quick add
            </p>
            {quick.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {quick.map((city) => (
                  <Button key={city.id} aria-label={`Add ${city.name}`} onClick={() => add(city)}>
                    <Plus aria-hidden="true" size={16} />
                    {city.name}
                  </Button>
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Every quick-add city is on your list.
              </p>
            )}
          </div>
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {cities.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
            No cities on your list. Search for one or use a quick-add button.
          </p>
        ) : (
          <ul aria-label="Watched cities" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cities.map((id) => {
              const city = findCity(id)!;
              return (
                <CityCard
                  key={id}
                  city={city}
                  card={instant ? cityCard(city, instant, localZone) : null}
                  copyText={() =>
                    cityCard(city, Temporal.Instant.fromEpochMilliseconds(now().getTime()), localZone)
                      .copyText
                  }
                  onRemove={() => remove(city)}
                />
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby={converterId} className="space-y-5">
        <h2 id={converterId} className="text-xl font-bold text-slate-900 dark:text-white">
          Time zone converter
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (canConvert) setRequested(true);
            }}
          >
            <Select
              label="From city"
              value={fromValue}
              options={optionsFor(fromValue)}
              onChange={(from) => setConverter({ from })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                type="time"
                label="Time"
                value={parsedTime ? clockText(parsedTime, false) : ''}
                onValue={(time) => setConverter({ time })}
              />
              <FieldFrame id={dateId} label="Date" hint="Daylight saving depends on the date.">
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
              label="To city"
              value={toValue}
              options={optionsFor(toValue)}
              onChange={(to) => setConverter({ to })}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="primary" disabled={!canConvert}>
                Convert
              </Button>
              <Button onClick={() => setConverter((s) => ({ from: s.to, to: s.from }))}>
                <ArrowDownUp aria-hidden="true" size={16} />
                Swap cities
              </Button>
            </div>
          </form>

          <ResultPanel
            label="Converted time"
            // Reserve the result's height: a shared link's result appears after hydration.
            minHeight="15rem"
            error={conversion && 'error' in conversion ? conversion.error : null}
            summary={result?.summary}
            intro={
              <p>
                Choose the city you are converting from, a time and the city to convert to, then press
                Convert. Daylight saving is taken into account for the date you pick.
              </p>
            }
          >
            {result && (
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {result.fromTime} in {result.fromCity.name} ({result.fromOffset}) on {result.fromDate} is
                </p>
                <Figure testId="converted-time" value={result.toTime} className="mt-1" />
                <p
                  data-testid="converted-date"
                  className="mt-1 font-medium text-slate-900 dark:text-slate-100"
                >
                  {result.toDate}
                  {result.dayLabel && ` (${result.dayLabel})`}
                </p>
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  in {result.toCity.name} ({result.toOffset}), {result.toTime12}
                </p>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{result.difference}.</p>
                {result.note && (
                  <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                    <span className="font-semibold">Daylight saving: </span>
                    {result.note}
                  </p>
                )}
                <div className="mt-4">
                  <CopyButton text={result.summary} label="Copy result" />
                </div>
              </div>
            )}
          </ResultPanel>
        </div>
      </section>
    </div>
  );
}

function CityCard({
  city,
  card,
  copyText,
  onRemove,
}: {
  city: City;
  card: CityCardData | null;
  copyText: () => string;
  onRemove: () => void;
}) {
  return (
    <li
      data-testid={`city-${city.id}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{city.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {city.country} · {city.timeZone.replace(/_/g, ' ')}
          </p>
        </div>
        {card && (
          <p className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-sm font-medium tabular-nums text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {card.offset}
          </p>
        )}
      </div>
      <p
        data-testid={`city-time-${city.id}`}
        className="mt-3 text-3xl font-bold tabular-nums text-slate-900 dark:text-white"
      >
        {card?.time ?? PLACEHOLDER_TIME}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {card
          ? `${card.date}${card.relativeDay === 'Today' ? '' : ` (${card.relativeDay.toLowerCase()})`}`
          : BLANK}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{card?.difference ?? BLANK}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={copyText} accessibleName={`Copy ${city.name} time`} />
        <Button data-remove={city.id} aria-label={`Remove ${city.name}`} onClick={onRemove}>
          <X aria-hidden="true" size={16} />
          Remove
        </Button>
      </div>
    </li>
  );
}
