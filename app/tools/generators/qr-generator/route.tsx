import { toolPageDataById } from '~/site/page-data';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import type { Route } from './+types/route';
import { messages } from './messages';
import { QrGenerator } from './QrGenerator';

/** Build time only: the page's frame (title, FAQ, related tools) and the tool's words in its language. */
export const loader = ({ params }: Route.LoaderArgs) =>
  toolPageDataById('qr-generator', messages, params.lang);

export const meta = ({ loaderData, location }: Route.MetaArgs) => toolMeta(loaderData, location);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage data={loaderData} linkNote="linkNote">
      <QrGenerator />
    </ToolPage>
  );
}
