import { useId } from 'react';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { hintClass, TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import type en from './messages/en';
import { SPELL_STYLES, spellNumber } from './spell-number';

// The query parameters, with their defaults (left out of the address).
const schema = { input: param.text(''), style: param.oneOf(SPELL_STYLES, 'plain') };

const EXAMPLES = ['1234.56', '1000000', '21.05', '-42'] as const;

/** Adds or removes a leading minus: phone keypads for decimals often have no minus key. */
function toggleSign(text: string): string {
  return /^\s*-/.test(text) ? text.replace(/^(\s*)-/, '$1') : text.replace(/^(\s*)\+?/, '$1-');
}

export function SpellNumber() {
  const [{ input, style }, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = spellNumber({ input, style });
  const hintId = useId();
  const examplesId = useId();

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div>
          <div className="flex items-end gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={t('number')}
              number
              value={input}
              maxLength={100}
              inputMode="decimal"
              placeholder="1234.56"
              aria-describedby={hintId}
              onValue={(value) => setState({ input: value })}
            />
            <Button
              className="min-h-[2.625rem] text-base"
              aria-label={t('changeSign')}
              onClick={() => setState((s) => ({ input: toggleSign(s.input) }))}
            >
              ±
            </Button>
          </div>
          <p id={hintId} className={hintClass}>
            {t('hint')}
          </p>
        </div>

        <Segmented
          legend={t('style')}
          value={style}
          onChange={(next) => setState({ style: next })}
          options={[
            { value: 'plain', label: t('plain') },
            { value: 'title', label: t('title') },
            { value: 'cheque', label: t('cheque') },
          ]}
        />

        <div role="group" aria-labelledby={examplesId}>
          <p id={examplesId} className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('examples')}
          </p>
          <div className="flex flex-wrap gap-2">
            {EXAMPLES.map((example) => (
              <Button key={example} className="tabular-nums" onClick={() => setState({ input: example })}>
                {example}
              </Button>
            ))}
          </div>
        </div>
      </div>

      <ResultPanel
        // Room for about five lines of words: a shared link's result appears after hydration.
        minHeight="16rem"
        result={result}
        summary={(ok) => t('summary', { number: ok.amount ?? ok.number, words: ok.words })}
        intro={t('intro')}
      >
        {(ok) => (
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t.rich('inWords', { number: <span className="tabular-nums">{ok.amount ?? ok.number}</span> })}
            </p>
            <p
              // The tool spells numbers in English, on every language's page.
              lang="en"
              translate="no"
              data-testid="spell-words"
              className="mt-1 text-2xl leading-snug font-semibold break-words text-slate-900 sm:text-3xl dark:text-white"
            >
              {ok.words}
            </p>
            <p data-testid="spell-word-count" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {t('wordCount', { n: ok.wordCount })}
            </p>
            <div className="mt-4">
              <CopyButton text={ok.words} label={t('copy')} />
            </div>
            {style === 'cheque' && (
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('centsNote')}</p>
            )}
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
