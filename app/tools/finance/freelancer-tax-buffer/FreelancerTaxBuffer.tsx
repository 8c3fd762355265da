import type { ReactNode } from 'react';
import { formatMoney, formatNumber, parseNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { DraftField } from '~/ui/DraftField';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import { SOCIAL_SECURITY_WAGE_BASE, STATE_ROWS, UNKNOWN_STATE_RATE, type FilingStatus } from './data';
import { formatPercent, LIMITS, stateInfo } from './inputs';
import { LazyFreelancerResult } from './LazyFreelancerResult';
import type en from './messages/en';
import { legendClass } from './styles';
import { schema } from './schema';
import { clamp } from '~/lib/math';

type Key = keyof typeof en;

/** The filing statuses, each its message key. */
const FILING_STATUSES = ['single', 'mfj'] as const satisfies readonly FilingStatus[];

const stateOptions = (t: T<typeof en>) =>
  STATE_ROWS.map(([code, rate]) => ({
    value: code,
    label: t('stateOption', { name: t(`state.${code}`), rate: formatPercent(rate) }),
  }));

const yearOptions = Array.from({ length: LIMITS.taxYear.max - LIMITS.taxYear.min + 1 }, (_, i) => {
  const year = LIMITS.taxYear.min + i;
  return { value: year, label: String(year) };
});

/** A fraction as the percent people type: 0.2 is '20', 0.0495 is '4.95'. */
const percentText = (fraction: number) => formatNumber(fraction * 100, { min: 0, max: 4 }).replace(/,/g, '');

const wageBase = formatMoney(SOCIAL_SECURITY_WAGE_BASE, 'USD', 0);

/** The choice for a state code in a link that is not a US state (or no state). */
const unknownStateOption = (t: T<typeof en>, code: string) => {
  const rate = formatPercent(UNKNOWN_STATE_RATE);
  return { value: code, label: code === '' ? t('noState', { rate }) : t('notAState', { code, rate }) };
};

/** A money field's fixed props, its label and hint as message keys. */
type MoneySpec = Omit<NumberFieldSpec, 'label' | 'hint'> & { label: Key; hint: Key };

const MONEY = { unit: 'USD', min: 0, max: LIMITS.amountMax, maxLength: 30 } as const;
const GROSS_FIELD = {
  g: {
    ...MONEY,
    label: 'gross',
    hint: 'grossHint',
    step: 100,
    placeholder: '5,000',
  },
} satisfies Record<string, MoneySpec>;
const W2_FIELDS = {
  w2: {
    ...MONEY,
    label: 'w2',
    hint: 'w2Hint',
    step: 1000,
    placeholder: '0',
  },
  ss: {
    ...MONEY,
    label: 'ss',
    hint: 'ssHint',
    step: 1000,
    placeholder: '0',
  },
} satisfies Record<string, MoneySpec>;

/** The fields with their words (the Social Security wage base put in the hint that names it). */
function inWords<K extends string>(
  t: T<typeof en>,
  fields: Record<K, MoneySpec>,
): Record<K, NumberFieldSpec> {
  return Object.fromEntries(
    (Object.entries(fields) as [K, MoneySpec][]).map(([key, spec]) => [
      key,
      {
        ...spec,
        label: t(spec.label),
        hint: spec.hint === 'ssHint' ? t('ssHint', { wageBase }) : t(spec.hint as Exclude<Key, 'ssHint'>),
      },
    ]),
  ) as Record<K, NumberFieldSpec>;
}

/**
 * A percent box over a fraction in the state: shows what the visitor types while they type
 * ('4.', '') and the state's value otherwise. `onValue` gets the fraction, or null when blank or
 * not a number.
 */
function PercentField({
  label,
  hint,
  value,
  max,
  placeholder,
  onValue,
}: {
  label: string;
  hint: ReactNode;
  value: number | null;
  max: number;
  placeholder?: string;
  onValue: (fraction: number | null) => void;
}) {
  return (
    <DraftField
      label={label}
      hint={hint}
      unit="%"
      min={0}
      max={max * 100}
      maxLength={20}
      placeholder={placeholder}
      value={value}
      show={(fraction) => (fraction === null ? '' : percentText(fraction))}
      read={(text) => {
        const percent = parseNumber(text);
        return percent === null ? null : clamp(percent / 100, 0, max);
      }}
      onValue={onValue}
    />
  );
}

export function FreelancerTaxBuffer() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  const input = {
    gross: state.g,
    expenseShare: state.e,
    state: state.st,
    filingStatus: state.fs,
    // Null in the static HTML: the current year (and so the due dates) is known once hydrated.
    taxYear: state.ty,
    w2Wages: state.w2,
    ssWages: state.ss,
    stateRate: state.sr,
  };
  const info = stateInfo(state.st);
  const options =
    info.listed === null ? [...stateOptions(t), unknownStateOption(t, info.code)] : stateOptions(t);
  const stateHint = { rate: formatPercent(info.defaultRate), max: formatPercent(LIMITS.stateRate.max) };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields fields={inWords(t, GROSS_FIELD)} state={state} onChange={setState} />
          <PercentField
            label={t('expenses')}
            hint={t('expensesHint', { max: formatPercent(LIMITS.expenseShare.max) })}
            value={state.e}
            max={LIMITS.expenseShare.max}
            onValue={(e) => setState({ e: e ?? 0 })}
          />
          <Select
            label={t('state')}
            value={info.code}
            options={options}
            onChange={(st) => setState({ st })}
          />
          <PercentField
            label={t('stateRate')}
            hint={
              info.listed === null
                ? t('stateRateHintAssumed', stateHint)
                : t('stateRateHint', { state: t(`state.${info.listed}`), ...stateHint })
            }
            value={state.sr}
            max={LIMITS.stateRate.max}
            placeholder={percentText(info.defaultRate)}
            onValue={(sr) => setState({ sr })}
          />
        </div>
        <Segmented
          legend={t('filingStatus')}
          value={state.fs}
          onChange={(fs) => setState({ fs })}
          options={FILING_STATUSES.map((value) => ({ value, label: t(value) }))}
        />
        <Select
          className="max-w-48"
          label={t('taxYear')}
          hint={t('taxYearHint')}
          value={state.ty ?? 0}
          // The current year is known once hydrated (the static HTML was built on another day).
          options={state.ty === null ? [{ value: 0, label: t('thisYear') }] : yearOptions}
          onChange={(ty) => {
            if (ty !== 0) setState({ ty });
          }}
        />
        <fieldset className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
          <legend className={`px-1 ${legendClass}`}>{t('w2Job')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberFields fields={inWords(t, W2_FIELDS)} state={state} onChange={setState} />
          </div>
        </fieldset>
        <HowItWorks />
      </div>

      <LazyFreelancerResult input={input} hydrated={hydrated} />
    </div>
  );
}

function HowItWorks() {
  const t = useT<typeof en>();
  return (
    <section
      aria-labelledby="tax-buffer-how"
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    >
      <h2 id="tax-buffer-how" className={legendClass}>
        {t('howWorkedOut')}
      </h2>
      <ul className="list-disc space-y-1 ps-5">
        <li>{t('howNet')}</li>
        <li>{t('howSelfEmployment', { wageBase })}</li>
        <li>{t('howFederal')}</li>
        <li>{t('howState')}</li>
        <li>{t('howSum')}</li>
        <li>{t('howLeftOut')}</li>
      </ul>
    </section>
  );
}
