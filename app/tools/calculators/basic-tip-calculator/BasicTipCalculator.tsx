import { formatMoney, parseNumber } from '~/lib/format';
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

const schema = {
  amount: param.text(''),
  tip: param.text(DEFAULT_TIP),
  people: param.text('1'),
};

const BILL_FIELD = {
  amount: { label: 'Bill amount', unit: 'USD', min: 0.01, maxLength: 30, placeholder: '86.40' },
} satisfies Record<string, NumberFieldSpec>;
const TIP_FIELD: NumberFieldSpec = {
  label: 'Tip',
  unit: '%',
  min: TIP_MIN,
  max: TIP_MAX,
  step: TIP_STEP,
  maxLength: 10,
};
const PEOPLE_FIELD = {
  people: {
    label: 'Split between',
    unit: 'people',
    min: PEOPLE_MIN,
    max: PEOPLE_MAX,
    maxLength: 10,
    hint: 'A whole number of people, 1 to 50.',
  },
} satisfies Record<string, NumberFieldSpec>;

export function BasicTipCalculator() {
  const [state, setState] = useUrlState(schema);
  const result = basicTipCalculator(state);
  const tipValue = parseNumber(state.tip);
  const people = result?.numberOfPeople ?? 1;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <NumberFields fields={BILL_FIELD} state={state} onChange={setState} />
        <div>
          <NumberField {...TIP_FIELD} value={state.tip} onValue={(tip) => setState({ tip })} />
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick tip">
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
        <NumberFields fields={PEOPLE_FIELD} state={state} onChange={setState} />
      </div>

      <ResultPanel
        result={result}
        minHeight="20rem"
        intro="Enter the bill (above 0), a tip from 0 to 50% and 1 to 50 people to see the tip, the total and each person’s share."
      >
        {(result) => (
          <div className="space-y-4">
            <Figure
              testId="tip-headline"
              value={people > 1 ? result.text.perPerson : result.text.total}
              lead={people > 1 ? `Each of ${people} people pays` : 'Total to pay'}
            />
            <dl className="grid grid-cols-2 gap-3">
              <Stat term={`Tip (${result.text.tipPercentage})`} testId="tip-amount">
                {result.text.tip}
              </Stat>
              <Stat term="Total" testId="tip-total">
                {result.text.total}
              </Stat>
              <Stat term="Bill">{result.text.bill}</Stat>
              <Stat term="Per person" testId="tip-per-person">
                {result.text.perPerson}
              </Stat>
              {people > 1 && (
                <Stat term="Tip per person">
                  {result.split ? 'about ' : ''}
                  {formatMoney(result.tipAmount / people)}
                </Stat>
              )}
            </dl>
            {result.text.split && (
              <p className="text-sm text-slate-700 dark:text-slate-300">{result.text.split}</p>
            )}
            <ToolActions title="Tip Calculator" summary={result.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
