import { useState, type ComponentProps, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { today } from '~/lib/clock';
import { isDate, parseYearOrDate } from '~/lib/dates';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLiveDefault } from '~/lib/url-params';
import { failureOf } from '~/lib/outcome';
import { Button, SubmitButton } from '~/ui/Button';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { ageCalculator, type AgeEvent, type AgeResult } from './age-calculator';
import type en from './messages/en';
import { ordinalText, summaryText } from './words';

// The query parameters: `target` is left out when it is today.
const schema = {
  dob: param.text('', 20),
  target: withLiveDefault(param.text('', 20), () => today().toString()),
};

/**
 * What a date input can show: the date the tool reads (a bare year from a link is shown as
 * 1 January), else empty, as a browser refuses anything but YYYY-MM-DD.
 */
function inputValue(raw: string): string {
  const date = parseYearOrDate(raw);
  return isDate(date) ? date.toString() : '';
}

/** Under a field whose link value the date input cannot show: whether to say what the link said. */
const linkUnreadable = (raw: string) => raw.trim() !== '' && inputValue(raw) === '';

/** A date input over the text from the link (`raw`), which it shows as a date when it can. */
function DateField({
  raw,
  invalid,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'hint' | 'value'> & { raw: string; invalid: boolean }) {
  const t = useT<typeof en>();
  return (
    <TextField
      {...props}
      type="date"
      hint={linkUnreadable(raw) ? t('linkGave', { value: raw }) : undefined}
      value={inputValue(raw)}
      aria-invalid={invalid || undefined}
    />
  );
}

export function AgeCalculator() {
  const [state, setState, { fromLink }] = useUrlState(schema);
  const t = useT<typeof en>();
  const { key } = useLocation();
  // The result appears when Calculate is pressed, or at once when the page was opened from a link
  // carrying dob or target. From then on it follows every edit, so what is on screen always
  // matches the dates in the boxes and the address that is shared. A new navigation starts over.
  const [calculatedOn, setCalculatedOn] = useState<string | null>(null);
  const active = fromLink || calculatedOn === key;
  const canCalculate = state.dob.trim() !== '' && state.target.trim() !== '';
  const result = active ? ageCalculator(state.dob, state.target) : null;
  const error = failureOf(result);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canCalculate) setCalculatedOn(key);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <DateField
          label={t('dateOfBirth')}
          autoComplete="bday"
          raw={state.dob}
          invalid={error?.field === 'dob'}
          onValue={(dob) => setState({ dob })}
        />
        <div className="flex items-start gap-2">
          <DateField
            className="min-w-0 flex-1"
            label={t('calculateOn')}
            raw={state.target}
            invalid={error?.field === 'target'}
            onValue={(target) => setState({ target })}
          />
          <Button
            // Level with the box: below the label's line (text-sm + mb-1 = 1.5rem).
            className="mt-6"
            aria-label={t('todayLabel')}
            onClick={() => setState({ target: today().toString() })}
          >
            {t('today')}
          </Button>
        </div>
        <SubmitButton disabled={!canCalculate}>{t('calculate')}</SubmitButton>
      </form>

      <ResultPanel
        result={result}
        // Room for the age, the totals, the birthday and the milestone.
        minHeight="29rem"
        summary={(age) => summaryText(t, age)}
        intro={[t('intro'), t('introMore')]}
      >
        {(age) => <AgeDetails age={age} />}
      </ResultPanel>
    </div>
  );
}

function Part({ value, unit }: { value: number; unit: 'year' | 'month' | 'day' }) {
  const t = useT<typeof en>();
  return (
    <span className="whitespace-nowrap">
      <span className="text-3xl font-bold text-slate-900 tabular-nums sm:text-4xl dark:text-white">
        {formatNumber(value, 0)}
      </span>{' '}
      {t(unit, { n: value })}
    </span>
  );
}

function AgeDetails({ age }: { age: AgeResult }) {
  const t = useT<typeof en>();
  /** 'Sunday, March 14, 2027 (2027-03-14)'. */
  const when = (event: AgeEvent) => t('when', { date: event.readable, iso: event.iso });
  const { nextBirthday, birthdayAfter, milestone } = age;
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('ageOn', { date: age.targetReadable })}</p>
      {age.isBirthday && (
        <p
          data-testid="birthday-greeting"
          className="mt-1 font-semibold text-emerald-800 dark:text-emerald-300"
        >
          {t.rich(age.years % 5 === 0 ? 'birthdayMilestone' : 'birthday', {
            cake: <span aria-hidden="true">🎂</span>,
            ordinal: ordinalText(t, age.years),
          })}
        </p>
      )}
      <p data-testid="age-figure" className="mt-1 leading-snug text-slate-700 dark:text-slate-300">
        {t.rich('ageParts', {
          years: <Part value={age.years} unit="year" />,
          months: <Part value={age.months} unit="month" />,
          days: <Part value={age.days} unit="day" />,
        })}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Stat term={t('totalDays')} testId="total-days">
          {formatNumber(age.totalDays, 0)}
        </Stat>
        <Stat term={t('weekdayBorn')} testId="weekday-born">
          {age.weekdayBorn}
        </Stat>
        <Stat term={t('totalHours')} testId="total-hours">
          {formatNumber(age.totalHours, 0)}
        </Stat>
        <Stat term={t('totalMinutes')} testId="total-minutes">
          {formatNumber(age.totalMinutes, 0)}
        </Stat>
        <Stat wide term={t('nextBirthday')} testId="next-birthday">
          {age.isBirthday ? (
            <>
              {t('birthdayToday', { when: when(nextBirthday) })}
              <span className="block font-normal text-slate-700 dark:text-slate-300">
                {t('oneAfter', {
                  when: when(birthdayAfter),
                  n: birthdayAfter.daysAway,
                  age: String(birthdayAfter.age),
                })}
              </span>
            </>
          ) : (
            <>
              {when(nextBirthday)}
              <span className="block font-normal text-slate-700 dark:text-slate-300">
                {t('inDays', { n: nextBirthday.daysAway, age: String(nextBirthday.age) })}
              </span>
            </>
          )}
        </Stat>
        <Stat wide term={t('nextMilestone')} testId="milestone">
          {formatNumber(milestone.age, 0)}
          <span className="block font-normal text-slate-700 dark:text-slate-300">
            {t('milestoneOn', { when: when(milestone), n: milestone.daysAway })}
          </span>
        </Stat>
      </dl>

      <div className="mt-4">
        <ToolActions title={t('shareTitle')} summary={summaryText(t, age)} />
      </div>
    </div>
  );
}
