import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { CopyButton } from '~/ui/CopyButton';
import { ResultPanel } from '~/ui/ResultPanel';
import { TextAreaField } from '~/ui/TextAreaField';
import { textCaseConverter } from './text-case-converter';

// text is cut to 100 characters in the link; the box holds any length.
const schema = { text: param.text('') };

export function TextCaseConverter() {
  const [state, setState] = useUrlState(schema);
  const results = textCaseConverter(state);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextAreaField
          label="Text"
          rows={8}
          value={state.text}
          placeholder="Type or paste text, a variable name or a title"
          hint="Words are split on spaces, punctuation and camelCase. Links keep the first 100 characters."
          onValue={(text) => setState({ text })}
        />
      </div>

      <ResultPanel
        minHeight="30rem"
        label="Converted text"
        summary={results ? `Converted to ${results.length} cases` : null}
        intro="Type text to see it in lower case, UPPER CASE, Title Case, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE and dot.case, each with its own Copy button."
      >
        {results && (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {results.map((result) => (
              <li key={result.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-center justify-between gap-3">
                  <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{result.name}</h2>
                  <CopyButton text={result.value} label="Copy" accessibleName={`Copy ${result.name}`} />
                </div>
                <p
                  data-testid={`case-${result.id}`}
                  className="mt-1 font-mono text-sm break-all whitespace-pre-wrap text-slate-900 dark:text-slate-100"
                >
                  {result.value || '—'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ResultPanel>
    </div>
  );
}
