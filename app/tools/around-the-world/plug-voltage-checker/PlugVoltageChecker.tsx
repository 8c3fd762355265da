import { ArrowLeftRight } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { Select } from '~/ui/Select';
import { COUNTRIES, COUNTRY_CODES, DEFAULT_FROM, DEFAULT_TO, DUAL_MAX_V, DUAL_MIN_V } from './data';
import { LazyPlugResult } from './LazyPlugResult';

// Link parameters: from, to (upper-case codes from the list), dual (0 or 1).
const schema = {
  from: param.oneOf(COUNTRY_CODES, DEFAULT_FROM),
  to: param.oneOf(COUNTRY_CODES, DEFAULT_TO),
  dual: param.bool(false, '1'),
};

const countryOptions = [...COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((c) => ({ value: c.code, label: c.name }));

const COUNTRY_FIELDS = [
  { key: 'from', label: 'From', hint: 'Where your devices come from.' },
  { key: 'to', label: 'To', hint: 'Your destination.' },
] as const;

export function PlugVoltageChecker() {
  const [state, setState] = useUrlState(schema);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {COUNTRY_FIELDS.map(({ key, label, hint }) => (
            <Select
              key={key}
              label={label}
              hint={hint}
              value={state[key]}
              options={countryOptions}
              onChange={(code) => setState({ [key]: code })}
            />
          ))}
        </div>
        <Button onClick={() => setState((s) => ({ from: s.to, to: s.from }))}>
          <NodeIcon node={ArrowLeftRight} size={16} />
          Swap countries
        </Button>
        <Checkbox
          label={`My device is dual-voltage (${DUAL_MIN_V}–${DUAL_MAX_V} V)`}
          hint={`Look for INPUT ${DUAL_MIN_V}–${DUAL_MAX_V}V on the charger or its label. Most phone, tablet and laptop chargers are; hair dryers and kettles often are not.`}
          checked={state.dual}
          onChange={(dual) => setState({ dual })}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A plug adapter only changes the shape of the plug. A voltage converter (transformer) changes the
          voltage. Neither changes the frequency.
        </p>
      </div>

      <LazyPlugResult input={state} />
    </div>
  );
}
