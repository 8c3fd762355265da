import { Link } from '~/ui/Link';
import { MessagesProvider, useT } from '~/lib/i18n';
import { Breadcrumbs } from '~/site/Breadcrumbs';
import { cell, rowHead, ScrollTable, tableRow } from '~/ui/ScrollTable';
import type { butterAnswerLoader } from './answer-data';
import { butterConverter } from './butter-converter';
import type en from './messages/en';

/**
 * The two static butter answer pages: the table 1 stick = 1/2 cup =
 * 8 tbsp = 4 oz = 113 g, an FAQ and a link back to the butter converter. Prerendered; no state.
 */

type AnswerData = ReturnType<typeof butterAnswerLoader>;

/** The page's head, built by its loader. */
export function butterAnswerMeta(data: AnswerData | undefined) {
  return data?.head ?? [];
}

const STICKS = [0.25, 0.5, 1, 1.5, 2, 3, 4];
const OTHER_UNITS = ['cup', 'tbsp', 'oz', 'g'] as const;
/** The table's columns, each its message key. */
const COLUMNS = ['sticks', 'cups', 'tablespoons', 'ounces', 'grams'] as const;

/** An answer page with the converter's words in its language (from its loader). */
export function ButterAnswerPage({ data }: { data: AnswerData }) {
  return (
    <MessagesProvider messages={data.messages}>
      <Answer data={data} />
    </MessagesProvider>
  );
}

function Answer({ data }: { data: AnswerData }) {
  const t = useT<typeof en>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs items={data.crumbs} />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{data.title}</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{data.description}</p>
      <p className="mt-4 rounded-2xl border border-blue-200 bg-blue-50 p-4 text-xl font-semibold text-slate-900 dark:border-blue-900 dark:bg-slate-900 dark:text-white">
        {t('oneStick')}
      </p>

      <div className="mt-6">
        <ScrollTable caption={t('tableCaption')} columns={COLUMNS.map((key) => ({ label: t(key) }))}>
          {STICKS.map((sticks) => {
            const v = Object.fromEntries(
              butterConverter(String(sticks), 'stick')!.amounts.map((a) => [a.unit, a.value]),
            );
            return (
              <tr key={sticks} className={tableRow}>
                <th scope="row" className={rowHead}>
                  {sticks}
                </th>
                {OTHER_UNITS.map((unit) => (
                  <td key={unit} className={cell}>
                    {v[unit]}
                  </td>
                ))}
              </tr>
            );
          })}
        </ScrollTable>
      </div>

      <section aria-labelledby="butter-faq" className="mt-8">
        <h2 id="butter-faq" className="text-xl font-bold text-slate-900 dark:text-white">
          {t('questions')}
        </h2>
        <dl className="mt-3 space-y-4">
          {data.faqs.map((faq) => (
            <div key={faq.question}>
              <dt className="font-semibold text-slate-900 dark:text-white">{faq.question}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <p className="mt-8">
        <Link to={data.link.href} className="font-semibold text-blue-800 underline dark:text-blue-300">
          {t('convertWith', { tool: data.link.title })}
        </Link>
      </p>
    </div>
  );
}
