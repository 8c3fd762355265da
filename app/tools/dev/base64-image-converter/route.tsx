import { toolPageDataById } from '~/site/page-data';
import { toolMeta } from '~/site/tool-meta';
import { ToolPage } from '~/site/ToolPage';
import type { Route } from './+types/route';
import { Base64ImageConverter } from './Base64ImageConverter';

/** Build time only: the page's frame (title, FAQ, related tools) from the catalogue. */
export const loader = () => toolPageDataById('base64-image-converter');

export const meta = ({ loaderData, location }: Route.MetaArgs) => toolMeta(loaderData, location);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage data={loaderData}>
      <Base64ImageConverter />
    </ToolPage>
  );
}
