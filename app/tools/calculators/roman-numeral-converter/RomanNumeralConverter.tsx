import type { ComponentProps } from 'react';
import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { formatNumber } from '~/lib/format';
import { CopyButton } from '~/ui/CopyButton';
import { Figure } from '~/ui/Figure';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { cell, ScrollTable, tableRow } from '~/ui/ScrollTable';
import { Segmented } from '~/ui/Segmented';
import { convertRoman, type RomanMode } from './roman-numeral-converter';

const modes = ['toRoman', 'toNumber'] as const satisfies readonly RomanMode[];
const schema = { input: param.text(''), mode: param.oneOf(modes, 'toRoman') };

const FIELDS = {
  toRoman: {
    label: 'Number (1 to 3999)',
    hint: 'A whole number, e.g. 1994.',
    inputMode: 'numeric',
    autoCapitalize: 'off',
    placeholder: '1994',
  },
  toNumber: {
    label: 'Roman numeral',
    hint: 'Canonical form, e.g. MCMXCIV. Upper or lower case.',
    inputMode: 'text',
    autoCapitalize: 'characters',
    placeholder: 'MCMXCIV',
  },
} as const satisfies Record<RomanMode, Partial<ComponentProps<typeof TextField>>>;

const COLUMNS = [
  { label: 'Value' },
  { label: 'Numeral' },
  { label: 'Count', align: 'right' },
  { label: 'Total', align: 'right' },
] as const;
const left = 'px-3 py-2 text-left';

export function RomanNumeralConverter() {
  const [{ input, mode }, setState] = useUrlState(schema);
  const result = convertRoman(input, mode);
  const toRoman = mode === 'toRoman';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <Segmented
          legend="Convert"
          value={mode}
          onChange={(next) => setState({ mode: next })}
          options={[
            { value: 'toRoman', label: 'Number → Roman' },
            { value: 'toNumber', label: 'Roman → Number' },
          ]}
        />
        <TextField
          {...FIELDS[mode]}
          value={input}
          maxLength={100}
          onValue={(value) => setState({ input: value })}
        />
      </div>

      <ResultPanel
        // Room for the numeral and a breakdown of up to seven rows: a shared link does not shift the page.
        minHeight="26rem"
        result={result}
        summary={(ok) => `${ok.input} ${toRoman ? 'in Roman numerals is' : 'is'} ${ok.output}`}
        intro={`Type a ${toRoman ? 'number' : 'Roman numeral'} to convert it. The breakdown shows how it is built.`}
      >
        {(ok) => (
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {toRoman ? `${ok.input} in Roman numerals` : `${ok.input} as a number`}
            </p>
            <Figure testId="roman-output" value={ok.output} className="mt-1 tracking-wide" />
            <div className="mt-3">
              <CopyButton text={ok.output} label="Copy result" />
            </div>
            <div className="mt-5">
              <ScrollTable caption="Breakdown" columns={COLUMNS}>
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
