import { getTool } from '~/catalogue';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import { RomanNumeralConverter } from './RomanNumeralConverter';

export const meta = toolMeta('roman-numeral-converter');

export default function Route() {
  return (
    <ToolPage tool={getTool('roman-numeral-converter')!}>
      <RomanNumeralConverter />
    </ToolPage>
  );
}
