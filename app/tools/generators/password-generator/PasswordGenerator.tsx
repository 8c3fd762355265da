import { Eye, EyeOff, RefreshCw } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { addRecent } from '~/lib/recent';
import { useState } from 'react';
import { formatNumber } from '~/lib/format';
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

const schema = {
  length: param.int(LENGTH_DEFAULT, LENGTH_MIN, LENGTH_MAX),
  lower: param.bool(true, 'true'),
  upper: param.bool(true, 'true'),
  numbers: param.bool(true, 'true'),
  symbols: param.bool(true, 'true'),
};

const poolLabels: Record<PoolId, string> = {
  lower: 'Lowercase (a–z)',
  upper: 'Uppercase (A–Z)',
  numbers: 'Numbers (0–9)',
  symbols: 'Symbols (!@#$%^&*…)',
};

// Five steps of a bar, with the label in words beside it.
const strengthStyle: Record<Strength, { bars: number; color: string }> = {
  'Very Weak': { bars: 1, color: 'bg-red-600 dark:bg-red-400' },
  Weak: { bars: 2, color: 'bg-orange-500 dark:bg-orange-400' },
  Fair: { bars: 3, color: 'bg-yellow-500 dark:bg-yellow-300' },
  Strong: { bars: 4, color: 'bg-green-600 dark:bg-green-400' },
  'Very Strong': { bars: 5, color: 'bg-green-700 dark:bg-green-300' },
};

export function PasswordGenerator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
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

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Slider
          label="Length"
          unit="characters"
          min={LENGTH_MIN}
          max={LENGTH_MAX}
          decimals={0}
          value={state.length}
          onChange={(length) => setState({ length: Math.round(length) })}
        />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            Characters to use
          </legend>
          {POOL_IDS.map((id) => (
            <Checkbox
              key={id}
              label={poolLabels[id]}
              checked={choice[id]}
              onChange={(on) => setState(toggledChoice(choice, id, on))}
            />
          ))}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Every password has at least one of each type you tick. At least one type stays ticked.
          </p>
        </fieldset>
      </div>

      <ResultPanel
        minHeight="18rem"
        label="Password"
        summary={result ? `New ${result.length}-character password, ${result.strength}` : null}
        intro="Generating…"
      >
        {result && (
          <div className="space-y-4">
            <div className="flex items-start gap-2">
              <output
                data-testid="password-output"
                aria-label={visible ? 'Password' : 'Password (hidden)'}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-lg break-all text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
              >
                {visible ? result.password : '•'.repeat(result.length)}
              </output>
              <Button
                variant="ghost"
                aria-pressed={!visible}
                aria-label={visible ? 'Hide password' : 'Show password'}
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
              <p data-testid="password-strength" className="mt-2 text-slate-800 dark:text-slate-200">
                Strength: <strong>{result.strength}</strong> ({formatNumber(result.entropy, 1)} bits of
                entropy: {result.length} characters from {result.poolSize})
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={result.password} label="Copy password" variant="primary" />
              <Button onClick={() => setRound((r) => r + 1)}>
                <NodeIcon node={RefreshCw} size={16} />
                Regenerate
              </Button>
            </div>
            {recent.length > 1 && (
              <RecentList
                summary="Recent passwords (this visit only)"
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
