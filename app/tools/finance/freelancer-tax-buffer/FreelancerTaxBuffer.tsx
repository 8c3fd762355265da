import type { ReactNode } from 'react';
import { formatMoney, formatNumber, parseNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { DraftField } from '~/ui/DraftField';
import { NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import {
  FILING_STATUS_NAMES,
  SOCIAL_SECURITY_WAGE_BASE,
  STATE_ROWS,
  UNKNOWN_STATE_RATE,
  type FilingStatus,
} from './data';
import { formatPercent, LIMITS, stateInfo } from './inputs';
import { LazyFreelancerResult } from './LazyFreelancerResult';
import { legendClass } from './styles';
import { schema } from './schema';
import { clamp } from '~/lib/math';

const filingOptions: { value: FilingStatus; label: string }[] = [
  { value: 'single', label: FILING_STATUS_NAMES.single },
  { value: 'mfj', label: FILING_STATUS_NAMES.mfj },
];

const stateOptions = STATE_ROWS.map(([code, name, rate]) => ({
  value: code,
  label: `${name} (${formatPercent(rate)})`,
}));

const yearOptions = Array.from({ length: LIMITS.taxYear.max - LIMITS.taxYear.min + 1 }, (_, i) => {
  const year = LIMITS.taxYear.min + i;
  return { value: year, label: String(year) };
});

/** A fraction as the percent people type: 0.2 is '20', 0.0495 is '4.95'. */
const percentText = (fraction: number) => formatNumber(fraction * 100, { min: 0, max: 4 }).replace(/,/g, '');

const wageBase = formatMoney(SOCIAL_SECURITY_WAGE_BASE, 'USD', 0);

/** The choice for a state code in a link that is not a US state (or no state). */
const unknownStateOption = (code: string) => ({
  value: code,
  label: `${code === '' ? 'No state' : `${code}: not a US state`} (${formatPercent(UNKNOWN_STATE_RATE)} assumed)`,
});

const MONEY = { unit: 'USD', min: 0, max: LIMITS.amountMax, maxLength: 30 } as const;
const GROSS_FIELD = {
  g: {
    ...MONEY,
    label: 'Gross payment',
    hint: 'What the client pays you, before expenses.',
    step: 100,
    placeholder: '5,000',
  },
} satisfies Record<string, NumberFieldSpec>;
const W2_FIELDS = {
  w2: {
    ...MONEY,
    label: 'W-2 wages',
    hint: 'Box 1 for the whole year. The payment is taxed on top of them.',
    step: 1000,
    placeholder: '0',
  },
  ss: {
    ...MONEY,
    label: 'W-2 Social Security wages',
    hint: `Box 3. They use up the ${wageBase} Social Security wage base.`,
    step: 1000,
    placeholder: '0',
  },
} satisfies Record<string, NumberFieldSpec>;

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
  const options = info.name === null ? [...stateOptions, unknownStateOption(info.code)] : stateOptions;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberFields fields={GROSS_FIELD} state={state} onChange={setState} />
          <PercentField
            label="Business expenses"
            hint={`Share of the payment spent on the work, up to ${formatPercent(LIMITS.expenseShare.max)}. Blank counts as 0%.`}
            value={state.e}
            max={LIMITS.expenseShare.max}
            onValue={(e) => setState({ e: e ?? 0 })}
          />
          <Select label="State" value={info.code} options={options} onChange={(st) => setState({ st })} />
          <PercentField
            label="State rate override"
            hint={`Blank uses ${info.name ?? 'the assumed rate'}: ${formatPercent(info.defaultRate)}. Up to ${formatPercent(LIMITS.stateRate.max)}.`}
            value={state.sr}
            max={LIMITS.stateRate.max}
            placeholder={percentText(info.defaultRate)}
            onValue={(sr) => setState({ sr })}
          />
        </div>
        <Segmented
          legend="Filing status"
          value={state.fs}
          onChange={(fs) => setState({ fs })}
          options={filingOptions}
        />
        <Select
          className="max-w-48"
          label="Tax year"
          hint="Sets the four due dates."
          value={state.ty ?? 0}
          // The current year is known once hydrated (the static HTML was built on another day).
          options={state.ty === null ? [{ value: 0, label: 'This year' }] : yearOptions}
          onChange={(ty) => {
            if (ty !== 0) setState({ ty });
          }}
        />
        <fieldset className="rounded-xl border border-slate-300 p-4 dark:border-slate-600">
          <legend className={`px-1 ${legendClass}`}>Your W-2 job this year, if you have one</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberFields fields={W2_FIELDS} state={state} onChange={setState} />
          </div>
        </fieldset>
        <HowItWorks />
      </div>

      <LazyFreelancerResult input={input} hydrated={hydrated} />
    </div>
  );
}

function HowItWorks() {
  return (
    <section
      aria-labelledby="tax-buffer-how"
      className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
    >
      <h2 id="tax-buffer-how" className={legendClass}>
        How the figures are worked out
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>Net profit = gross payment × (1 − expense share).</li>
        <li>
          Self-employment tax: 92.35% of the net profit is taxed at 12.4% for Social Security, up to the{' '}
          {wageBase} wage base less your W-2 Social Security wages, plus 2.9% for Medicare on all of it.
        </li>
        <li>
          Federal income tax is the extra tax this payment adds to your W-2 wages: the tax on wages + net
          profit − half the self-employment tax − the standard deduction ($14,600 single, $29,200 married
          filing jointly), less the tax on the wages alone, with the 2024 brackets (10% to 37%).
        </li>
        <li>
          State tax = the state rate × the net profit. The default rate is the state&rsquo;s top 2024 rate on
          wages and business income (Tax Foundation), capped at 5%; 0% where wages are not taxed.
        </li>
        <li>The set-aside is the sum of the three; each quarterly payment is a quarter of it.</li>
        <li>
          Left out: the 20% qualified business income deduction, the 0.9% Additional Medicare Tax, credits,
          itemized deductions and local income taxes. The 2024 tables are used for every tax year.
        </li>
      </ul>
    </section>
  );
}
