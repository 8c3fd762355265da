import { toolPageDataById } from '~/site/page-data';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import type { Route } from './+types/route';
import { JsonBeautifier } from './JsonBeautifier';
import { messages } from './messages';

/** Build time only: the page's frame (title, FAQ, related tools) and the tool's words in its language. */
export const loader = ({ params }: Route.LoaderArgs) =>
  toolPageDataById('json-beautifier', messages, params.lang);

export const meta = ({ loaderData, location }: Route.MetaArgs) => toolMeta(loaderData, location);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage data={loaderData} linkNote="linkHoldsText">
      <JsonBeautifier />
    </ToolPage>
  );
}
