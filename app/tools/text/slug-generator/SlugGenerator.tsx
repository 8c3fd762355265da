import { CircleCheck, TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { parseNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Checkbox } from '~/ui/Checkbox';
import { CopyButton } from '~/ui/CopyButton';
import { NumberField, TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { MAX_LENGTH_LIMIT, SEO_MAX, SEPARATORS, slugGenerator, type Separator } from './slug-generator';
import { clamp } from '~/lib/math';
import type en from './messages/en';

const schema = {
  text: param.text(''),
  sep: param.oneOf(SEPARATORS, '-'),
  max: param.int(0, 0, MAX_LENGTH_LIMIT),
  lower: param.bool(true, 'true'),
};

const SEPARATOR_WORDS = { '-': 'hyphen', _: 'underscore', '.': 'dot' } as const satisfies Record<
  Separator,
  keyof typeof en
>;

export function SlugGenerator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
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
          label={t('text')}
          value={state.text}
          placeholder={t('textPlaceholder')}
          hint={t('textHint')}
          onValue={(text) => setState({ text })}
        />
        <Segmented
          legend={t('separator')}
          value={state.sep}
          onChange={(sep) => setState({ sep })}
          options={SEPARATORS.map((s) => ({ value: s, label: t(SEPARATOR_WORDS[s]) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t('maxLength')}
            unit={t('characters')}
            value={state.max === 0 ? '' : String(state.max)}
            min={0}
            max={MAX_LENGTH_LIMIT}
            maxLength={3}
            placeholder={t('noLimit')}
            hint={t('maxLengthHint')}
            onValue={setMax}
          />
        </div>
        <Checkbox label={t('lowerCase')} checked={state.lower} onChange={(lower) => setState({ lower })} />
      </div>

      <ResultPanel
        minHeight="14rem"
        summary={
          result
            ? result.slug
              ? t('summary', { slug: result.slug, length: String(result.length) })
              : t('summaryEmpty', { length: String(result.length) })
            : null
        }
        intro={t('intro')}
      >
        {result && (
          <div className="space-y-4">
            <div>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('slug')}</p>
              <p
                data-testid="slug-output"
                className="mt-1 font-mono text-xl font-semibold break-all text-slate-900 dark:text-white"
              >
                {result.slug || '—'}
              </p>
              {result.slug === '' && (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('nothingLeft')}</p>
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
              {t(result.seoOk ? 'seoGood' : 'seoLong', {
                length: String(result.length),
                max: String(SEO_MAX),
              })}
            </p>
            {result.cut && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('cut', { max: String(state.max) })}
              </p>
            )}
            <p className="text-sm break-all text-slate-700 dark:text-slate-300">
              {t.rich('preview', { slug: <span className="font-semibold">{result.slug}</span> })}
            </p>
            <CopyButton text={result.slug} label={t('copy')} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
