import { Flame, Snowflake, Sun, Thermometer, ThermometerSnowflake, type IconNode } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { okOf } from '~/lib/outcome';
import { Button } from '~/ui/Button';
import { NumberField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import type en from './messages/en';
import {
  SCALES,
  temperatureConverter,
  type ContextColor,
  type ContextIcon,
  type Scale,
} from './temperature-converter';

const schema = { value: param.text(''), scale: param.oneOf(SCALES, 'C') };

type Key = keyof typeof en;

const scaleNames: Record<Scale, Key> = { C: 'celsius', F: 'fahrenheit', K: 'kelvin' };
const units: Record<Scale, string> = { C: '°C', F: '°F', K: 'K' };

const icons: Record<ContextIcon, IconNode> = {
  snowflake: Snowflake,
  'thermometer-snowflake': ThermometerSnowflake,
  thermometer: Thermometer,
  sun: Sun,
  flame: Flame,
};

// Border and icon carry the colour; the words carry the meaning.
const colorClasses: Record<ContextColor, string> = {
  violet: 'border-violet-600 text-violet-800 dark:border-violet-400 dark:text-violet-300',
  indigo: 'border-indigo-600 text-indigo-800 dark:border-indigo-400 dark:text-indigo-300',
  blue: 'border-blue-600 text-blue-800 dark:border-blue-400 dark:text-blue-300',
  sky: 'border-sky-600 text-sky-800 dark:border-sky-400 dark:text-sky-300',
  teal: 'border-teal-600 text-teal-800 dark:border-teal-400 dark:text-teal-300',
  green: 'border-green-600 text-green-800 dark:border-green-400 dark:text-green-300',
  yellow: 'border-yellow-500 text-yellow-800 dark:border-yellow-400 dark:text-yellow-300',
  amber: 'border-amber-500 text-amber-800 dark:border-amber-400 dark:text-amber-300',
  orange: 'border-orange-500 text-orange-800 dark:border-orange-400 dark:text-orange-300',
  red: 'border-red-600 text-red-800 dark:border-red-400 dark:text-red-300',
};

const examples: { label: Key; value: string; scale: Scale }[] = [
  { label: 'exampleBody', value: '37', scale: 'C' },
  { label: 'exampleBoiling', value: '212', scale: 'F' },
  { label: 'exampleOven', value: '350', scale: 'F' },
  { label: 'exampleFreezer', value: '0', scale: 'F' },
  { label: 'exampleRoom', value: '293.15', scale: 'K' },
];

export function TemperatureConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = temperatureConverter(state);
  const ok = okOf(result);
  const icon = ok ? icons[ok.context.icon] : null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend={t('convertFrom')}
          value={state.scale}
          onChange={(scale) => setState({ scale })}
          options={SCALES.map((s) => ({ value: s, label: `${t(scaleNames[s])} (${units[s]})` }))}
        />
        <NumberField
          label={t('temperatureIn', { scale: t(scaleNames[state.scale]) })}
          unit={units[state.scale]}
          value={state.value}
          maxLength={40}
          placeholder={state.scale === 'F' ? '98.6' : state.scale === 'K' ? '310.15' : '37'}
          onValue={(value) => setState({ value })}
        />
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('tryExample')}</p>
          <div className="flex flex-wrap gap-2">
            {examples.map((example) => (
              <Button
                key={example.label}
                onClick={() => setState({ value: example.value, scale: example.scale })}
              >
                {t(example.label)}
              </Button>
            ))}
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('formulas')}</p>
      </div>

      <ResultPanel
        minHeight="16rem"
        error={t.error(result)}
        summary={
          ok ? t('summary', { summary: ok.summary, description: t(`context.${ok.context.id}`) }) : null
        }
        intro={t('intro')}
      >
        {ok && icon && (
          <div className="space-y-4">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {SCALES.map((s) => (
                <Stat key={s} term={t(scaleNames[s])} testId={`temperature-${s}`}>
                  <span className="text-2xl">{ok.text[s]}</span>
                </Stat>
              ))}
            </dl>
            <div
              data-testid="temperature-context"
              className={`flex items-start gap-3 rounded-xl border-s-4 bg-white p-3 dark:bg-slate-950 ${colorClasses[ok.context.color]}`}
            >
              <NodeIcon node={icon} className="mt-0.5 shrink-0" size={22} />
              <div>
                <p className="font-semibold">{t(`context.${ok.context.id}`)}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t(`contextDetail.${ok.context.id}`)}
                </p>
              </div>
            </div>
            <ToolActions title={t('shareTitle')} summary={ok.summary} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
