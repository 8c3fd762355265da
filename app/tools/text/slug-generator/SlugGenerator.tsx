import { CircleCheck, TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { parseNumber } from '~/lib/format';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Checkbox } from '~/ui/Checkbox';
import { CopyButton } from '~/ui/CopyButton';
import { NumberField, TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { MAX_LENGTH_LIMIT, SEO_MAX, SEPARATORS, slugGenerator, type Separator } from './slug-generator';
import { clamp } from '~/lib/math';

const schema = {
  text: param.text(''),
  sep: param.oneOf(SEPARATORS, '-'),
  max: param.int(0, 0, MAX_LENGTH_LIMIT),
  lower: param.bool(true, 'true'),
};

const separatorNames: Record<Separator, string> = { '-': 'Hyphen (-)', _: 'Underscore (_)', '.': 'Dot (.)' };

export function SlugGenerator() {
  const [state, setState] = useUrlState(schema);
  const result = slugGenerator({
    text: state.text,
    separator: state.sep,
    maxLength: state.max,
    lowercase: state.lower,
  });

  const setMax = (text: string) => {
    if (text.trim() === '') return setState({ max: 0 });
    const value = parseNumber(text);
    if (value !== null) setState({ max: clamp(Math.round(value), 0, MAX_LENGTH_LIMIT) });
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <TextField
          label="Title or text"
          value={state.text}
          placeholder="Crème Brûlée: 10 Tips for a Perfect Caramel Top!"
          hint="Links keep the first 100 characters."
          onValue={(text) => setState({ text })}
        />
        <Segmented
          legend="Separator"
          value={state.sep}
          onChange={(sep) => setState({ sep })}
          options={SEPARATORS.map((s) => ({ value: s, label: separatorNames[s] }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Maximum length"
            unit="characters"
            value={state.max === 0 ? '' : String(state.max)}
            min={0}
            max={MAX_LENGTH_LIMIT}
            maxLength={3}
            placeholder="No limit"
            hint="0 to 200; empty or 0 means no limit."
            onValue={setMax}
          />
        </div>
        <Checkbox label="Lower case" checked={state.lower} onChange={(lower) => setState({ lower })} />
      </div>

      <ResultPanel
        minHeight="14rem"
        summary={result ? `Slug: ${result.slug || '(empty)'}, ${result.length} characters` : null}
        intro="Type a title to turn it into a URL slug: accents are stripped, punctuation removed and spaces become the separator."
      >
        {result && (
          <div className="space-y-4">
            <div>
              <p className="text-sm text-slate-600 dark:text-slate-400">Slug</p>
              <p
                data-testid="slug-output"
                className="mt-1 font-mono text-xl font-semibold break-all text-slate-900 dark:text-white"
              >
                {result.slug || '—'}
              </p>
              {result.slug === '' && (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  Nothing is left: the text has no Latin letters or digits.
                </p>
              )}
            </div>
            <p
              data-testid="slug-seo"
              className={`flex items-start gap-2 text-sm font-medium ${result.seoOk ? 'text-green-800 dark:text-green-300' : 'text-amber-800 dark:text-amber-300'}`}
            >
              {result.seoOk ? (
                <NodeIcon node={CircleCheck} size={18} className="shrink-0" />
              ) : (
                <NodeIcon node={TriangleAlert} size={18} className="shrink-0" />
              )}
              {result.seoOk
                ? `Good for SEO: ${result.length} characters (${SEO_MAX} or fewer).`
                : `Long for SEO: ${result.length} characters. Keep slugs to ${SEO_MAX} or fewer.`}
            </p>
            {result.cut && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Cut to the maximum of {state.max} characters.
              </p>
            )}
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">
              Preview: https://example.com/blog/<span className="font-semibold">{result.slug}</span>
            </p>
            <CopyButton text={result.slug} label="Copy slug" />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
