import { Download } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { downloadFile } from '~/lib/download';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { inputClass } from '~/ui/Field';
import { Stat } from '~/ui/Stat';
import { highlightTokens, type TokenKind } from './json-beautifier';
import { ErrorBlock } from './ErrorBlock';
import type en from './messages/en';
import { type FormatOutcome, type JsonError, type JsonMode, type JsonStats } from './json-constants';
import { errorMessageText, sizeText } from './words';

/** Larger output goes in a plain read-only text box: thousands of coloured spans would be slow. */
export const HIGHLIGHT_MAX_CHARS = 50_000;
/**
 * Larger output shows only its beginning: a text box holding a 5 MB document froze Chromium for
 * about 6 s laying out its half a million lines. Copy and Download always give the whole output.
 */
export const PREVIEW_MAX_CHARS = 200_000;

/** The output's first lines, up to PREVIEW_MAX_CHARS (cut at a line end when there is one). */
export function previewOf(output: string): string {
  if (output.length <= PREVIEW_MAX_CHARS) return output;
  const head = output.slice(0, PREVIEW_MAX_CHARS);
  const lineEnd = head.lastIndexOf('\n');
  return lineEnd > 0 ? head.slice(0, lineEnd) : head;
}

const tokenClass: Record<Exclude<TokenKind, 'plain'>, string> = {
  key: 'text-blue-800 dark:text-blue-300',
  string: 'text-emerald-800 dark:text-emerald-300',
  number: 'text-amber-800 dark:text-amber-300',
  literal: 'text-purple-800 dark:text-purple-300',
};

type Shown = Exclude<FormatOutcome, null>;

/**
 * The result of formatting: the parser's message with its place, or the output (coloured, or in
 * a text box when large) with Copy, Download, the stats and the repeated-keys warning. A part of
 * its own, loaded on demand with the formatter (LazyJsonResult, json-engine.ts), so neither is in
 * the page's first load.
 */
export function JsonResult({
  outcome,
  mode,
  note,
  timing,
}: {
  outcome: Shown;
  mode: JsonMode;
  /** 'formatted with 2 spaces, keys sorted' */
  note: string;
  /** 'Formatted 5.2 MB in 180 ms', for a document formatted in the worker. */
  timing: string | null;
}) {
  if ('error' in outcome) return <ParseError error={outcome.error} />;
  return <Output output={outcome.output} stats={outcome.stats} mode={mode} note={note} timing={timing} />;
}

function ParseError({ error }: { error: JsonError }) {
  const t = useT<typeof en>();
  return (
    <ErrorBlock
      heading={t(error.kind === 'parse' ? 'parseError' : 'tooDeep')}
      message={errorMessageText(t, error)}
    >
      {error.line !== undefined && (
        <p data-testid="json-error-place" className="mt-3 font-medium text-slate-900 dark:text-slate-100">
          {t('errorPlace', { line: String(error.line), column: String(error.column) })}
        </p>
      )}
      {error.excerpt && (
        <pre
          translate="no"
          // Scrolls sideways on a narrow screen, so it takes focus (keyboard users can scroll it).
          tabIndex={0}
          role="region"
          aria-label={t('errorExcerpt')}
          className="mt-2 overflow-x-auto rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        >
          {error.excerpt.text || ' '}
          {'\n'}
          <span aria-hidden="true" className="font-bold text-red-700 dark:text-red-300">
            {' '.repeat(error.excerpt.caret)}^
          </span>
        </pre>
      )}
    </ErrorBlock>
  );
}

function Output({
  output,
  stats,
  mode,
  note,
  timing,
}: {
  output: string;
  stats: JsonStats;
  mode: JsonMode;
  note: string;
  timing: string | null;
}) {
  const t = useT<typeof en>();
  const label = t(mode === 'minified' ? 'minifiedJson' : 'formattedJson');
  const wrap = mode === 'minified';
  const preview = previewOf(output);
  return (
    <div className="space-y-4">
      <div>
        <p className="font-medium text-emerald-800 dark:text-emerald-300">
          <span aria-hidden="true">✓ </span>
          {t('valid', { note })}
        </p>
        {timing && (
          <p data-testid="json-timing" className="text-sm text-slate-700 dark:text-slate-300">
            {timing}
          </p>
        )}
      </div>
      {output.length <= HIGHLIGHT_MAX_CHARS ? (
        <pre
          // The visitor's document: never a browser translator's to change.
          translate="no"
          data-testid="json-output"
          tabIndex={0}
          role="region"
          aria-label={label}
          className={`max-h-[32rem] overflow-auto rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 ${wrap ? 'break-all whitespace-pre-wrap' : ''}`}
        >
          {highlightTokens(output).map((token, i) =>
            token.kind === 'plain' ? (
              token.text
            ) : (
              <span key={i} className={tokenClass[token.kind]}>
                {token.text}
              </span>
            ),
          )}
        </pre>
      ) : (
        <textarea
          data-testid="json-output"
          aria-label={label}
          readOnly
          rows={18}
          wrap={wrap ? 'soft' : 'off'}
          spellCheck={false}
          className={`${inputClass} resize-y font-mono text-sm`}
          value={preview}
        />
      )}
      {preview.length < output.length && (
        <p data-testid="json-preview-note" className="text-sm text-slate-700 dark:text-slate-300">
          {t('previewNote', {
            shown: sizeText(t, new TextEncoder().encode(preview).length),
            total: sizeText(t, stats.outputBytes),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyButton text={output} label={t('copy')} />
        <Button
          onClick={() =>
            downloadFile(mode === 'minified' ? 'minified.json' : 'formatted.json', output, 'application/json')
          }
        >
          <NodeIcon node={Download} size={16} />
          {t('download')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat term={t('inputSize')} testId="json-input-size">
          {sizeText(t, stats.inputBytes)}
        </Stat>
        <Stat term={t('outputSize')} testId="json-output-size">
          {sizeText(t, stats.outputBytes)}
        </Stat>
        <Stat term={t('keys')} testId="json-keys">
          {formatNumber(stats.keys, 0)}
        </Stat>
        <Stat term={t('values')} testId="json-values">
          {formatNumber(stats.values, 0)}
        </Stat>
        <Stat term={t('depth')} testId="json-depth">
          {formatNumber(stats.depth, 0)}
        </Stat>
      </dl>
      {stats.duplicateKeys > 0 && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
          <span aria-hidden="true">⚠ </span>
          {t('duplicateKeys', { n: stats.duplicateKeys })}
        </p>
      )}
    </div>
  );
}
