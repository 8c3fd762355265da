import { ArrowLeftRight } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { compareText } from '~/lib/collate';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, withLocalDefault } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { Select } from '~/ui/Select';
import { COUNTRIES, COUNTRY_CODES, DEFAULT_FROM, DEFAULT_TO, DUAL_MAX_V, DUAL_MIN_V } from './data';
import { LazyPlugResult } from './LazyPlugResult';
import type en from './messages/en';
import type { Locale } from '~/lib/locale';

// Link parameters: from, to (upper-case codes from the list), dual (0 or 1).
/** Where a reader of each language most likely travels from (English keeps the United States). */
const HOME_COUNTRY: Partial<Record<Locale, (typeof COUNTRY_CODES)[number]>> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  'pt-br': 'BR',
  ja: 'JP',
  hi: 'IN',
  ar: 'AE',
};

const schema = {
  from: withLocalDefault(param.oneOf(COUNTRY_CODES, DEFAULT_FROM), (locale) => HOME_COUNTRY[locale]),
  to: param.oneOf(COUNTRY_CODES, DEFAULT_TO),
  dual: param.bool(false, '1'),
};

/** The countries in the order of their names in the page's words. */
const countryOptions = (t: T<typeof en>) =>
  COUNTRIES.map((c) => ({ value: c.code, label: t(`country.${c.code}`) })).sort((a, b) =>
    compareText(a.label, b.label),
  );

const COUNTRY_FIELDS = [
  { key: 'from', label: 'from', hint: 'fromHint' },
  { key: 'to', label: 'to', hint: 'toHint' },
] as const satisfies readonly { key: 'from' | 'to'; label: keyof typeof en; hint: keyof typeof en }[];

const dualRange = { min: String(DUAL_MIN_V), max: String(DUAL_MAX_V) };

export function PlugVoltageChecker() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const options = countryOptions(t);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {COUNTRY_FIELDS.map(({ key, label, hint }) => (
            <Select
              key={key}
              label={t(label)}
              hint={t(hint)}
              value={state[key]}
              options={options}
              onChange={(code) => setState({ [key]: code })}
            />
          ))}
        </div>
        <Button onClick={() => setState((s) => ({ from: s.to, to: s.from }))}>
          <NodeIcon node={ArrowLeftRight} size={16} />
          {t('swap')}
        </Button>
        <Checkbox
          label={t('dual', dualRange)}
          hint={t('dualHint', dualRange)}
          checked={state.dual}
          onChange={(dual) => setState({ dual })}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('adapterNote')}</p>
      </div>

      <LazyPlugResult input={state} />
    </div>
  );
}
