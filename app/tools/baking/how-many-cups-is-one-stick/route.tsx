import { butterAnswerLoader } from '../butter-converter/answer-data';
import { ButterAnswerPage, butterAnswerMeta } from '../butter-converter/answer-page';
import type { Route } from './+types/route';

/** Build time only: the answer page's content from the catalogue. */
export const loader = () => butterAnswerLoader('how-many-cups-is-one-stick');

export const meta = ({ loaderData }: Route.MetaArgs) => butterAnswerMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ButterAnswerPage data={loaderData} />;
}
