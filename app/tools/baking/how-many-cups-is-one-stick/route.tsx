import { catalogueFor } from '~/lib/i18n';
import { butterAnswerLoader } from '../butter-converter/answer-data';
import { ButterAnswerPage, butterAnswerMeta } from '../butter-converter/answer-page';
import { messages } from '../butter-converter/messages';
import type { Route } from './+types/route';

/** Build time only: the answer page's content (catalogue) and the converter's words in its language. */
export const loader = ({ params }: Route.LoaderArgs) =>
  butterAnswerLoader('how-many-cups-is-one-stick', catalogueFor(messages, params.lang), params.lang);

export const meta = ({ loaderData }: Route.MetaArgs) => butterAnswerMeta(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ButterAnswerPage data={loaderData} />;
}
