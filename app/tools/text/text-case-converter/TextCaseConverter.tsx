import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { CopyButton } from '~/ui/CopyButton';
import { ResultPanel } from '~/ui/ResultPanel';
import { TextAreaField } from '~/ui/TextAreaField';
import type en from './messages/en';
import { textCaseConverter, type CaseFormat } from './text-case-converter';

/** Each case's name as the page shows it (its message key is its id). */
const caseName = (id: CaseFormat) => id satisfies keyof typeof en;

// text is cut to 100 characters in the link; the box holds any length.
const schema = { text: param.text('') };

export function TextCaseConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const results = textCaseConverter(state);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextAreaField
          label={t('text')}
          rows={8}
          value={state.text}
          placeholder={t('placeholder')}
          hint={t('hint')}
          onValue={(text) => setState({ text })}
        />
      </div>

      <ResultPanel
        minHeight="30rem"
        label={t('converted')}
        summary={results ? t('summary', { n: results.length }) : null}
        intro={t('intro')}
      >
        {results && (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {results.map((result) => (
              <li key={result.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-center justify-between gap-3">
                  <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">
                    {t(caseName(result.id))}
                  </h2>
                  <CopyButton
                    text={result.value}
                    label={t('copy')}
                    accessibleName={t('copyCase', { name: t(caseName(result.id)) })}
                  />
                </div>
                <p
                  // The visitor's own text, converted: never a browser translator's to change.
                  translate="no"
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
