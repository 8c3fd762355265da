import type { ReactNode } from 'react';
import { today } from '~/lib/clock';
import { useT } from '~/lib/i18n';

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
import type en from './messages/en';
import { legendClass, noteClass } from './styles';
import { jsonParam } from '~/lib/url-params-json';

// The one query parameter: `q`, URL-encoded JSON of singleMode, A, B and H (defaults left out).
const schema = { q: jsonParam<FireInput>(DEFAULT_INPUT, sanitizeFireInput) };

type Who = 'A' | 'B';

type Key = keyof typeof en;

/** A field's fixed props: its label, unit (a message, or a symbol as such) and hint as message keys. */
interface FieldSpec extends Omit<FieldProps, 'label' | 'unit' | 'hint' | 'value' | 'limit' | 'onNumber'> {
  label: Key;
  unit: Key | 'USD' | '%';
  hint?: Key;
}

const PERSON_FIELDS: Record<keyof Person, FieldSpec> = {
  age: { label: 'age', unit: 'years', step: 1 },
  retireAge: { label: 'retireAge', unit: 'years', step: 1 },
  salary: { label: 'salary', unit: 'usdAYear', step: 1000 },
  saveRate: { label: 'saveRate', unit: '%', percent: true, step: 1, hint: 'saveRateHint' },
  startBalance: {
    label: 'startBalance',
    unit: 'USD',
    step: 1000,
    className: 'sm:col-span-2',
    hint: 'startBalanceHint',
  },
};

const HOUSEHOLD_FIELDS: Record<keyof Household, FieldSpec> = {
  spendRetirement: {
    label: 'spendRetirement',
    unit: 'usdAYear',
    step: 1000,
    hint: 'spendRetirementHint',
  },
  // Its hint, with the age, is given where the fields are rendered.
  preMedicareHealthcare: { label: 'healthcare', unit: 'usdAYear', step: 500 },
  effectiveTaxRate: { label: 'taxRate', unit: '%', percent: true, step: 1 },
  swr: {
    label: 'swr',
    unit: '%',
    percent: true,
    step: 0.1,
    hint: 'swrHint',
  },
  realReturnMean: { label: 'returnMean', unit: '%', percent: true, step: 0.5 },
  realReturnStdev: { label: 'returnStdev', unit: '%', percent: true, step: 0.5 },
  maxAge: { label: 'maxAge', unit: 'years', step: 1 },
};

export function FireCalculator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  const input = state.q;
  const single = input.singleMode;
  // The calendar year depends on the visitor's clock: never in the static HTML.
  const thisYear = hydrated ? today().year : null;

  const setPerson = (who: Who, key: keyof Person, value: number) =>
    setState((s) => ({ q: { ...s.q, [who]: { ...s.q[who], [key]: value } } }));
  const setHousehold = (key: keyof Household, value: number) =>
    setState((s) => ({ q: { ...s.q, H: { ...s.q.H, [key]: value } } }));

  const personFields = (who: Who) => (
    <Group legend={t('person', { who })}>
      <LimitFields
        fields={PERSON_FIELDS}
        values={input[who]}
        limits={PERSON_LIMITS}
        suffix={<span className="sr-only">{t('personSuffix', { who })}</span>}
        onNumber={(key, value) => setPerson(who, key, value)}
      />
    </Group>
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <p className={noteClass}>{t('note')}</p>
        <Checkbox
          label={t('singleMode')}
          hint={t('singleModeHint')}
          checked={single}
          onChange={(singleMode) => setState((s) => ({ q: { ...s.q, singleMode } }))}
        />
        {personFields('A')}
        {!single && personFields('B')}
        <Group legend={t('household')}>
          <LimitFields
            fields={HOUSEHOLD_FIELDS}
            hints={{
              preMedicareHealthcare: t('healthcareHint', { age: String(MEDICARE_AGE) }),
              maxAge: t(single ? 'maxAgeHintSingle' : 'maxAgeHintCouple'),
            }}
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

/**
 * One LimitField for each entry of `fields`, in order; `suffix` follows each label (for screen
 * readers); `hints` are hints written where they take a value or depend on the state.
 */
function LimitFields<K extends string>({
  fields,
  values,
  limits,
  hints = {},
  suffix,
  onNumber,
}: {
  fields: Record<K, FieldSpec>;
  values: Record<K, number>;
  limits: Record<K, Limit>;
  hints?: Partial<Record<K, string>>;
  suffix?: ReactNode;
  onNumber: (key: K, value: number) => void;
}) {
  const t = useT<typeof en>();
  return (Object.keys(fields) as K[]).map((key) => {
    const { label, unit, hint, ...spec } = fields[key];
    return (
      <LimitField
        key={key}
        {...spec}
        unit={unit === 'USD' || unit === '%' ? unit : t(unit)}
        hint={hints[key] ?? (hint && t(hint))}
        label={
          <>
            {t(label)}
            {suffix}
          </>
        }
        value={values[key]}
        limit={limits[key]}
        onNumber={(value) => onNumber(key, value)}
      />
    );
  });
}

// ---- Results ------------------------------------------------------------------------------------
