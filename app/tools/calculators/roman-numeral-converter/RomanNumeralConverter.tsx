import type { ComponentProps } from 'react';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { formatNumber } from '~/lib/format';
import { CopyButton } from '~/ui/CopyButton';
import { Figure } from '~/ui/Figure';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import type en from './messages/en';
import { convertRoman, type RomanMode } from './roman-numeral-converter';

const modes = ['toRoman', 'toNumber'] as const satisfies readonly RomanMode[];
const schema = { input: param.text(''), mode: param.oneOf(modes, 'toRoman') };

const FIELDS = {
  toRoman: {
    label: 'numberLabel',
    hint: 'numberHint',
    inputMode: 'numeric',
    autoCapitalize: 'off',
    placeholder: '1994',
  },
  toNumber: {
    label: 'numeralLabel',
    hint: 'numeralHint',
    inputMode: 'text',
    autoCapitalize: 'characters',
    placeholder: 'MCMXCIV',
  },
} as const satisfies Record<
  RomanMode,
  Partial<ComponentProps<typeof TextField>> & { label: keyof typeof en; hint: keyof typeof en }
>;
const left = 'px-3 py-2 text-start';

export function RomanNumeralConverter() {
  const [{ input, mode }, setState] = useUrlState(schema);
  const t = useT<typeof en>();
  const result = convertRoman(input, mode);
  const toRoman = mode === 'toRoman';
  const field = FIELDS[mode];

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend={t('convert')}
          value={mode}
          onChange={(next) => setState({ mode: next })}
          options={[
            { value: 'toRoman', label: t('toRoman') },
            { value: 'toNumber', label: t('toNumber') },
          ]}
        />
        <TextField
          {...field}
          label={t(field.label)}
          hint={t(field.hint)}
          value={input}
          maxLength={100}
          onValue={(value) => setState({ input: value })}
        />
      </div>

      <ResultPanel
        // Room for the numeral and a breakdown of up to seven rows: a shared link does not shift the page.
        minHeight="26rem"
        result={result}
        summary={(ok) => t(toRoman ? 'summaryToRoman' : 'summaryToNumber', ok)}
        intro={t(toRoman ? 'introToRoman' : 'introToNumber')}
      >
        {(ok) => (
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t(toRoman ? 'leadToRoman' : 'leadToNumber', ok)}
            </p>
            <Figure testId="roman-output" value={ok.output} className="mt-1 tracking-wide" />
            <div className="mt-3">
              <CopyButton text={ok.output} label={t('copy')} />
            </div>
            <div className="mt-5">
              <ScrollTable
                caption={t('breakdown')}
                columns={[
                  { label: t('value') },
                  { label: t('numeral') },
                  { label: t('count'), align: 'right' },
                  { label: t('total'), align: 'right' },
                ]}
              >
                {ok.breakdown.map((entry) => (
                  <tr key={entry.numeral} className={tableRow}>
                    <td className={left}>{formatNumber(entry.value, 0)}</td>
                    <td className={`${left} font-semibold`}>{entry.numeral}</td>
                    <td className={cell}>{entry.count}</td>
                    <td className={cell}>{formatNumber(entry.total, 0)}</td>
                  </tr>
                ))}
              </ScrollTable>
            </div>
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
