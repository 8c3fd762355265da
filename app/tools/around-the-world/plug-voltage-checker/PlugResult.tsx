import { CircleCheck, CircleX, House, Info, TriangleAlert } from 'lucide';
import { useT } from '~/lib/i18n';
import { NodeIcon } from '~/ui/NodeIcon';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import { ToolActions } from '~/ui/ToolActions';
import type en from './messages/en';
import { PlugPictogram } from './PlugPictogram';
import { plugVoltageChecker, type PlugVoltageCheckerInput, type Tone } from './plug-voltage-checker';
import {
  adapterDetail,
  fitText,
  frequencyDetail,
  headlineOf,
  lettersOf,
  placeOf,
  summaryOf,
  voltageDetail,
  voltsText,
} from './words';

const toneClass: Record<Tone, string> = {
  ok: 'text-green-800 dark:text-green-300',
  info: 'text-blue-800 dark:text-blue-300',
  warn: 'text-amber-800 dark:text-amber-300',
};

/** The verdict's icon: its shape differs by tone, so the colour is never the only signal. */
function ToneIcon({ tone }: { tone: Tone }) {
  const icon = tone === 'ok' ? CircleCheck : tone === 'info' ? Info : TriangleAlert;
  return <NodeIcon node={icon} size={20} className="mt-0.5 shrink-0" />;
}

/** Whether one of the traveller's plugs fits a socket there: a tick or a cross. */
function FitIcon({ fits }: { fits: boolean }) {
  const icon = fits ? CircleCheck : CircleX;
  return (
    <NodeIcon node={icon} size={18} className={`mt-0.5 shrink-0 ${fits ? toneClass.ok : toneClass.warn}`} />
  );
}

function Verdict({
  tone,
  headline,
  detail,
  testId,
}: {
  tone: Tone;
  headline: string;
  detail: string;
  testId: string;
}) {
  return (
    <li className="flex gap-2">
      <span className={toneClass[tone]}>
        <ToneIcon tone={tone} />
      </span>
      <div>
        <p data-testid={testId} className={`font-semibold ${toneClass[tone]}`}>
          {headline}
        </p>
        <p data-testid={`${testId}-detail`} className="text-sm text-slate-700 dark:text-slate-300">
          {detail}
        </p>
      </div>
    </li>
  );
}

/**
 * The verdicts and the destination's sockets: a part of its own (LazyPlugResult), loaded with
 * the checker's rules after the form, which keeps the page's first load within the budget; the
 * prerendered page has it all the same.
 */
export function PlugResult({ input }: { input: PlugVoltageCheckerInput }) {
  const t = useT<typeof en>();
  const result = plugVoltageChecker(input);
  const { from, to } = result;
  const summary = summaryOf(t, result);
  return (
    <ResultPanel minHeight="34rem" summary={summary}>
      <div className="space-y-5">
        <p
          data-testid="plug-headline"
          className="flex items-start gap-2 text-xl font-bold text-slate-900 dark:text-white"
        >
          {result.home && <NodeIcon node={House} size={24} className="mt-0.5 shrink-0" />}
          {headlineOf(t, result)}
        </p>

        <div>
          <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            {t('socketsIn', { country: placeOf(t, to) })}
          </h2>
          <dl className="mt-2 grid grid-cols-3 gap-3">
            {(
              [
                [t('plugTypes'), 'plug-to-types', lettersOf(t, to.plugs)],
                [t('voltage'), 'plug-to-voltage', voltsText(t, result.voltages)],
                [t('frequency'), 'plug-to-hz', result.frequency],
              ] as const
            ).map(([term, testId, value]) => (
              <Stat key={testId} term={term} testId={testId}>
                {value}
              </Stat>
            ))}
          </dl>
          <ul className="mt-3 space-y-2" data-testid="plug-sockets">
            {to.plugs.map((type) => (
              <li key={type} className="flex items-center gap-3 text-slate-800 dark:text-slate-200">
                <PlugPictogram type={type} className="shrink-0 text-slate-700 dark:text-slate-300" />
                <span>
                  {t.rich('socketLine', {
                    type: <span className="font-semibold">{t('type', { type })}</span>,
                    label: t(`plug.${type}`),
                  })}
                </span>
              </li>
            ))}
          </ul>
          {to.note && (
            <p data-testid="plug-note" className="mt-3 flex gap-2 text-sm text-slate-700 dark:text-slate-300">
              <NodeIcon node={Info} size={18} className="mt-0.5 shrink-0" />
              <span>{t(`note.${to.note}`)}</span>
            </p>
          )}
        </div>

        <ul className="space-y-3" aria-label={t('whatYouNeed')}>
          <Verdict
            testId="plug-adapter"
            tone={result.adapter.tone}
            headline={t(`adapter.${result.adapter.need}`)}
            detail={adapterDetail(t, result)}
          />
          <Verdict
            testId="plug-voltage"
            tone={result.converter.tone}
            headline={t(`voltage.${result.converter.need}`)}
            detail={voltageDetail(t, result)}
          />
          <Verdict
            testId="plug-frequency"
            tone={result.hz.tone}
            headline={t(`hz.${result.hz.status}`)}
            detail={frequencyDetail(t, result)}
          />
        </ul>

        {!result.home && (
          <div>
            <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              {t('yourPlugs', { country: placeOf(t, from) })}
            </h2>
            <ul className="mt-2 space-y-1 text-sm" data-testid="plug-fits">
              {result.adapter.fits.map((f) => (
                <li
                  key={f.plug}
                  data-testid={`plug-fit-${f.plug}`}
                  className="flex gap-2 text-slate-800 dark:text-slate-200"
                >
                  <FitIcon fits={f.sockets.length > 0} />
                  <span>
                    {t.rich('fitLine', {
                      type: <span className="font-semibold">{t('type', { type: f.plug })}</span>,
                      label: t(`plug.${f.plug}`),
                      text: fitText(t, f),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <ToolActions title={t('shareTitle')} summary={summary} />
      </div>
    </ResultPanel>
  );
}
