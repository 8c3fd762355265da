import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Checkbox } from '~/ui/Checkbox';
import { CopyButton } from '~/ui/CopyButton';
import { ResultPanel } from '~/ui/ResultPanel';
import { TextAreaField } from '~/ui/TextAreaField';
import type en from './messages/en';
import { removeLineBreaks, type TextCounts } from './remove-line-breaks';

// text is cut to 100 characters in the link; the box holds any length.
const schema = { text: param.text(''), preserve: param.bool(false, 'true') };

const describe = ({ characters, lines }: TextCounts, t: T<typeof en>) =>
  t('counts', { characters: t('characters', { n: characters }), lines: t('lines', { n: lines }) });

export function RemoveLineBreaks() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = removeLineBreaks(state);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextAreaField
          label={t('textLabel')}
          rows={10}
          value={state.text}
          placeholder={t('placeholder')}
          hint={t('hint')}
          onValue={(text) => setState({ text })}
        />
        <Checkbox
          label={t('preserve')}
          checked={state.preserve}
          onChange={(preserve) => setState({ preserve })}
        />
      </div>

      <ResultPanel
        minHeight="16rem"
        summary={
          result
            ? t('summary', { removed: String(result.removed), counts: describe(result.result, t) })
            : null
        }
        intro={t('intro')}
      >
        {result && (
          <div className="space-y-3">
            <label
              htmlFor="line-break-output"
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t('outputLabel')}
            </label>
            <textarea
              id="line-break-output"
              // The visitor's own text, cleaned: never a browser translator's to change.
              translate="no"
              data-testid="line-break-output"
              readOnly
              rows={10}
              value={result.output}
              className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
            />
            <p data-testid="line-break-counts" className="text-sm text-slate-700 dark:text-slate-300">
              {t('beforeAfter', {
                before: describe(result.input, t),
                after: describe(result.result, t),
                removed: formatNumber(result.removed, 0),
              })}
            </p>
            <CopyButton text={result.output} label={t('copy')} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
