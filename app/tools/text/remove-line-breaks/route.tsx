import { toolPageDataById } from '~/site/page-data';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import { LINK_HOLDS_TEXT_NOTE } from '~/ui/ShareButton';
import type { Route } from './+types/route';
import { RemoveLineBreaks } from './RemoveLineBreaks';

/** Build time only: the page's frame (title, FAQ, related tools) from the catalogue. */
export const loader = () => toolPageDataById('remove-line-breaks');

export const meta = ({ loaderData, location }: Route.MetaArgs) => toolMeta(loaderData, location);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage data={loaderData} linkNote={LINK_HOLDS_TEXT_NOTE}>
      <RemoveLineBreaks />
    </ToolPage>
  );
}
