import { toolPageDataById } from '~/site/page-data';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import type { Route } from './+types/route';
import { UnitPriceCalculator } from './UnitPriceCalculator';

/** Build time only: the page's frame (title, FAQ, related tools) from the catalogue. */
export const loader = () => toolPageDataById('unit-price-calculator');

export const meta = ({ loaderData, location }: Route.MetaArgs) => toolMeta(loaderData, location);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage data={loaderData}>
      <UnitPriceCalculator />
    </ToolPage>
  );
}
