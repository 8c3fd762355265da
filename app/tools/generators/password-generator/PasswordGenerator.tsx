import { Eye, EyeOff, RefreshCw } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { addRecent } from '~/lib/recent';
import { useState } from 'react';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { CopyButton } from '~/ui/CopyButton';
import { RecentList } from '~/ui/RecentList';
import { ResultPanel } from '~/ui/ResultPanel';
import { Slider } from '~/ui/Slider';
import {
  LENGTH_DEFAULT,
  LENGTH_MAX,
  LENGTH_MIN,
  POOL_IDS,
  passwordGenerator,
  RECENT_SHOWN,
  selectedPools,
  toggledChoice,
  type PasswordResult,
  type PoolChoice,
  type PoolId,
  type Strength,
  RECENT_KEPT,
} from './password-generator';
import type en from './messages/en';

const schema = {
  length: param.int(LENGTH_DEFAULT, LENGTH_MIN, LENGTH_MAX),
  lower: param.bool(true, 'true'),
  upper: param.bool(true, 'true'),
  numbers: param.bool(true, 'true'),
  symbols: param.bool(true, 'true'),
};

/** Each character type's label: its message key is its id. */
const poolLabels = {
  lower: 'lower',
  upper: 'upper',
  numbers: 'numbers',
  symbols: 'symbols',
} as const satisfies Record<PoolId, keyof typeof en>;

// Five steps of a bar, with the label in words beside it (its message key is the strength).
const strengthStyle: Record<Strength, { bars: number; color: string; label: Strength }> = {
  veryWeak: { bars: 1, color: 'bg-red-600 dark:bg-red-400', label: 'veryWeak' },
  weak: { bars: 2, color: 'bg-orange-500 dark:bg-orange-400', label: 'weak' },
  fair: { bars: 3, color: 'bg-yellow-500 dark:bg-yellow-300', label: 'fair' },
  strong: { bars: 4, color: 'bg-green-600 dark:bg-green-400', label: 'strong' },
  veryStrong: { bars: 5, color: 'bg-green-700 dark:bg-green-300', label: 'veryStrong' },
};

export function PasswordGenerator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  // All four off (a hand-made link) reads as all four on: one type must stay selected.
  const chosen = new Set(selectedPools(state));
  const choice: PoolChoice = {
    lower: chosen.has('lower'),
    upper: chosen.has('upper'),
    numbers: chosen.has('numbers'),
    symbols: chosen.has('symbols'),
  };
  const [visible, setVisible] = useState(true);
  const [round, setRound] = useState(0);
  const [current, setCurrent] = useState<{ key: string; result: PasswordResult } | null>(null);
  const [recent, setRecent] = useState<string[]>([]);

  // Generated after hydration (the prerendered page must not hold a password), on every option
  // change and on Regenerate; set while rendering so an old password is never shown for new options.
  const key = `${state.length}:${POOL_IDS.map((id) => Number(choice[id])).join('')}:${round}`;
  if (hydrated && current?.key !== key) {
    const result = passwordGenerator(state.length, choice);
    setCurrent({ key, result });
    setRecent(addRecent(recent, [result.password], RECENT_KEPT));
  }
  const result = current?.result ?? null;
  const strength = result && t(strengthStyle[result.strength].label);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Slider
          label={t('length')}
          unit={t('characters')}
          min={LENGTH_MIN}
          max={LENGTH_MAX}
          decimals={0}
          value={state.length}
          onChange={(length) => setState({ length: Math.round(length) })}
        />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('charactersToUse')}
          </legend>
          {POOL_IDS.map((id) => (
            <Checkbox
              key={id}
              label={t(poolLabels[id])}
              checked={choice[id]}
              onChange={(on) => setState(toggledChoice(choice, id, on))}
            />
          ))}
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('typesNote')}</p>
        </fieldset>
      </div>

      <ResultPanel
        minHeight="18rem"
        label={t('password')}
        summary={result && strength ? t('summary', { length: String(result.length), strength }) : null}
        intro={t('generating')}
      >
        {result && (
          <div className="space-y-4">
            <div className="flex items-start gap-2">
              <output
                data-testid="password-output"
                aria-label={t(visible ? 'password' : 'passwordHidden')}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-lg break-all text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
              >
                {visible ? result.password : '•'.repeat(result.length)}
              </output>
              <Button
                variant="ghost"
                aria-pressed={!visible}
                aria-label={t(visible ? 'hide' : 'show')}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <NodeIcon node={EyeOff} size={18} /> : <NodeIcon node={Eye} size={18} />}
              </Button>
            </div>
            <div>
              <div className="flex gap-1" aria-hidden="true">
                {[1, 2, 3, 4, 5].map((bar) => (
                  <span
                    key={bar}
                    className={`h-2 flex-1 rounded ${bar <= strengthStyle[result.strength].bars ? strengthStyle[result.strength].color : 'bg-slate-200 dark:bg-slate-700'}`}
                  />
                ))}
              </div>
              <p data-testid="password-strength" className="mt-2 text-sm text-slate-800 dark:text-slate-200">
                {t.rich('strength', {
                  strength: <strong>{strength}</strong>,
                  bits: formatNumber(result.entropy, 1),
                  length: String(result.length),
                  pool: String(result.poolSize),
                })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={result.password} label={t('copy')} variant="primary" />
              <Button onClick={() => setRound((r) => r + 1)}>
                <NodeIcon node={RefreshCw} size={16} />
                {t('regenerate')}
              </Button>
            </div>
            {recent.length > 1 && (
              <RecentList
                summary={t('recent')}
                testId="password-recent"
                items={recent
                  .slice(0, RECENT_SHOWN)
                  .map((password) => (visible ? password : '•'.repeat(password.length)))}
              />
            )}
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
