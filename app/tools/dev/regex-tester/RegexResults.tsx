import { Fragment, type ReactNode } from 'react';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { CopyButton } from '~/ui/CopyButton';
import type en from './messages/en';
import {
  DISPLAY_MAX_CHARS,
  highlightSegments,
  MATCH_TEXT_MAX_CHARS,
  shownLength,
  type RegexGroup,
  type RegexInput,
  type RegexResult,
} from './regex-tester';
import { cutNoteText, matchSummaryText } from './words';

const headingClass = 'text-sm font-semibold text-slate-800 dark:text-slate-200';
const mutedClass = 'text-slate-600 italic dark:text-slate-400';
const noteClass = 'mt-1 text-sm text-slate-700 dark:text-slate-300';
const boxClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-words whitespace-pre-wrap text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

/** A run's result: the summary, the text with its matches marked, the matches and their groups, the replacement. */
export function Results({ result, input }: { result: RegexResult; input: RegexInput }) {
  const t = useT<typeof en>();
  const global = input.flags.includes('g');
  // Long texts show their beginning only (DISPLAY_MAX_CHARS); the matches are found in all of it.
  const textShown = shownLength(input.text, DISPLAY_MAX_CHARS);
  const segments = highlightSegments(input.text, result.matches, textShown);
  const replacedShown = shownLength(result.replaced, DISPLAY_MAX_CHARS);
  return (
    <div className="space-y-5">
      <div>
        <p data-testid="regex-summary" className="text-xl font-bold text-slate-900 dark:text-white">
          {matchSummaryText(t, result)}
        </p>
        {!global && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('notGlobal')}</p>}
      </div>

      {input.text !== '' && (
        <div>
          <h2 id="regex-highlight-heading" className={headingClass}>
            {t('matchesInText')}
          </h2>
          <p data-testid="regex-highlight" className={`mt-1 ${boxClass}`}>
            {segments.map((segment, i) =>
              segment.match === null ? (
                <Fragment key={i}>{segment.text}</Fragment>
              ) : (
                <mark
                  key={i}
                  title={t('matchTitle', { n: String(segment.match + 1) })}
                  className="rounded-sm border-b-2 border-amber-700 bg-amber-200 text-slate-950 dark:border-amber-300 dark:bg-amber-400/30 dark:text-amber-50"
                >
                  {segment.text}
                </mark>
              ),
            )}
          </p>
          {textShown < input.text.length && (
            <p data-testid="regex-highlight-note" className={noteClass}>
              {t('highlightNote', { cut: cutNoteText(t, textShown, input.text.length) })}
            </p>
          )}
        </div>
      )}

      {result.matches.length > 0 && (
        <div>
          <h2 id="regex-matches-heading" className={headingClass}>
            {t('matchList')}
          </h2>
          <ol className="mt-1 space-y-2" aria-labelledby="regex-matches-heading">
            {result.matches.map((match, i) => (
              <li
                key={i}
                data-testid="regex-match"
                className="rounded-lg border border-slate-200 bg-white p-2.5 dark:border-slate-700 dark:bg-slate-950"
              >
                <div className="flex flex-wrap items-baseline gap-x-3 text-sm">
                  <span className="font-semibold text-slate-900 dark:text-slate-100">
                    {t('matchTitle', { n: String(i + 1) })}
                  </span>
                  <span className="text-slate-600 tabular-nums dark:text-slate-400">
                    {t('position', { start: String(match.start), end: String(match.end) })}
                  </span>
                </div>
                <p className="mt-1 font-mono text-sm break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">
                  <CutText text={match.text} />
                </p>
                {match.groups.length > 0 && <Groups groups={match.groups} />}
              </li>
            ))}
          </ol>
          {result.truncated && (
            <p data-testid="regex-truncated" className={`mt-2 ${mutedClass}`}>
              {t('truncated')}
            </p>
          )}
        </div>
      )}

      <div>
        <h2 id="regex-replace-heading" className={headingClass}>
          {t('replaceResult')}
        </h2>
        {!result.changed ? (
          <p data-testid="regex-replaced" className={`mt-1 ${mutedClass}`}>
            {t('noChange')}
          </p>
        ) : result.replaced === '' ? (
          <p data-testid="regex-replaced" className={`mt-1 ${mutedClass}`}>
            {t('emptyResult')}
          </p>
        ) : (
          <>
            <pre data-testid="regex-replaced" className={`mt-1 ${boxClass}`}>
              {result.replaced.slice(0, replacedShown)}
            </pre>
            {replacedShown < result.replaced.length && (
              <p data-testid="regex-replaced-note" className={noteClass}>
                {t('replacedNote', { cut: cutNoteText(t, replacedShown, result.replaced.length) })}
              </p>
            )}
            <div className="mt-2">
              <CopyButton text={result.replaced} label={t('copy')} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function Groups({ groups }: { groups: readonly RegexGroup[] }) {
  return (
    <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
      {groups.map((group) => (
        <GroupRow key={group.index} group={group} />
      ))}
    </dl>
  );
}

function GroupRow({ group }: { group: RegexGroup }) {
  const t = useT<typeof en>();
  let value: ReactNode;
  if (group.value === undefined) value = <span className={mutedClass}>{t('notMatched')}</span>;
  else if (group.value === '') value = <span className={mutedClass}>{t('empty')}</span>;
  else
    value = (
      <span className="font-mono break-words whitespace-pre-wrap">
        <CutText text={group.value} />
      </span>
    );
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">
        {group.name === null
          ? t('group', { index: String(group.index) })
          : t('namedGroup', { name: group.name, index: String(group.index) })}
      </dt>
      <dd className="text-slate-900 dark:text-slate-100">{value}</dd>
    </>
  );
}

/** A match or group value, cut to MATCH_TEXT_MAX_CHARS with a note of its whole length. */
function CutText({ text }: { text: string }) {
  const t = useT<typeof en>();
  const shown = shownLength(text, MATCH_TEXT_MAX_CHARS);
  if (shown === text.length) return text;
  return (
    <>
      {text.slice(0, shown)}
      <span className={`font-sans ${mutedClass}`}>
        {' '}
        {t('charactersInAll', { count: formatNumber(text.length, 0) })}
      </span>
    </>
  );
}
