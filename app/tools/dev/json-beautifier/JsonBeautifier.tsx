import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, type Param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { hintClass, inputClass, labelClass } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Select } from '~/ui/Select';
import {
  INDENT_DEFAULT,
  INDENT_MAX,
  INDENT_MIN,
  INDENT_SIZES,
  JSON_LINK_MAX,
  WORKER_TIMEOUT_MS,
  type FormatInput,
  type FormatOutcome,
  type JsonError,
  type JsonMode,
} from './json-constants';
import { loadedEngine, loadEngine, type JsonEngine } from './json-engine';
import { ErrorBlock } from './ErrorBlock';
import { LazyJsonResult } from './LazyJsonResult';
import type en from './messages/en';
import { errorMessageText, sizeText } from './words';

// The formatter (json-run.ts, json-beautifier.ts) and the result's display (JsonResult.tsx) are
// loaded on demand (json-engine.ts, LazyJsonResult.tsx): never import them here, or they join
// the page's first load.

/** Up to this many characters the text is formatted on the page's thread (a few ms); above, in a worker. */
export const SYNC_MAX_CHARS = 100_000;
/** A large document is sent to the worker once typing pauses this long. */
export const WORKER_DELAY_MS = 200;

/**
 * `json`: cut to 500 characters when read from a link and left out of
 * the address while the document is longer than that, so a 5 MB paste never lands in the URL.
 */
const jsonParam: Param<string> = {
  default: '',
  read: (params, key) => params.get(key)?.slice(0, JSON_LINK_MAX),
  write: (params, key, value) => {
    if (value === '' || value.length > JSON_LINK_MAX) params.delete(key);
    else params.set(key, value);
  },
  present: (params, key) => params.has(key),
};

const schema = {
  json: jsonParam,
  indent: param.int(INDENT_DEFAULT, INDENT_MIN, INDENT_MAX, { outOfRange: 'ignore' }),
  sort: param.bool(false),
};

type Job =
  | { input: FormatInput; ok: true; outcome: FormatOutcome; ms: number | null }
  /**
   * 'timeout': the worker ran past its limit; 'load-failed': the formatter's chunk could not be
   * fetched (offline, or a new release replaced it).
   */
  | { input: FormatInput; ok: false; reason: 'timeout' | 'load-failed'; retry?: 'rerun' | 'sample' };

/** The formatter did not arrive; 'Try again' runs the formatting again, or loads the sample again. */
const loadFailed = (input: FormatInput, retry: 'rerun' | 'sample'): Job => ({
  input,
  ok: false,
  reason: 'load-failed',
  retry,
});

export function JsonBeautifier() {
  const [{ json, indent, sort }, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  // Minify sets the minified display; any change of indent or sort returns to formatted.
  const [mode, setMode] = useState<JsonMode>('formatted');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();

  // Typing stays responsive: the result follows the text when React has time.
  const text = useDeferredValue(json);
  const input = useMemo<FormatInput>(() => ({ text, indent, sort, mode }), [text, indent, sort, mode]);
  const large = text.length > SYNC_MAX_CHARS;
  const hasText = /\S/.test(text);

  // The formatter arrives on demand: fetched once there is text (or the input takes focus), then
  // small documents are formatted during render, at once, as the text changes.
  const [engine, setEngine] = useState<JsonEngine | null>(loadedEngine);
  const direct = useMemo(() => (large || !engine ? null : engine.formatJson(input)), [large, engine, input]);
  // Outcomes that arrive later: a large document's, or a failed load. A newer input replaces them.
  const [job, setJob] = useState<Job | null>(null);
  // 'Try again' after a failed load runs the effects below again.
  const [attempt, setAttempt] = useState(0);
  const preload = () => void loadEngine().then(setEngine, () => undefined);
  // The sample comes with the formatter: one fetch, then the sample and its result at once.
  const loadSample = () =>
    void loadEngine().then(
      (loaded) => {
        setEngine(loaded);
        setState({ json: loaded.SAMPLE_JSON });
      },
      () => setJob(loadFailed(input, 'sample')),
    );

  useEffect(() => {
    if (engine || large || !hasText) return;
    void loadEngine().then(setEngine, () => setJob(loadFailed(input, 'rerun')));
  }, [engine, large, hasText, input, attempt]);

  // Large documents: parsed and printed in a Web Worker; a newer input cancels the older run.
  useEffect(() => {
    if (!large) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void loadEngine().then(
        async ({ formatJson, formatInWorker }) => {
          const result = await formatInWorker(input, controller.signal);
          if (result.ok) setJob({ input, ok: true, outcome: result.value, ms: result.ms });
          else if (result.reason === 'timeout') setJob({ input, ok: false, reason: 'timeout' });
          // The worker could not start (its script did not load) or failed: format here instead,
          // slower but done (formatting is linear, so it cannot run away like a pattern).
          else if (result.reason !== 'cancelled')
            setJob({ input, ok: true, outcome: formatJson(input), ms: null });
        },
        () => {
          if (!controller.signal.aborted) setJob(loadFailed(input, 'rerun'));
        },
      );
    }, WORKER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [large, input, attempt]);

  const finished = job?.input === input ? job : null;
  const pending = large ? !finished : hasText && !engine && !finished;
  const outcome = large ? (finished?.ok ? finished.outcome : null) : direct;
  const timing = finished?.ok ? finished.ms : null;

  const indentOptions = (INDENT_SIZES as readonly number[]).includes(indent)
    ? INDENT_SIZES
    : [...INDENT_SIZES, indent].sort((a, b) => a - b);

  const changeFormatting = (patch: { indent?: number; sort?: boolean }) => {
    setState(patch);
    setMode('formatted');
  };

  let summary: string | null = null;
  let content: ReactNode = null;
  if (pending) {
    summary = t('formatting');
    content = (
      <p data-testid="json-progress" className="animate-pulse font-medium text-slate-800 dark:text-slate-200">
        {t('formatting')}
      </p>
    );
  } else if (finished && !finished.ok) {
    const message =
      finished.reason === 'timeout'
        ? t('tookTooLong', { seconds: String(WORKER_TIMEOUT_MS / 1000) })
        : t('loadFailed');
    summary = t('couldNotFormatSummary', { message });
    content = (
      <ErrorBlock heading={t('couldNotFormat')} message={message}>
        {finished.retry && (
          <Button
            className="mt-3"
            onClick={() => {
              setJob(null);
              if (finished.retry === 'sample') loadSample();
              else setAttempt((n) => n + 1);
            }}
          >
            {t('tryAgain')}
          </Button>
        )}
      </ErrorBlock>
    );
  } else if (outcome) {
    const note = describeLayout(t, mode, indent, sort);
    summary =
      'error' in outcome
        ? errorSummary(t, outcome.error)
        : t('validSummary', { note, size: sizeText(t, outcome.stats.outputBytes) });
    content = (
      <LazyJsonResult
        outcome={outcome}
        mode={mode}
        note={note}
        timing={
          timing === null || 'error' in outcome ? null : timingText(t, mode, outcome.stats.inputBytes, timing)
        }
      />
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <label htmlFor={inputId} className={labelClass}>
              {t('jsonInput')}
            </label>
            <div className="mb-1 flex gap-2">
              <Button onClick={loadSample} onPointerEnter={preload} onFocus={preload}>
                {t('loadSample')}
              </Button>
              <Button
                disabled={json === ''}
                onClick={() => {
                  setState({ json: '' });
                  inputRef.current?.focus();
                }}
              >
                {t('clear')}
              </Button>
            </div>
          </div>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={14}
            wrap="off"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby={`${inputId}-hint`}
            placeholder='{"name": "Ada Lovelace", "born": 1815}'
            className={`${inputClass} resize-y font-mono text-sm`}
            value={json}
            onFocus={preload}
            onChange={(e) => setState({ json: e.target.value })}
          />
          <p id={`${inputId}-hint`} className={hintClass}>
            {t('inputHint')}
          </p>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('indent')}
            value={indent}
            options={indentOptions.map((n) => ({ value: n, label: t('spaces', { n }) }))}
            onChange={(next) => changeFormatting({ indent: next })}
          />
          <Segmented
            legend={t('output')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'formatted', label: t('format') },
              { value: 'minified', label: t('minify') },
            ]}
          />
        </div>
        <Checkbox
          label={t('sortKeys')}
          hint={t('sortKeysHint')}
          checked={sort}
          onChange={(next) => changeFormatting({ sort: next })}
        />
      </div>

      <ResultPanel
        // Room for the example's output and its stats: a shared link's result appears after hydration.
        minHeight="30rem"
        summary={summary}
        intro={t('intro')}
      >
        {content}
      </ResultPanel>
    </div>
  );
}

function describeLayout(t: T<typeof en>, mode: JsonMode, indent: number, sort: boolean): string {
  if (mode === 'minified') return t(sort ? 'minifiedSorted' : 'minified');
  return t(sort ? 'formattedWithSorted' : 'formattedWith', { n: indent });
}

/** 'Formatted 5.2 MB in 180 ms': shown for documents formatted in the worker. */
function timingText(t: T<typeof en>, mode: JsonMode, bytes: number, ms: number): string {
  return t(mode === 'minified' ? 'minifiedIn' : 'formattedIn', {
    size: sizeText(t, bytes),
    ms: formatNumber(ms, 0),
  });
}

function errorSummary(t: T<typeof en>, error: JsonError): string {
  const heading = t(error.kind === 'parse' ? 'parseError' : 'tooDeep');
  const message = errorMessageText(t, error);
  return error.line === undefined
    ? t('errorSummary', { heading, message })
    : t('errorSummaryAt', {
        heading,
        message,
        line: String(error.line),
        column: String(error.column),
      });
}
