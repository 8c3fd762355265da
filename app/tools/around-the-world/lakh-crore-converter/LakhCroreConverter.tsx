import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { TextField } from '~/ui/Field';
import { Figure } from '~/ui/Figure';
import { ResultPanel } from '~/ui/ResultPanel';
import { Select } from '~/ui/Select';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import { DASH, lakhCroreConverter, UNITS, type Unit } from './lakh-crore-converter';
import type en from './messages/en';
import { summaryOf, wordsText } from './words';

const schema = { v: param.text(''), u: param.oneOf(UNITS, 'number') };

/** Each unit's name in the select, and the head of the amount in it. */
const UNIT_WORDS: Record<Unit, { label: keyof typeof en; term: keyof typeof en }> = {
  number: { label: 'number', term: 'inNumber' },
  thousand: { label: 'thousand', term: 'inThousand' },
  lakh: { label: 'lakh', term: 'inLakh' },
  million: { label: 'million', term: 'inMillion' },
  crore: { label: 'crore', term: 'inCrore' },
  billion: { label: 'billion', term: 'inBillion' },
};

export function LakhCroreConverter() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = lakhCroreConverter(state.v, state.u);
  const typed = state.v.trim() !== '';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('amount')}
            number
            value={state.v}
            inputMode="decimal"
            maxLength={40}
            placeholder="1.5"
            hint={t('amountHint')}
            onValue={(v) => setState({ v })}
          />
          <Select
            label={t('unit')}
            value={state.u}
            options={UNITS.map((value) => ({ value, label: t(UNIT_WORDS[value].label) }))}
            onChange={(u) => setState({ u })}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('explainer')}</p>
      </div>

      <ResultPanel
        result={result}
        summary={(ok) => summaryOf(t, ok)}
        minHeight="18rem"
        intro={
          <div className="space-y-2">
            <p>{t('intro')}</p>
            {typed && (
              <p data-testid="lakh-dash" className="text-3xl font-bold text-slate-900 dark:text-white">
                {DASH}
                <span className="sr-only"> {t('noResult')}</span>
              </p>
            )}
          </div>
        }
      >
        {(result) => (
          <div className="space-y-4">
            <Figure lead={t('indianGrouping')} testId="lakh-indian" value={result.indian}>
              <p
                data-testid="lakh-indian-words"
                className="mt-1 text-lg font-semibold text-slate-800 dark:text-slate-200"
              >
                {wordsText(t, result.indianWords)}
              </p>
            </Figure>
            <div>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('internationalGrouping')}</p>
              <p
                data-testid="lakh-international"
                className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white"
              >
                {result.international}
              </p>
              <p
                data-testid="lakh-international-words"
                className="mt-1 text-lg font-semibold text-slate-800 dark:text-slate-200"
              >
                {wordsText(t, result.internationalWords)}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {result.perUnit.map((p) => (
                <Stat key={p.unit} term={t(UNIT_WORDS[p.unit].term)} testId={`lakh-in-${p.unit}`}>
                  <span className="break-all">{p.text}</span>
                </Stat>
              ))}
            </dl>
            <ToolActions title={t('shareTitle')} summary={summaryOf(t, result)} />
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
