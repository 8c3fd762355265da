import { useUrlState } from '~/lib/url-state';
import { param } from '~/lib/url-params';
import { formatNumber } from '~/lib/format';
import { errorOf, okOf } from '~/lib/outcome';
import { CopyButton } from '~/ui/CopyButton';
import { Figure } from '~/ui/Figure';
import { TextField } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { convertRoman, type RomanMode } from './roman-numeral-converter';

const modes = ['toRoman', 'toNumber'] as const satisfies readonly RomanMode[];
const schema = { input: param.text(''), mode: param.oneOf(modes, 'toRoman') };

export function RomanNumeralConverter() {
  const [{ input, mode }, setState] = useUrlState(schema);
  const result = convertRoman(input, mode);
  const ok = okOf(result);
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
          label={toRoman ? 'Number (1 to 3999)' : 'Roman numeral'}
          hint={toRoman ? 'A whole number, e.g. 1994.' : 'Canonical form, e.g. MCMXCIV. Upper or lower case.'}
          value={input}
          maxLength={100}
          inputMode={toRoman ? 'numeric' : 'text'}
          autoCapitalize={toRoman ? 'off' : 'characters'}
          placeholder={toRoman ? '1994' : 'MCMXCIV'}
          onValue={(value) => setState({ input: value })}
        />
      </div>

      <ResultPanel
        // Room for the numeral and a breakdown of up to seven rows: a shared link does not shift the page.
        minHeight="26rem"
        error={errorOf(result)}
        summary={ok ? `${ok.input} ${toRoman ? 'in Roman numerals is' : 'is'} ${ok.output}` : null}
        intro={
          <p>
            Type a {toRoman ? 'number' : 'Roman numeral'} to convert it. The breakdown shows how it is built.
          </p>
        }
      >
        {ok && (
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {toRoman ? `${ok.input} in Roman numerals` : `${ok.input} as a number`}
            </p>
            <Figure testId="roman-output" value={ok.output} className="mt-1 tracking-wide" />
            <div className="mt-3">
              <CopyButton text={ok.output} label="Copy result" />
            </div>
            <table className="mt-5 w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-slate-100">
                Breakdown
              </caption>
              <thead className="text-slate-700 dark:text-slate-300">
                <tr className="border-b border-slate-300 dark:border-slate-600">
                  <th scope="col" className="py-2 pr-2 font-medium">
                    Value
                  </th>
                  <th scope="col" className="py-2 pr-2 font-medium">
                    Numeral
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium">
                    Count
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {ok.breakdown.map((entry) => (
                  <tr key={entry.numeral} className="border-b border-slate-200 dark:border-slate-700">
                    <td className="py-2 pr-2 tabular-nums">{formatNumber(entry.value, 0)}</td>
                    <td className="py-2 pr-2 font-semibold">{entry.numeral}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{entry.count}</td>
                    <td className="py-2 text-right tabular-nums">{formatNumber(entry.total, 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ResultPanel>
    </div>
  );
}
