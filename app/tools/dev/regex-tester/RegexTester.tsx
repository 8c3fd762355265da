import { useEffect, useId, useMemo, useState } from 'react';
import { runInWorker, type TimedResult } from '~/lib/timed-worker';
import { useUrlState } from '~/lib/url-state';
import { param, TEXT_PARAM_MAX, type Param } from '~/lib/url-params';
import { fail, okOf } from '~/lib/outcome';
import { useT } from '~/lib/i18n';
import { Checkbox } from '~/ui/Checkbox';
import { FieldFrame, inputClass } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Results } from './RegexResults';
import { TextAreaField } from '~/ui/TextAreaField';
import type en from './messages/en';
import {
  DEFAULT_FLAGS,
  FLAG_LETTERS,
  normalizeFlags,
  TIME_LIMIT_MS,
  withFlag,
  type FlagLetter,
  type RegexInput,
  type RegexOutcome,
} from './regex-tester';
import { matchSummaryText } from './words';

/** Flags from a link: only g i m s u y, once each, in canonical order; `f=` means no flags. */
const flagsParam: Param<string> = {
  ...param.text(DEFAULT_FLAGS),
  read: (params, key) => {
    const raw = params.get(key);
    return raw === null ? undefined : normalizeFlags(raw.slice(0, TEXT_PARAM_MAX));
  },
};

// p, t and r are cut to 100 characters when read from a link; the fields themselves hold any length.
const schema = { p: param.text(''), f: flagsParam, t: param.text(''), r: param.text('') };

const FLAG_INFO: Record<FlagLetter, { name: keyof typeof en; hint: keyof typeof en }> = {
  g: { name: 'flagG', hint: 'flagGHint' },
  i: { name: 'flagI', hint: 'flagIHint' },
  m: { name: 'flagM', hint: 'flagMHint' },
  s: { name: 'flagS', hint: 'flagSHint' },
  u: { name: 'flagU', hint: 'flagUHint' },
  y: { name: 'flagY', hint: 'flagYHint' },
};

/** Quiet spell after typing before a run starts; a run past this long shows 'Matching…'. */
const DEBOUNCE_MS = 150;
const SLOW_MS = 150;

const monoInputClass = `${inputClass} font-mono`;

function outcomeOf(result: TimedResult<RegexOutcome | null>): RegexOutcome | null {
  if (result.ok) return result.value;
  if (result.reason === 'timeout') return { error: 'timeout' };
  if (result.reason === 'unavailable') return { error: 'noWorker' };
  if (result.reason === 'load-failed') return { error: 'workerFailed' };
  return fail('engineError', { message: result.message });
}

interface Run {
  input: RegexInput;
  outcome: RegexOutcome | null;
}

/**
 * Runs the pattern in a Web Worker with a 1-second limit (from the moment the worker has loaded),
 * after a short quiet spell. A newer input aborts the older run (its worker is terminated). The
 * pattern never runs on the page's thread: without a worker the outcome says why. Returns the
 * latest finished run, whether it belongs to the current input, and whether the current run is
 * taking a while.
 */
function useRegexRun(input: RegexInput) {
  const [done, setDone] = useState<Run | null>(null);
  const [slowFor, setSlowFor] = useState<RegexInput | null>(null);

  useEffect(() => {
    if (input.pattern === '') return;
    const controller = new AbortController();
    let slowTimer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = setTimeout(() => {
      slowTimer = setTimeout(() => setSlowFor(input), SLOW_MS);
      void runInWorker<RegexInput, RegexOutcome | null>(
        () => new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module' }),
        input,
        { timeoutMs: TIME_LIMIT_MS, signal: controller.signal },
      ).then((result) => {
        if (controller.signal.aborted) return;
        clearTimeout(slowTimer);
        setDone({ input, outcome: outcomeOf(result) });
      });
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(startTimer);
      clearTimeout(slowTimer);
    };
  }, [input]);

  const current = done !== null && done.input === input;
  return { done, current, slow: !current && slowFor === input };
}

export function RegexTester() {
  const [{ p, f, t: text, r }, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const input = useMemo<RegexInput>(() => ({ pattern: p, flags: f, text, replacement: r }), [p, f, text, r]);
  const { done, slow } = useRegexRun(input);
  const patternId = useId();
  const replacementId = useId();

  const empty = p === '';
  const outcome = empty ? null : (done?.outcome ?? null);
  const result = okOf(outcome);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <FieldFrame
          id={patternId}
          label={t('pattern')}
          hint={t.rich('patternHint', {
            digits: <code className="font-mono">{'\\d+'}</code>,
            year: <code className="font-mono">{'(?<year>\\d{4})'}</code>,
          })}
        >
          <div className="flex items-center gap-1.5">
            <span aria-hidden="true" className="font-mono text-lg text-slate-600 dark:text-slate-400">
              /
            </span>
            <CodeInput
              id={patternId}
              value={p}
              placeholder="\b\w+@\w+\.com\b"
              onValue={(pattern) => setState({ p: pattern })}
            />
            <span aria-hidden="true" className="font-mono text-lg text-slate-600 dark:text-slate-400">
              /{f}
            </span>
          </div>
        </FieldFrame>

        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('flags')}
          </legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {FLAG_LETTERS.map((letter) => (
              <Checkbox
                key={letter}
                label={
                  <>
                    <span className="font-mono font-bold">{letter}</span> {t(FLAG_INFO[letter].name)}
                  </>
                }
                hint={t(FLAG_INFO[letter].hint)}
                checked={f.includes(letter)}
                onChange={(on) => setState((s) => ({ f: withFlag(s.f, letter, on) }))}
              />
            ))}
          </div>
        </fieldset>

        <TextAreaField
          label={t('testText')}
          rows={6}
          value={text}
          placeholder={t('testTextPlaceholder')}
          hint={t('testTextHint')}
          onValue={(value) => setState({ t: value })}
        />

        <FieldFrame
          id={replacementId}
          label={t('replacement')}
          hint={t.rich('replacementHint', {
            group: <code className="font-mono">$1</code>,
            named: <code className="font-mono">{'$<name>'}</code>,
            whole: <code className="font-mono">$&amp;</code>,
          })}
        >
          <CodeInput
            id={replacementId}
            value={r}
            placeholder="[$&]"
            onValue={(replacement) => setState({ r: replacement })}
          />
        </FieldFrame>
      </div>

      <ResultPanel
        // Room for a few matches and the replace result: a shared link's result appears after
        // hydration, once the worker has answered, without pushing the page about.
        minHeight="24rem"
        // A slow new run replaces an older error with 'Matching…'.
        error={slow ? null : t.error(outcome)}
        summary={result ? matchSummaryText(t, result) : null}
        intro={t('intro')}
      >
        {!empty && (
          <div>
            {slow && (
              <p
                data-testid="regex-pending"
                className="mb-3 text-sm font-medium text-slate-700 dark:text-slate-300"
              >
                {t('matching')}
              </p>
            )}
            {result && done && (
              // The previous result stays in place, faded, while a slow run is under way.
              <div className={slow ? 'opacity-50' : undefined}>
                <Results result={result} input={done.input} />
              </div>
            )}
          </div>
        )}
      </ResultPanel>
    </div>
  );
}

/** A one-line box for code: no autocorrect, spell check or capitals; its hint is `${id}-hint`. */
function CodeInput({
  id,
  value,
  placeholder,
  onValue,
}: {
  id: string;
  value: string;
  placeholder: string;
  onValue: (value: string) => void;
}) {
  return (
    <input
      id={id}
      type="text"
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      aria-describedby={`${id}-hint`}
      className={monoInputClass}
      value={value}
      placeholder={placeholder}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
