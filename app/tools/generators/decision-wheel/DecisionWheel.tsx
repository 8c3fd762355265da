import { Plus, Trash2 } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { addRecent } from '~/lib/recent';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '~/lib/i18n';
import { randomFraction } from '~/lib/random';
import { useUrlState } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import { TextField } from '~/ui/Field';
import { wordsCodec } from '~/ui/words-codec';
import { ResultPanel } from '~/ui/ResultPanel';
import { ToolActions } from '~/ui/ToolActions';
import {
  addRow,
  cleanOption,
  landingRotation,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_MAX_LENGTH,
  pickWinner,
  RECENT_SHOWN,
  REDUCED_MOTION_MS,
  removeRow,
  SPIN_MS,
  wheelOptions,
  RECENT_KEPT,
} from './decision-wheel';
import type en from './messages/en';
import { schema } from './schema';
import { Wheel } from './Wheel';

/** The last spin's result, with the wheel it was drawn from (to outline the slice while it is unchanged). */
interface Landed {
  winner: string;
  index: number;
  wheel: string;
}

const wheelKey = (options: readonly string[]) => JSON.stringify(options);

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function DecisionWheel() {
  const [{ options: rows }, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  // The default options a link holds in English ('Yes', 'No'), in the page's words.
  const optionWords = wordsCodec([
    ['Yes', t('defaultYes')],
    ['No', t('defaultNo')],
  ]);
  const options = wheelOptions(rows).map((option) => optionWords?.shown(option) ?? option);
  const spinnable = options.length >= MIN_OPTIONS;

  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState<'animated' | 'instant' | null>(null);
  const [landed, setLanded] = useState<Landed | null>(null);
  const [recent, setRecent] = useState<readonly string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // After Add or Remove, focus moves to a row's input (the clicked button may be gone or disabled).
  const list = useRef<HTMLOListElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    list.current?.querySelector<HTMLInputElement>(`input[data-row="${focusRow.current}"]`)?.focus();
    focusRow.current = null;
  }, [rows]);

  const spin = () => {
    if (spinning || !spinnable) return;
    // The winner is drawn first; the animation only shows it.
    const index = pickWinner(options);
    const winner = options[index]!;
    const reduced = prefersReducedMotion();
    setRotation(landingRotation(rotation, index, options.length, randomFraction()));
    setSpinning(reduced ? 'instant' : 'animated');
    setLanded(null);
    clearTimeout(timer.current);
    // Reduced motion: no animation, the winner shows after a short pause (a repeated winner is
    // still announced, as the live region was cleared in between).
    timer.current = setTimeout(
      () => {
        setSpinning(null);
        setLanded({ winner, index, wheel: wheelKey(options) });
        setRecent((list) => addRecent(list, [winner], RECENT_KEPT));
      },
      reduced ? REDUCED_MOTION_MS : SPIN_MS,
    );
  };

  const editRow = (index: number, value: string) =>
    setState((s) => ({ options: s.options.map((row, i) => (i === index ? cleanOption(value) : row)) }));
  const add = () => {
    setState((s) => ({ options: addRow(s.options) }));
    focusRow.current = rows.length;
  };
  const remove = (index: number) => {
    setState((s) => ({ options: removeRow(s.options, index) }));
    focusRow.current = Math.min(index, rows.length - 2);
  };

  const winner = spinning ? null : (landed?.winner ?? null);
  const highlight = landed && !spinning && landed.wheel === wheelKey(options) ? landed.index : null;
  const hintId = useId();
  const recentId = useId();
  const optionList = options.join(', ');
  const summary = winner
    ? t('summaryWinner', { options: optionList, winner })
    : t('summary', { options: optionList });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {/* The wheel comes first: a shared wheel is there to be spun, and a link with more options
          than the default two then grows the list below the wheel, not above it. */}
      <ResultPanel label={t('wheel')} summary={winner ? t('winnerSummary', { winner }) : null}>
        <div className="mx-auto aspect-square w-full max-w-[22rem]">
          <Wheel
            options={options}
            rotation={rotation}
            animate={spinning === 'animated'}
            highlight={highlight}
          />
        </div>
        <div className="mt-4 flex flex-col items-center gap-2">
          <Button
            variant="primary"
            className="min-w-32 text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            // While spinning the button stays focusable (aria-disabled, clicks ignored), so keyboard
            // users keep their place; without 2 options it is plainly disabled.
            disabled={!spinnable}
            aria-disabled={spinning !== null || undefined}
            aria-describedby={spinnable ? undefined : hintId}
            onClick={spin}
          >
            {t('spin')}
          </Button>
          {!spinnable && (
            <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
              {t('enterAtLeast', { min: MIN_OPTIONS })}
            </p>
          )}
        </div>
        <div className="mt-4 flex min-h-20 items-center justify-center text-center">
          <p data-testid="winner" className="min-w-0 [overflow-wrap:anywhere]">
            {winner ? (
              <>
                <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">
                  {t('winnerLabel')}
                </span>
                <span className="block text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
                  {winner}
                </span>
              </>
            ) : (
              <span className="text-slate-700 dark:text-slate-300">
                {t(spinning ? 'spinning' : 'pressSpin')}
              </span>
            )}
          </p>
        </div>
        {recent.length > 0 && (
          <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
            <h2 id={recentId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('recentResults')}
            </h2>
            <ol aria-labelledby={recentId} className="mt-2 space-y-1 text-slate-800 dark:text-slate-200">
              {recent.slice(0, RECENT_SHOWN).map((entry) => (
                <li key={entry} className="[overflow-wrap:anywhere]">
                  {entry}
                </li>
              ))}
            </ol>
          </div>
        )}
      </ResultPanel>
      <div className="min-w-0 space-y-5">
        <fieldset>
          <legend className="mb-2 font-semibold text-slate-900 dark:text-slate-100">{t('options')}</legend>
          <ol ref={list} className="space-y-3">
            {rows.map((row, i) => (
              <li key={i} className="flex items-end gap-2">
                <TextField
                  className="min-w-0 flex-1"
                  label={t('option', { n: String(i + 1) })}
                  value={row}
                  codec={optionWords}
                  maxLength={OPTION_MAX_LENGTH}
                  readOnly={spinning !== null}
                  data-row={i}
                  onValue={(value) => editRow(i, value)}
                />
                <Button
                  aria-label={t('removeOption', { n: String(i + 1) })}
                  title={t('removeOption', { n: String(i + 1) })}
                  disabled={rows.length <= MIN_OPTIONS || spinning !== null}
                  onClick={() => remove(i)}
                  className="shrink-0"
                >
                  <NodeIcon node={Trash2} size={16} />
                </Button>
              </li>
            ))}
          </ol>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={add} disabled={rows.length >= MAX_OPTIONS || spinning !== null}>
            <NodeIcon node={Plus} size={16} />
            {t('addOption')}
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('rowsNote', { rows: String(rows.length), max: String(MAX_OPTIONS) })}
          </p>
        </div>
        <ToolActions title={t('shareTitle')} summary={summary} />
      </div>
    </div>
  );
}
