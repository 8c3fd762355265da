import type { ReactNode } from 'react';
import { today } from '~/lib/clock';

import { useUrlState } from '~/lib/url-state';

import { Checkbox } from '~/ui/Checkbox';
import { DraftField } from '~/ui/DraftField';
import {
  clean,
  DEFAULT_INPUT,
  fit,
  HOUSEHOLD_LIMITS,
  MEDICARE_AGE,
  PERSON_LIMITS,
  readTyped,
  sanitizeFireInput,
  type FireInput,
  type Household,
  type Limit,
  type Person,
} from './inputs';
import { LazyFireResult } from './LazyFireResult';
import { legendClass, noteClass } from './styles';
import { jsonParam } from '~/lib/url-params-json';

// The one query parameter: `q`, URL-encoded JSON of singleMode, A, B and H (defaults left out).
const schema = { q: jsonParam<FireInput>(DEFAULT_INPUT, sanitizeFireInput) };

type Who = 'A' | 'B';

type FieldSpec = Omit<FieldProps, 'value' | 'limit' | 'onNumber'>;

const PERSON_FIELDS: Record<keyof Person, FieldSpec> = {
  age: { label: 'Current age', unit: 'years', step: 1 },
  retireAge: { label: 'Retirement age', unit: 'years', step: 1 },
  salary: { label: 'Salary', unit: 'USD a year', step: 1000 },
  saveRate: { label: 'Savings rate', unit: '%', percent: true, step: 1, hint: 'Share of salary saved.' },
  startBalance: {
    label: 'Starting balance',
    unit: 'USD',
    step: 1000,
    className: 'sm:col-span-2',
    hint: 'Invested savings today.',
  },
};

const HOUSEHOLD_FIELDS: Record<keyof Household, FieldSpec> = {
  spendRetirement: {
    label: 'Retirement spending',
    unit: 'USD a year',
    step: 1000,
    hint: 'After tax, for the household.',
  },
  preMedicareHealthcare: {
    label: 'Pre-65 healthcare',
    unit: 'USD a year',
    step: 500,
    hint: `Per retired person under ${MEDICARE_AGE}.`,
  },
  effectiveTaxRate: { label: 'Effective tax rate on withdrawals', unit: '%', percent: true, step: 1 },
  swr: {
    label: 'Safe withdrawal rate',
    unit: '%',
    percent: true,
    step: 0.1,
    hint: 'FIRE number = spending ÷ this rate.',
  },
  realReturnMean: { label: 'Real return, mean', unit: '%', percent: true, step: 0.5 },
  realReturnStdev: { label: 'Real return, standard deviation', unit: '%', percent: true, step: 0.5 },
  maxAge: { label: 'Max age', unit: 'years', step: 1 },
};

const maxAgeHint = (single: boolean) =>
  single ? 'The money must last until this age.' : 'The money must last until the younger person reaches it.';

export function FireCalculator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const input = state.q;
  const single = input.singleMode;
  // The calendar year depends on the visitor's clock: never in the static HTML.
  const thisYear = hydrated ? today().year : null;

  const setPerson = (who: Who, key: keyof Person, value: number) =>
    setState((s) => ({ q: { ...s.q, [who]: { ...s.q[who], [key]: value } } }));
  const setHousehold = (key: keyof Household, value: number) =>
    setState((s) => ({ q: { ...s.q, H: { ...s.q.H, [key]: value } } }));

  const personFields = (who: Who) => (
    <Group legend={`Person ${who}`}>
      <LimitFields
        fields={PERSON_FIELDS}
        values={input[who]}
        limits={PERSON_LIMITS}
        suffix={<span className="sr-only">, person {who}</span>}
        onNumber={(key, value) => setPerson(who, key, value)}
      />
    </Group>
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <p className={noteClass}>
          All amounts are in today&apos;s US dollars; returns are real (after inflation). Rates are entered in
          percent.
        </p>
        <Checkbox
          label="Single mode (person A only)"
          hint="Hides person B, who then takes no part in the calculation."
          checked={single}
          onChange={(singleMode) => setState((s) => ({ q: { ...s.q, singleMode } }))}
        />
        {personFields('A')}
        {!single && personFields('B')}
        <Group legend="Household">
          <LimitFields
            fields={{ ...HOUSEHOLD_FIELDS, maxAge: { ...HOUSEHOLD_FIELDS.maxAge, hint: maxAgeHint(single) } }}
            values={input.H}
            limits={HOUSEHOLD_LIMITS}
            onNumber={setHousehold}
          />
        </Group>
      </div>

      <LazyFireResult input={input} thisYear={thisYear} />
    </div>
  );
}

// ---- Inputs -------------------------------------------------------------------------------------

interface FieldProps {
  label: ReactNode;
  value: number;
  limit: Limit;
  onNumber: (value: number) => void;
  unit: string;
  step: number;
  /** Stored as a fraction (0.22), shown and typed as a percent (22). */
  percent?: boolean;
  hint?: string;
  className?: string;
}

/**
 * A number kept in the address as a number: the state gets the number at once (blank or
 * malformed counts as 0, then the field's limits apply); the field keeps the visitor's text
 * while they type.
 */
function LimitField({ value, limit, onNumber, percent = false, ...props }: FieldProps) {
  const scale = percent ? 100 : 1;
  return (
    <DraftField
      {...props}
      min={clean(limit.min * scale)}
      max={clean(limit.max * scale)}
      maxLength={32}
      value={value}
      show={(v) => String(clean(v * scale))}
      read={(text) => clean(fit((readTyped(text) ?? 0) / scale, limit))}
      onValue={onNumber}
    />
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** One LimitField for each entry of `fields`, in order; `suffix` follows each label (for screen readers). */
function LimitFields<K extends string>({
  fields,
  values,
  limits,
  suffix,
  onNumber,
}: {
  fields: Record<K, FieldSpec>;
  values: Record<K, number>;
  limits: Record<K, Limit>;
  suffix?: ReactNode;
  onNumber: (key: K, value: number) => void;
}) {
  return (Object.keys(fields) as K[]).map((key) => (
    <LimitField
      key={key}
      {...fields[key]}
      label={
        <>
          {fields[key].label}
          {suffix}
        </>
      }
      value={values[key]}
      limit={limits[key]}
      onNumber={(value) => onNumber(key, value)}
    />
  ));
}

// ---- Results ------------------------------------------------------------------------------------
