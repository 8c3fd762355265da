import { Plus, X } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { now } from '~/lib/clock';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { useNowSecond } from '~/lib/use-now-second';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { LazyCitySearch } from './LazyCitySearch';
import { LazyTimeConverter } from './LazyTimeConverter';
import { CITIES, DEFAULT_CITY_IDS, type City, type CityId } from './data';
import type en from './messages/en';
import {
  addCity,
  cityCard,
  findCity,
  localClock,
  quickAddCities,
  readCityId,
  removeCity,
  safeTimeZone,
  type CityCard as CityCardData,
} from './world-clock';
import { cardDateText, cityText, copyText, countryText, differenceText } from './words';

// The address: the watched cities (the converter keeps its own inputs, in TimeConverter).
const citiesSchema = {
  cities: param.list<CityId>({
    separator: ',',
    maxItems: CITIES.length,
    unique: true,
    item: readCityId,
    defaultValue: DEFAULT_CITY_IDS,
  }),
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

export function WorldClock() {
  const [{ cities }, setCities, { hydrated }] = useUrlState(citiesSchema);
  const t = useT<typeof en>();
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
    setAnnouncement(t('added', { city: cityText(t, city) }));
  };
  const remove = (city: City) => {
    const index = cities.indexOf(city.id);
    // Keyboard users keep their place: the next card's Remove button, else the previous, else search.
    focusAfterRemove.current = cities[index + 1] ?? cities[index - 1] ?? 'search';
    setCities((s) => ({ cities: removeCity(s.cities, city.id) }));
    setAnnouncement(t('removed', { city: cityText(t, city) }));
  };
  const quick = quickAddCities(cities);

  const headingId = useId();
  const quickId = useId();

  return (
    <div className="space-y-10">
      <section
        aria-label={t('localTime')}
        className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 rounded-2xl border border-blue-200 bg-blue-50 p-4 sm:p-5 dark:border-blue-900 dark:bg-slate-900"
      >
        <div>
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('localTime')}</p>
          <p
            data-testid="local-time"
            className="text-4xl font-bold tabular-nums text-slate-900 sm:text-5xl dark:text-white"
          >
            {local?.time ?? PLACEHOLDER_TIME}
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{local?.date ?? BLANK}</p>
        </div>
        {/* Its own line on phones: the zone's name, wider than the placeholder, would otherwise
            wrap it onto a new line after hydration and move the page. */}
        <p className="w-full text-sm text-slate-700 sm:w-auto dark:text-slate-300">
          {local
            ? t.rich('timeZone', {
                offset: local.offset,
                zone: <span className="font-medium">{local.timezone.replace(/_/g, ' ')}</span>,
              })
            : BLANK}
        </p>
      </section>

      <section ref={citiesSection} aria-labelledby={headingId} className="space-y-5">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          {t('yourCities')}
        </h2>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <LazyCitySearch watched={cities} onAdd={add} />
          <div role="group" aria-labelledby={quickId}>
            <p id={quickId} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('quickAdd')}
            </p>
            {quick.length > 0 ? (
              // A grid keeps the same rows whichever cities a link leaves out (buttons differ in width).
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
                {quick.map((city) => (
                  <Button
                    key={city.id}
                    aria-label={t('addCity', { city: cityText(t, city) })}
                    onClick={() => add(city)}
                  >
                    <NodeIcon node={Plus} size={16} />
                    {cityText(t, city)}
                  </Button>
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('allQuickAdded')}</p>
            )}
          </div>
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {cities.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
            {t('noCities')}
          </p>
        ) : (
          <ul aria-label={t('watchedCities')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cities.map((id) => {
              const city = findCity(id)!;
              return (
                <CityCard
                  key={id}
                  city={city}
                  card={instant ? cityCard(city, instant, localZone) : null}
                  copyText={() =>
                    copyText(
                      t,
                      cityCard(city, Temporal.Instant.fromEpochMilliseconds(now().getTime()), localZone),
                    )
                  }
                  onRemove={() => remove(city)}
                />
              );
            })}
          </ul>
        )}
      </section>

      <LazyTimeConverter />
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
  const t = useT<typeof en>();
  return (
    <li
      data-testid={`city-${city.id}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{cityText(t, city)}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {countryText(t, city.country)} · {city.timeZone.replace(/_/g, ' ')}
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
      <p className="mt-1 text-slate-700 dark:text-slate-300">{card ? cardDateText(t, card) : BLANK}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {card ? differenceText(t, card.differenceMinutes) : BLANK}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={copyText} accessibleName={t('copyCityTime', { city: cityText(t, city) })} />
        <Button
          data-remove={city.id}
          aria-label={t('removeCity', { city: cityText(t, city) })}
          onClick={onRemove}
        >
          <NodeIcon node={X} size={16} />
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
