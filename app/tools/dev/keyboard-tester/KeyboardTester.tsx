import { memo, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { formatNumber } from '~/lib/format';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/Button';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import {
  completion,
  initialState,
  KEYBOARD_LAYOUT,
  keyState,
  placeSection,
  shouldPreventDefault,
  testerReducer,
  type KeyState,
  type PlacedKey,
} from './keyboard-tester';
import type en from './messages/en';
import { capText, codeText, keyText, locationText, summaryText } from './words';

const SECTIONS = KEYBOARD_LAYOUT.map((section) => ({ ...section, keys: placeSection(section) }));

/** Typing in a text box, a select or an editable region is not a test: those events are skipped. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

// Three states, told apart by more than colour: an outline (untested), a tint with a check mark
// (tested), filled and pushed in (held down).
const LEGEND = [
  { look: 'untested', label: 'notTested' },
  { look: 'pressed', label: 'heldDown' },
  { look: 'tested', label: 'tested' },
] as const satisfies readonly { look: KeyState; label: keyof typeof en }[];

const keyBase =
  'relative m-[2px] flex items-center justify-center overflow-hidden rounded-md border px-0.5 text-center text-[10px] leading-none font-medium select-none sm:text-[11px]';
const keyLook: Record<KeyState, string> = {
  untested:
    'border-b-[3px] border-slate-400 bg-white text-slate-800 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100',
  tested:
    'border-b-[3px] border-emerald-700 bg-emerald-100 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100',
  pressed:
    'translate-y-[2px] border-blue-900 bg-blue-700 text-white dark:border-blue-200 dark:bg-blue-400 dark:text-slate-950',
};

function CheckMark() {
  return <span className="absolute top-0.5 end-0.5 text-[8px] leading-none sm:text-[10px]">✓</span>;
}

/** One key of the picture; re-drawn only when its own state changes. */
const KeyCap = memo(function KeyCap({ place, look }: { place: PlacedKey; look: KeyState }) {
  const t = useT<typeof en>();
  return (
    <span
      data-code={place.code}
      data-state={look}
      className={`${keyBase} ${keyLook[look]}`}
      style={{
        gridColumn: `${place.x + 1} / span ${place.w}`,
        gridRow: `${place.y === 0 ? 1 : place.y + 2} / span ${place.h}`,
      }}
    >
      {capText(t, place)}
      {look !== 'untested' && <CheckMark />}
    </span>
  );
});

export function KeyboardTester() {
  const [state, dispatch] = useReducer(testerReducer, undefined, initialState);
  const t = useT<typeof en>();
  const board = useRef<HTMLDivElement>(null);
  const { tested, total, percent, complete } = completion(state);
  const left = total - tested;

  // Listening from the moment the page is ready: no click needed to start.
  useEffect(() => {
    // Browser shortcuts are held back while nothing has focus (or the keyboard picture does);
    // a focused link or button keeps its usual keys, so keyboard users can still get around.
    const testing = (target: EventTarget | null) =>
      !(target instanceof Node) ||
      target === document.body ||
      target === document.documentElement ||
      (board.current?.contains(target) ?? false);
    const hold = (event: KeyboardEvent) => {
      if (testing(event.target) && shouldPreventDefault(event.code || '', event.key || '', event.shiftKey))
        event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) return;
      hold(event);
      dispatch({
        type: 'keydown',
        code: event.code || '',
        key: event.key || '',
        location: event.location,
        repeat: event.repeat,
      });
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (isEditable(event.target)) {
        dispatch({ type: 'release', code: event.code || '' });
        return;
      }
      // Firefox and Windows open the menu bar when Alt goes up: hold back the keyup too.
      hold(event);
      dispatch({ type: 'keyup', code: event.code || '', key: event.key || '', location: event.location });
    };
    // Keys released while the window is not focused never send a keyup.
    const onBlur = () => dispatch({ type: 'blur' });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onBlur);
    };
  }, []);

  const reset = () => {
    dispatch({ type: 'reset' });
    // Back to testing: a Space or Enter pressed next must test the key, not press Reset again.
    board.current?.focus();
  };

  return (
    // Every key is under test here: the site's '/' shortcut to search stays off.
    <div className="space-y-6" data-own-keys="">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ResultPanel label={t('testProgress')} summary={summaryText(t, state)}>
          <dl className="grid grid-cols-3 gap-3">
            <Stat term={t('presses')} testId="presses">
              <span className="text-2xl sm:text-3xl">{formatNumber(state.presses, 0)}</span>
            </Stat>
            <Stat term={t('completion')} testId="completion">
              <span className="text-2xl sm:text-3xl">{percent}%</span>
            </Stat>
            <Stat term={t('keysTested')} testId="tested-count">
              <span className="text-2xl sm:text-3xl">
                {tested}{' '}
                <span className="text-base font-medium">{t('ofTotal', { total: String(total) })}</span>
              </span>
            </Stat>
          </dl>
          <div
            aria-hidden="true"
            className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full bg-emerald-600 dark:bg-emerald-400" style={{ width: `${percent}%` }} />
          </div>
          {complete ? (
            <p className="mt-4 rounded-lg border border-emerald-700 bg-emerald-50 px-3 py-2 font-semibold text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100">
              <span aria-hidden="true">✓ </span>
              <span data-testid="success">{t('success')}</span>
            </p>
          ) : (
            <p className="mt-4 px-3 py-2 text-slate-700 dark:text-slate-300">
              {state.presses === 0 ? t('pressAnyKey') : t('keysToGo', { n: left })}
            </p>
          )}
          <div className="mt-3">
            <Button onClick={reset}>{t('reset')}</Button>
          </div>
        </ResultPanel>

        <Section
          id="last-key-heading"
          title={t('lastKey')}
          className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700"
        >
          <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Stat term="key" testId="last-key">
              <span className="break-all">{state.last ? keyText(t, state.last.key) : '—'}</span>
            </Stat>
            <Stat term="code" testId="last-code">
              <span className="break-all">{state.last ? codeText(t, state.last.code) : '—'}</span>
            </Stat>
            <Stat term="location" testId="last-location">
              {state.last ? locationText(t, state.last.location) : '—'}
            </Stat>
          </dl>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('locationNote')}</p>
        </Section>
      </div>

      <div
        ref={board}
        role="region"
        aria-label={t('virtualKeyboard')}
        // Focusable so keyboard users can scroll it on a narrow screen (and to test keys again).
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-slate-100 p-3 outline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-700 sm:p-4 dark:border-slate-700 dark:bg-slate-800 dark:focus-visible:outline-blue-300"
      >
        <p className="sr-only">{t('pictureNote')}</p>
        <div
          aria-hidden="true"
          className="flex flex-wrap gap-x-5 gap-y-4 [--u:2rem] sm:[--u:2.25rem] lg:[--u:2.4rem]"
        >
          {SECTIONS.map((section) => (
            <div
              key={section.id}
              className="grid shrink-0"
              style={{
                gridTemplateColumns: `repeat(${section.width * 4}, calc(var(--u) / 4))`,
                // A narrow gap under the function row, as on a real keyboard.
                gridTemplateRows: `var(--u) calc(var(--u) / 3) repeat(${section.rows.length - 1}, var(--u))`,
              }}
            >
              {section.keys.map((place) => (
                <KeyCap key={place.code} place={place} look={keyState(state, place.code)} />
              ))}
            </div>
          ))}
        </div>
      </div>

      <ul
        className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300"
        aria-label={t('legend')}
      >
        {LEGEND.map(({ look, label }) => (
          <li key={look} className="flex items-center gap-2">
            <span aria-hidden="true" className={`${keyBase} ${keyLook[look]} size-6`}>
              {look === 'tested' && <CheckMark />}
            </span>
            {t(label)}
          </li>
        ))}
      </ul>

      <Section id="other-keys-heading" title={t('otherKeys')}>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('otherKeysNote')}</p>
        {state.extra.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('noneYet')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="other-keys">
            {state.extra.map((code) => (
              <li
                key={code}
                className="rounded-md border border-slate-300 px-2 py-1 font-mono text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
              >
                {code}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="keyboard-notes-heading" title={t('goodToKnow')}>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
          <li>{t('noteCodes')}</li>
          <li>{t('noteRepeats')}</li>
          <li>{t('noteHeldBack')}</li>
          <li>{t('noteShortcuts')}</li>
          <li>{t('noteLaptops')}</li>
          <li>{t('notePrivacy')}</li>
        </ul>
      </Section>
    </div>
  );
}

/** A part of the page under its own heading, which names it. */
function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      {children}
    </section>
  );
}
