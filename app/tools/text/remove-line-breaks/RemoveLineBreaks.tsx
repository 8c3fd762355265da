import { countOf, formatNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Checkbox } from '~/ui/Checkbox';
import { CopyButton } from '~/ui/CopyButton';
import { ResultPanel } from '~/ui/ResultPanel';
import { TextAreaField } from '~/ui/TextAreaField';
import { removeLineBreaks, type TextCounts } from './remove-line-breaks';

// text is cut to 100 characters in the link; the box holds any length.
const schema = { text: param.text(''), preserve: param.bool(false, 'true') };

const describe = ({ characters, lines }: TextCounts) =>
  `${countOf(characters, 'character')}, ${countOf(lines, 'line')}`;

export function RemoveLineBreaks() {
  const [state, setState] = useUrlState(schema);
  const result = removeLineBreaks(state);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextAreaField
          label="Text with line breaks"
          rows={10}
          value={state.text}
          placeholder="Paste text copied from a PDF, an e-mail or a terminal…"
          hint="Links keep the first 100 characters of the text."
          onValue={(text) => setState({ text })}
        />
        <Checkbox
          label="Keep paragraph breaks (blank lines)"
          checked={state.preserve}
          onChange={(preserve) => setState({ preserve })}
        />
      </div>

      <ResultPanel
        minHeight="16rem"
        summary={result ? `Removed ${result.removed} line breaks: ${describe(result.result)}` : null}
        intro="Paste text to join its lines: every line break becomes one space, whether it came from Windows, Mac or Unix. Tick ‘Keep paragraph breaks’ to keep blank lines between paragraphs."
      >
        {result && (
          <div className="space-y-3">
            <label
              htmlFor="line-break-output"
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              Text without line breaks
            </label>
            <textarea
              id="line-break-output"
              data-testid="line-break-output"
              readOnly
              rows={10}
              value={result.output}
              className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
            />
            <p data-testid="line-break-counts" className="text-sm text-slate-700 dark:text-slate-300">
              Before: {describe(result.input)}. After: {describe(result.result)}. Line breaks removed:{' '}
              {formatNumber(result.removed, 0)}.
            </p>
            <CopyButton text={result.output} label="Copy text" />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
