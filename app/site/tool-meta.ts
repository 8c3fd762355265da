import type { MetaDescriptor } from 'react-router';
import { isEmbedAddress } from '~/lib/address';
import type { ToolPageData } from './page-data';

/** A tool page's head, built with its data at build time (site/tool-head.ts): the full or the embedded one. */
export function toolMeta(
  data: ToolPageData | undefined,
  { pathname }: { pathname: string },
): MetaDescriptor[] {
  if (!data) return [];
  return isEmbedAddress(pathname) ? data.head.embedded : data.head.page;
}
