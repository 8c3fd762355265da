import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLocalDefault } from '~/lib/url-params';
import { NumberField, type NumberFieldSpec } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  GENDERS,
  internationalShoeSizeConverter,
  LIMITS,
  SIZE_SYSTEMS,
  sizeChart,
  SYSTEMS,
  type Gender,
  type ShoeSizeResult,
  type System,
} from './international-shoe-size-converter';
import type en from './messages/en';
import { clampedText, rulesOf, sizeText, summaryOf } from './words';
import type { Locale } from '~/lib/locale';

// Link parameters: g (men or women), s (us, uk, eu, cm) and v, the
// value as typed. Defaults men, US and an empty value are left out of the address; an unknown
// gender or system from a link is ignored.
/** The sizes each language's readers buy in (English keeps US sizes). */
const SHOE_SYSTEM: Partial<Record<Locale, System>> = {
  de: 'eu',
  fr: 'eu',
  es: 'eu',
  'pt-br': 'eu',
  ar: 'eu',
  ja: 'cm',
  hi: 'uk',
};

const schema = {
  g: param.oneOf(GENDERS, 'men'),
  // Europe's sizes on most pages, Japan's centimetres, India's UK sizes.
  s: withLocalDefault(param.oneOf(SYSTEMS, 'us'), (locale) => SHOE_SYSTEM[locale]),
  v: param.text('', 40),
};

// Built once: the charts do not depend on the value.
const charts: Record<Gender, ReturnType<typeof sizeChart>> = {
  men: sizeChart('men'),
  women: sizeChart('women'),
};

/** A system's name: US sizes are named with the gender. */
const systemName = (t: T<typeof en>, system: System, gender: Gender) =>
  system === 'us' ? t(gender === 'men' ? 'usMen' : 'usWomen') : t(system);

function fieldLabel(t: T<typeof en>, system: System, gender: Gender): string {
  if (system === 'cm') return t('footLength');
  if (system === 'us') return t(gender === 'men' ? 'sizeUsMen' : 'sizeUsWomen');
  return t('size', { system: t(system) });
}

const SIZE_FIELD = {
  className: 'max-w-72',
  inputMode: 'decimal',
  maxLength: 40,
} satisfies Partial<NumberFieldSpec>;
/** Each system's example and Arrow Up/Down step. */
const SYSTEM_FIELD: Record<System, { placeholder: string; step: number }> = {
  us: { placeholder: '9', step: 0.5 },
  uk: { placeholder: '8', step: 0.5 },
  eu: { placeholder: '42', step: 1 },
  cm: { placeholder: '26', step: 0.1 },
};

/** The chart's columns, each its message key. */
const CHART_COLUMNS = ['us', 'uk', 'eu', 'cm', 'footIn'] as const;

export function InternationalShoeSizeConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = internationalShoeSizeConverter(state);
  const { min, max } = LIMITS[state.s];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5 lg:col-start-1 lg:row-start-1">
        <Segmented
          legend={t('sizesFor')}
          value={state.g}
          onChange={(g) => setState({ g })}
          options={GENDERS.map((value) => ({ value, label: t(value) }))}
        />
        <Segmented
          legend={t('convertFrom')}
          value={state.s}
          onChange={(s) => setState({ s })}
          options={SYSTEMS.map((value) => ({ value, label: t(value) }))}
        />
        <NumberField
          {...SIZE_FIELD}
          {...SYSTEM_FIELD[state.s]}
          label={fieldLabel(t, state.s, state.g)}
          unit={state.s === 'cm' ? 'cm' : undefined}
          hint={t(state.s === 'cm' ? 'cmHint' : 'sizeHint', {
            min: formatNumber(min, { min: 0, max: 1 }),
            max: formatNumber(max, { min: 0, max: 1 }),
          })}
          value={state.v}
          onValue={(v) => setState({ v })}
        />
      </div>

      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ResultPanel
          result={result}
          summary={(ok) => summaryOf(t, ok)}
          // Room for the sizes, the rules and the actions.
          minHeight="26rem"
          intro={
            <div className="space-y-2">
              <p data-testid="shoe-message" className="font-medium text-slate-900 dark:text-slate-100">
                {t('enterValue')}
              </p>
              <p>{t('intro')}</p>
            </div>
          }
        >
          {(result) => <ShoeResult result={result} />}
        </ResultPanel>
      </div>

      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <SizeChart gender={state.g} />
      </div>
    </div>
  );
}

function ShoeResult({ result }: { result: ShoeSizeResult }) {
  const t = useT<typeof en>();
  const termFor = (system: (typeof SIZE_SYSTEMS)[number]) => {
    const name = systemName(t, system, result.gender);
    return result.sizes[system].entered ? t('entered', { system: name }) : name;
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(result.gender === 'men' ? 'menShoeSize' : 'womenShoeSize')}
      </p>
      <dl className="grid grid-cols-3 gap-3">
        {SIZE_SYSTEMS.map((system) => (
          <Stat key={system} term={termFor(system)} testId={`shoe-${system}`}>
            <span className="text-3xl font-bold">{sizeText(t, result.sizes[system])}</span>
          </Stat>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-3">
        <Stat term={t(result.system === 'cm' ? 'footLengthEntered' : 'footLength')} testId="shoe-cm">
          <span className="text-xl">{result.cmText}</span>
        </Stat>
        <Stat term={t('inInches')} testId="shoe-in">
          <span className="text-xl">{result.inchText}</span>
        </Stat>
      </dl>
      {result.clamped && (
        <p data-testid="shoe-clamped" className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {clampedText(t, result.system, result.clamped)}
        </p>
      )}
      {result.underAdult && <p className="text-sm text-slate-700 dark:text-slate-300">{t('underAdult')}</p>}
      <div className="text-sm text-slate-700 dark:text-slate-300">
        <p className="font-medium text-slate-800 dark:text-slate-200">{t('rulesUsed')}</p>
        <ul data-testid="shoe-rules" className="mt-1 list-disc space-y-0.5 ps-5">
          {rulesOf(t, result.gender).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="mt-2">
          {t.rich('rounding', { variance: <span data-testid="shoe-variance">{t('variance')}</span> })}
        </p>
      </div>
      <ToolActions title={t('shareTitle')} summary={summaryOf(t, result)} />
    </div>
  );
}

/** Common sizes for the chosen gender: a chart people look for, from the same rules. */
function SizeChart({ gender }: { gender: Gender }) {
  const t = useT<typeof en>();
  const rows = charts[gender];
  return (
    <>
      <ScrollTable
        testId="shoe-chart"
        caption={t(gender === 'men' ? 'menChart' : 'womenChart', {
          from: rows[0]!.us,
          to: rows[rows.length - 1]!.us,
        })}
        columns={CHART_COLUMNS.map((key, i) => ({ label: t(key), align: i === 0 ? undefined : 'right' }))}
      >
        {rows.map((row) => (
          <tr key={row.us} className={tableRow}>
            <th scope="row" className={rowHead}>
              {row.us}
            </th>
            <td className={cell}>{row.uk}</td>
            <td className={cell}>{row.eu}</td>
            <td className={cell}>{row.cm}</td>
            <td className={cell}>{row.inches}</td>
          </tr>
        ))}
      </ScrollTable>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('chartNote')}</p>
    </>
  );
}
