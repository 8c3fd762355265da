import { RefreshCw } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { addRecent } from '~/lib/recent';
import { useState } from 'react';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { Button } from '~/ui/Button';
import { CopyButton } from '~/ui/CopyButton';
import { TextField } from '~/ui/Field';
import { IntField } from '~/ui/DraftField';
import { RecentList } from '~/ui/RecentList';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import {
  FORMATS,
  formatUuid,
  generateUuids,
  QTY_MAX,
  QTY_MIN,
  RECENT_SHOWN,
  validateUuid,
  type UuidFormat,
  RECENT_KEPT,
} from './uuid-generator';
import type en from './messages/en';
import { validationText } from './words';

// A link quantity outside 1 to 100 is ignored.
const schema = {
  format: param.oneOf(FORMATS, 'standard'),
  qty: param.int(1, QTY_MIN, QTY_MAX, { outOfRange: 'ignore' }),
};

/** Each format's name: its message key is its id. */
const formatNames = {
  standard: 'standard',
  short: 'short',
  uppercase: 'uppercase',
  braced: 'braced',
} as const satisfies Record<UuidFormat, keyof typeof en>;

export function UuidGenerator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  // Kept in the standard form; the chosen format is applied when shown.
  const [batch, setBatch] = useState<{ key: string; uuids: string[] } | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [round, setRound] = useState(0);
  const [pasted, setPasted] = useState('');

  // Generated on load (after hydration: the prerendered page cannot hold a random value), on
  // Regenerate and whenever the quantity changes. Set while rendering, so the list never shows stale.
  const key = `${state.qty}:${round}`;
  if (hydrated && batch?.key !== key) {
    const fresh = generateUuids(state.qty, 'standard');
    setBatch({ key, uuids: fresh });
    setRecent(addRecent(recent, fresh, RECENT_KEPT));
  }
  const uuids = batch?.uuids ?? [];

  const shown = uuids.map((u) => formatUuid(u, state.format));
  const validation = validateUuid(pasted);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend={t('format')}
          value={state.format}
          onChange={(format) => setState({ format })}
          options={FORMATS.map((f) => ({ value: f, label: t(formatNames[f]) }))}
        />
        <div className="flex flex-wrap items-end gap-3">
          <IntField
            className="w-40"
            label={t('howMany')}
            value={state.qty}
            min={QTY_MIN}
            max={QTY_MAX}
            maxLength={3}
            onValue={(qty) => setState({ qty })}
          />
          <Button variant="primary" onClick={() => setRound((r) => r + 1)}>
            <NodeIcon node={RefreshCw} size={16} />
            {t('regenerate')}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('about')}</p>

        <section aria-labelledby="uuid-validator" className="space-y-2">
          <h2 id="uuid-validator" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('checkUuid')}
          </h2>
          <TextField
            label={t('uuidToCheck')}
            value={pasted}
            maxLength={100}
            placeholder="0f8fad5b-d9cb-469f-a165-70867728950e"
            onValue={setPasted}
          />
          {validation && (
            <p
              role="status"
              data-testid="uuid-validation"
              className={`text-sm font-medium ${validation.valid ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}`}
            >
              {validation.valid ? '✓ ' : '✗ '}
              {validationText(t, validation)}
            </p>
          )}
        </section>
      </div>

      <ResultPanel
        minHeight="16rem"
        label={t('generated')}
        summary={
          shown.length === 1
            ? t('summaryOne', { uuid: shown[0]! })
            : shown.length > 1
              ? t('summaryMany', { n: shown.length })
              : null
        }
        intro={t('generating')}
      >
        {shown.length > 0 && (
          <div className="space-y-4">
            <ol data-testid="uuid-list" className="space-y-2">
              {shown.map((uuid, i) => (
                <li key={`${i}-${uuid}`} className="flex items-center justify-between gap-2">
                  <code className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">
                    {uuid}
                  </code>
                  <CopyButton
                    text={uuid}
                    label={t('copy')}
                    accessibleName={t('copyUuid', { n: String(i + 1) })}
                    variant="ghost"
                  />
                </li>
              ))}
            </ol>
            {shown.length > 1 && (
              <CopyButton text={shown.join('\n')} label={t('copyAll', { count: String(shown.length) })} />
            )}
            {recent.length > shown.length && (
              <RecentList
                summary={t('recent')}
                testId="uuid-recent"
                items={recent.slice(0, RECENT_SHOWN).map((uuid) => formatUuid(uuid, state.format))}
              />
            )}
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
