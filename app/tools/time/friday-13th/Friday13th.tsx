import { relativeDays } from '~/lib/dates';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { today } from '~/lib/clock';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLiveDefault } from '~/lib/url-params';
import { errorOf } from '~/lib/outcome';
import { SubmitButton } from '~/ui/Button';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { ToolActions } from '~/ui/ToolActions';
import {
  friday13thYear,
  nextFriday13th,
  YEAR_MAX,
  YEAR_MIN,
  type Friday13thDate,
  type Friday13thYearResult,
} from './friday-13th';
import type en from './messages/en';
import { factsText, headlineText, summaryText } from './words';

// The query parameter: `year`, left out of the address when it is the current year. A link's value
// is kept as typed (not clamped) so 'year=3000' shows the message.
const schema = {
  year: withLiveDefault(param.text('', 10), () => String(today().year)),
};

export function Friday13th() {
  const [state, setState, { hydrated, fromLink }] = useUrlState(schema);
  const t = useT<typeof en>();
  const range = { min: String(YEAR_MIN), max: String(YEAR_MAX) };
  const { key } = useLocation();
  // What is typed into the box but not yet found: the address and the result change on Find only,
  // so half-typed years ('20') never flash the error, and the result always matches the link.
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);
  const typed = draft?.key === key ? draft.text : null;
  const shown = typed ?? state.year;
  // The list appears on Find, or at once when the page was opened from a link carrying `year`.
  const [foundOn, setFoundOn] = useState<string | null>(null);
  const active = hydrated && (fromLink || foundOn === key);
  const result = active ? friday13thYear(state.year, today()) : null;
  const error = errorOf(result);
  const canFind = shown.trim() !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canFind) return;
    setState({ year: shown.trim() });
    setDraft(null);
    setFoundOn(key);
  };

  return (
    <div className="space-y-6">
      <NextBanner hydrated={hydrated} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form className="space-y-5" onSubmit={onSubmit} noValidate>
          <TextField
            className="max-w-48"
            label={t('year')}
            hint={t('yearHint', range)}
            inputMode="numeric"
            maxLength={10}
            placeholder="2029"
            value={shown}
            aria-invalid={(error !== null && typed === null) || undefined}
            onValue={(text) => setDraft({ key, text })}
          />
          <SubmitButton disabled={!canFind}>{t('find')}</SubmitButton>
        </form>

        <ResultPanel
          result={result}
          // Room for three dates and the facts.
          minHeight="30rem"
          summary={(found) => summaryText(t, found)}
          intro={[t('intro', range), t('introMore')]}
        >
          {(found) => <YearList result={found} />}
        </ResultPanel>
      </div>
    </div>
  );
}

/** The next Friday the 13th on or after today: known only once hydrated (the HTML has no 'today'). */
function NextBanner({ hydrated }: { hydrated: boolean }) {
  const t = useT<typeof en>();
  const next = hydrated ? nextFriday13th(today()) : null;
  return (
    <section
      aria-labelledby="next-friday-13th-heading"
      className="min-h-40 rounded-2xl sm:min-h-32 border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-700 dark:bg-amber-950"
    >
      <h2
        id="next-friday-13th-heading"
        className="text-sm font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200"
      >
        {t('nextHeading')}
      </h2>
      {next ? (
        <div data-testid="next-friday-13th">
          <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
            {next.formattedDate}
          </p>
          <p className="mt-1 text-slate-800 dark:text-slate-200">
            {next.isToday ? (
              <span className="font-semibold">
                {t.rich('itsToday', { ghost: <span aria-hidden="true">👻</span> })}
              </span>
            ) : next.daysAway === 1 ? (
              t('tomorrow')
            ) : (
              t('inDays', { n: next.daysAway })
            )}
          </p>
        </div>
      ) : (
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('looking')}</p>
      )}
    </section>
  );
}

function WhenLabel({ date }: { date: Friday13thDate }) {
  const t = useT<typeof en>();
  if (date.when === null || date.daysFromToday === null) return null;
  const [text, colour] =
    date.when === 'today'
      ? [t('today'), 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100']
      : date.when === 'future'
        ? [
            t('upcoming', { when: relativeDays(date.daysFromToday) }),
            'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
          ]
        : [
            t('past', { when: relativeDays(date.daysFromToday) }),
            'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
          ];
  return <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${colour}`}>{text}</span>;
}

function YearList({ result }: { result: Friday13thYearResult }) {
  const t = useT<typeof en>();
  return (
    <div>
      <p
        data-testid="friday-13th-headline"
        className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
      >
        {headlineText(t, result)}
      </p>
      <ul aria-label={t('listLabel', { year: String(result.year) })} className="mt-4 space-y-3">
        {result.dates.map((date) => (
          <li
            key={date.dateISO}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950"
          >
            <p className="font-semibold text-slate-900 dark:text-slate-100">{date.month}</p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 dark:text-slate-300">
              <time dateTime={date.dateISO}>{date.formattedDate}</time>
              <WhenLabel date={date} />
            </p>
          </li>
        ))}
      </ul>

      <h3 className="mt-5 font-semibold text-slate-900 dark:text-slate-100">{t('facts')}</h3>
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-slate-700 dark:text-slate-300">
        {factsText(t, result.facts).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>

      <div className="mt-4">
        <ToolActions title={t('shareTitle')} summary={summaryText(t, result)} />
      </div>
    </div>
  );
}
