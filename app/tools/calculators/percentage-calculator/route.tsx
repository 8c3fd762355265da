import { getTool } from '~/catalogue';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import { PercentageCalculator } from './PercentageCalculator';

export const meta = toolMeta('percentage-calculator');

export default function Route() {
  return (
    <ToolPage tool={getTool('percentage-calculator')!}>
      <PercentageCalculator />
    </ToolPage>
  );
}
