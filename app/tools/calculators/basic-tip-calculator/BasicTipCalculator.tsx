import { formatMoney, parseNumber } from '~/lib/format';
import { useSiteT, useT } from '~/lib/i18n';
import type uiEn from '~/ui/messages/en';
import { tipSplit, tipSummary } from '~/ui/tip-words';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { NumberField, NumberFields, type NumberFieldSpec } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import {
  basicTipCalculator,
  DEFAULT_TIP,
  PEOPLE_MAX,
  PEOPLE_MIN,
  QUICK_TIPS,
  TIP_MAX,
  TIP_MIN,
  TIP_STEP,
} from './basic-tip-calculator';
import type en from './messages/en';

const schema = {
  amount: param.text(''),
  tip: param.text(DEFAULT_TIP),
  people: param.text('1'),
};

const BILL_FIELD = {
  unit: 'USD',
  min: 0.01,
  maxLength: 30,
  placeholder: '86.40',
} satisfies Partial<NumberFieldSpec>;
const TIP_FIELD = {
  unit: '%',
  min: TIP_MIN,
  max: TIP_MAX,
  step: TIP_STEP,
  maxLength: 10,
} satisfies Partial<NumberFieldSpec>;
const PEOPLE_FIELD = { min: PEOPLE_MIN, max: PEOPLE_MAX, maxLength: 10 } satisfies Partial<NumberFieldSpec>;

export function BasicTipCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const site = useSiteT<typeof uiEn>();
  const result = basicTipCalculator(state);
  const split = result && tipSplit(site, result);
  const tipValue = parseNumber(state.tip);
  const people = result?.numberOfPeople ?? 1;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <NumberFields
          fields={{ amount: { ...BILL_FIELD, label: t('bill') } }}
          state={state}
          onChange={setState}
        />
        <div>
          <NumberField
            {...TIP_FIELD}
            label={t('tip')}
            value={state.tip}
            onValue={(tip) => setState({ tip })}
          />
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('quickTip')}>
            {QUICK_TIPS.map((quick) => (
              <Button
                key={quick}
                variant={tipValue === quick ? 'primary' : 'secondary'}
                aria-pressed={tipValue === quick}
                onClick={() => setState({ tip: String(quick) })}
              >
                {quick}%
              </Button>
            ))}
          </div>
        </div>
        <NumberFields
          fields={{
            people: { ...PEOPLE_FIELD, label: t('splitBetween'), unit: t('people'), hint: t('peopleHint') },
          }}
          state={state}
          onChange={setState}
        />
      </div>

      <ResultPanel result={result} minHeight="20rem" intro={t('intro')}>
        {(result) => (
          <div className="space-y-4">
            <Figure
              testId="tip-headline"
              value={people > 1 ? result.text.perPerson : result.text.total}
              lead={people > 1 ? t('eachPays', { n: people }) : t('totalToPay')}
            />
            <dl className="grid grid-cols-2 gap-3">
              <Stat term={t('tipPercent', { percent: result.text.tipPercentage })} testId="tip-amount">
                {result.text.tip}
              </Stat>
              <Stat term={t('total')} testId="tip-total">
                {result.text.total}
              </Stat>
              <Stat term={t('billTerm')}>{result.text.bill}</Stat>
              <Stat term={t('perPerson')} testId="tip-per-person">
                {result.text.perPerson}
              </Stat>
              {people > 1 && (
                <Stat term={t('tipPerPerson')}>
                  {result.split
                    ? t('about', { amount: formatMoney(result.tipAmount / people) })
                    : formatMoney(result.tipAmount / people)}
                </Stat>
              )}
            </dl>
            {split && <p className="text-sm text-slate-700 dark:text-slate-300">{split}</p>}
            <ToolActions title={t('shareTitle')} summary={tipSummary(site, result)} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
