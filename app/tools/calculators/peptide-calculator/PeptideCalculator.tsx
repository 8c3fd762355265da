import { TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param, type Param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { Checkbox } from '~/ui/Checkbox';
import { ResultPanel } from '~/ui/ResultPanel';
import { Slider } from '~/ui/Slider';
import { TextAreaField } from '~/ui/TextAreaField';
import { LazyPeptideResults } from './LazyPeptideResults';
import { LazySolutionHelper } from './LazySolutionHelper';
import type en from './messages/en';
import { ignoredText, summaryText } from './words';
import {
  analysePeptide,
  clampPh,
  cleanSequence,
  describeIgnored,
  modifications,
  PH_DEFAULT,
  PH_MAX,
  PH_MIN,
  SEQUENCE_MAX,
} from './peptide-calculator';

/** pH from a link: clamped to 0..14 and rounded to steps of 0.1. */
const phNumber = param.number(PH_DEFAULT, { min: PH_MIN, max: PH_MAX });
const phParam: Param<number> = {
  ...phNumber,
  read: (params, key) => {
    const value = phNumber.read(params, key);
    return value === undefined ? undefined : clampPh(value);
  },
};

// The query parameters, defaults left out of the address.
const schema = {
  seq: param.text('', SEQUENCE_MAX),
  ph: phParam,
  acetyl: param.bool(false, '1'),
  amid: param.bool(false, '1'),
};

export function PeptideCalculator() {
  const [state, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const cleaned = cleanSequence(state.seq);
  const mods = modifications(cleaned, state.acetyl, state.amid);
  const result = analysePeptide(cleaned, state);
  const ignored = describeIgnored(cleaned);
  const readNotes = [
    cleaned.header && t('headerSkipped'),
    cleaned.threeLetter && t('threeLetter'),
    ignored && t('ignored', { ignored: ignoredText(t, ignored) }),
  ].filter(Boolean);

  return (
    <div className="space-y-6">
      <p
        role="note"
        className="flex gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
      >
        <NodeIcon node={TriangleAlert} size={18} className="mt-0.5 shrink-0" />
        {t('researchOnly')}
      </p>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-5">
          <div>
            <TextAreaField
              label={t('sequenceLabel')}
              hint={t('sequenceHint')}
              mono
              rows={4}
              maxLength={SEQUENCE_MAX}
              autoCapitalize="characters"
              placeholder="RPKPQQFFGLM"
              className="break-all"
              value={state.seq}
              onValue={(seq) => setState({ seq })}
            />
            <p
              aria-live="polite"
              data-testid="peptide-read-notes"
              className="mt-1 text-sm text-slate-600 dark:text-slate-400"
            >
              {readNotes.join(' ')}
            </p>
          </div>
          <Slider
            label="pH"
            value={state.ph}
            min={PH_MIN}
            max={PH_MAX}
            step={0.1}
            decimals={1}
            hint={t('phHint')}
            onChange={(ph) => setState({ ph: clampPh(ph) })}
          />
          <Checkbox
            label={t('acetyl')}
            checked={mods.acetyl}
            disabled={cleaned.nTerm !== null}
            hint={cleaned.nTerm ? t('acetylSet', { group: cleaned.nTerm }) : undefined}
            onChange={(acetyl) => setState({ acetyl })}
          />
          <Checkbox
            label={t('amid')}
            checked={mods.amid}
            disabled={cleaned.cTerm !== null}
            hint={cleaned.cTerm ? t('amidSet', { group: cleaned.cTerm }) : undefined}
            onChange={(amid) => setState({ amid })}
          />
        </div>

        <div className="min-w-0 lg:row-span-2">
          <ResultPanel
            // Reserve room: a shared link's result appears after hydration.
            minHeight="28rem"
            summary={result ? summaryText(t, result) : null}
            intro={
              <div className="space-y-3">
                <p>{t('intro')}</p>
                <Button onClick={() => setState({ seq: 'RPKPQQFFGLM', amid: true })}>
                  {t('trySubstanceP')}
                </Button>
              </div>
            }
          >
            {result && <LazyPeptideResults result={result} />}
          </ResultPanel>
        </div>

        <LazySolutionHelper mw={result ? result.average : null} />
      </div>
    </div>
  );
}
