import { toolIndex } from '~/site/page-data';

/** Build time only: written as /tool-index.json, which the command palette loads on demand. */
export function loader() {
  return Response.json(toolIndex());
}
