import { TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '~/lib/i18n';
import { useUrlState } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import { inputClass, labelClass } from '~/ui/Field';
import { ResultPanel } from '~/ui/ResultPanel';
import { Segmented } from '~/ui/Segmented';
import { Slider } from '~/ui/Slider';
import { TextAreaField } from '~/ui/TextAreaField';
import { LazyQrResult } from './LazyQrResult';
import type en from './messages/en';
import { schema } from './schema';
import { colourWarningText, summaryText, tooLongText } from './words';
import {
  BG_DEFAULT,
  colourWarnings,
  contrastRatio,
  describeQr,
  EC_INFO,
  EC_LEVELS,
  type EcLevel,
  FG_DEFAULT,
  formatRatio,
  isTooLongError,
  type Modules,
  modulesFromBits,
  parseHexInput,
  SIZE_MAX,
  SIZE_MIN,
  SIZE_STEP,
  TEXT_MAX_CHARS,
  tooLong,
  type TooLong,
  utf8Length,
  wellFormed,
} from './qr-generator';

// The text box takes a whole QR code's worth of text; a link keeps its first 100 characters (the
// project's rule for text parameters), and none of a text holding a Wi-Fi password (schema.ts).

const presets = [
  { label: 'presetWebsite', text: 'https://' },
  { label: 'presetWifi', text: 'WIFI:T:WPA;S:MyNetwork;P:password;;' },
  { label: 'presetEmail', text: 'mailto:name@example.com' },
  { label: 'presetPhone', text: 'tel:+15551234567' },
  { label: 'presetSms', text: 'SMSTO:+15551234567:Hello' },
] as const satisfies readonly { label: keyof typeof en; text: string }[];

const ecOptions = EC_LEVELS.map((level) => ({
  value: level,
  label: `${level} (${EC_INFO[level].recovery}%)`,
}));

// ---- The encoder, loaded on demand (its own chunk, outside the page's initial JavaScript) ------

type Create = typeof import('qrcode').create;
let encoder: Promise<Create> | null = null;

function loadEncoder(): Promise<Create> {
  encoder ??= import('qrcode')
    .then((mod) => {
      // A CommonJS package: its functions are named exports, or sit on `default`, by bundler.
      const create = mod.create ?? (mod as { default?: { create?: Create } }).default?.create;
      if (typeof create !== 'function') throw new Error('The QR encoder did not load');
      return create;
    })
    .catch((error: unknown) => {
      encoder = null; // let a later attempt try again
      throw error;
    });
  return encoder;
}

/** The encoder once loaded; loading starts when `wanted` turns true (after hydration). */
function useEncoder(wanted: boolean): { create: Create | null; failed: boolean } {
  const [state, setState] = useState<{ create: Create | null; failed: boolean }>({
    create: null,
    failed: false,
  });
  useEffect(() => {
    if (!wanted || state.create) return;
    let live = true;
    loadEncoder().then(
      (create) => live && setState({ create, failed: false }),
      () => live && setState({ create: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted, state.create]);
  return state;
}

/** The code, or why not: the text is too long, or null for characters the encoder refuses. */
type Encoded = { modules: Modules } | { error: TooLong | null };

function encode(create: Create, text: string, level: EcLevel): Encoded {
  try {
    const qr = create(wellFormed(text), { errorCorrectionLevel: level });
    return { modules: modulesFromBits(qr.modules.size, qr.modules.data) };
  } catch (error) {
    return {
      error: isTooLongError(error) ? tooLong(level, utf8Length(text)) : null,
    };
  }
}

// ---- The page ---------------------------------------------------------------------------------

export function QrGenerator() {
  const [state, setState, { hydrated }] = useUrlState(schema);
  const t = useT<typeof en>();
  const { text, ec, size, fg, bg } = state;
  const hasText = text.trim() !== '';
  const { create, failed } = useEncoder(hydrated && hasText);

  // Typing stays smooth on long texts: the code follows a moment later.
  const shownText = useDeferredValue(text);
  const shownEc = useDeferredValue(ec);
  const encoded = useMemo(
    () => (create && shownText.trim() !== '' ? encode(create, shownText, shownEc) : null),
    [create, shownText, shownEc],
  );
  const modules = encoded && 'modules' in encoded ? encoded.modules : null;
  const facts = modules ? describeQr({ count: modules.length, level: shownEc, text: shownText, size }) : null;

  const warnings = colourWarnings(fg, bg);
  const textBox = useRef<HTMLDivElement>(null);
  const fillText = (value: string) => {
    setState({ text: value });
    requestAnimationFrame(() => {
      const area = textBox.current?.querySelector('textarea');
      area?.focus();
      area?.setSelectionRange(area.value.length, area.value.length);
    });
  };

  const error = !hasText
    ? null
    : failed
      ? t('encoderFailed')
      : encoded && 'error' in encoded
        ? encoded.error
          ? tooLongText(t, encoded.error)
          : t('unencodable')
        : null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-5">
        <div ref={textBox}>
          <TextAreaField
            label={t('textLabel')}
            hint={t('textHint')}
            rows={4}
            maxLength={TEXT_MAX_CHARS}
            placeholder="https://example.com"
            value={text}
            onValue={(value) => setState({ text: value })}
            // Start fetching the encoder as soon as the visitor heads for the box.
            onFocus={() => void loadEncoder().catch(() => undefined)}
          />
        </div>

        <div role="group" aria-labelledby="qr-presets-label">
          <p id="qr-presets-label" className={labelClass}>
            {t('presets')}
          </p>
          <div className="flex flex-wrap gap-2">
            {presets.map((preset) => (
              <Button key={preset.label} onClick={() => fillText(preset.text)}>
                {t(preset.label)}
              </Button>
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('presetsNote')}</p>
        </div>

        <div>
          <Segmented
            legend={t('errorCorrection')}
            value={ec}
            onChange={(next) => setState({ ec: next })}
            options={ecOptions}
          />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('errorCorrectionNote')}</p>
        </div>

        <Slider
          label={t('imageSize')}
          unit="px"
          min={SIZE_MIN}
          max={SIZE_MAX}
          step={SIZE_STEP}
          decimals={0}
          value={size}
          onChange={(next) => setState({ size: Math.round(next) })}
          hint={t('imageSizeHint')}
        />

        <fieldset>
          <legend className={labelClass}>{t('colours')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField label={t('foreground')} value={fg} onChange={(next) => setState({ fg: next })} />
            <ColourField label={t('background')} value={bg} onChange={(next) => setState({ bg: next })} />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t.rich('contrast', {
                ratio: <span data-testid="qr-contrast">{formatRatio(contrastRatio(fg, bg))}</span>,
              })}
            </p>
            <Button variant="ghost" onClick={() => setState({ fg: bg, bg: fg })}>
              {t('swapColours')}
            </Button>
            <Button variant="ghost" onClick={() => setState({ fg: FG_DEFAULT, bg: BG_DEFAULT })}>
              {t('blackOnWhite')}
            </Button>
          </div>
          <div aria-live="polite">
            {warnings.map((warning) => (
              <p
                key={warning.kind}
                className="mt-2 flex gap-2 text-sm font-medium text-amber-800 dark:text-amber-300"
              >
                <NodeIcon node={TriangleAlert} size={18} className="mt-0.5 shrink-0" />
                <span>{colourWarningText(t, warning)}</span>
              </p>
            ))}
          </div>
        </fieldset>
      </div>

      <ResultPanel
        // Room for the preview square, the facts and the buttons.
        minHeight="36rem"
        error={error}
        summary={facts && summaryText(t, facts)}
        intro={
          <div className="space-y-2">
            <p>{t('intro')}</p>
            <p>{t('introPrivacy')}</p>
          </div>
        }
      >
        {hasText && (
          <LazyQrResult text={shownText} modules={modules} facts={facts} size={size} fg={fg} bg={bg} />
        )}
      </ResultPanel>
    </div>
  );
}

/** A colour: the native picker (labelled) and a box for its hex code. */
function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const t = useT<typeof en>();
  const id = useId();
  // What the visitor is typing into the hex box, until it is a colour and the box loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parseHexInput(draft) === null;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={`#${value}`}
          onChange={(e) => {
            const hex = parseHexInput(e.target.value);
            if (hex) {
              setDraft(null);
              onChange(hex);
            }
          }}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-400 bg-white p-1 dark:border-slate-500 dark:bg-slate-900"
        />
        <span aria-hidden="true" className="text-slate-700 dark:text-slate-300">
          #
        </span>
        <input
          type="text"
          aria-label={t('hexCode', { label })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          className={`${inputClass} w-28 font-mono`}
          value={draft ?? value}
          onChange={(e) => {
            setDraft(e.target.value);
            const hex = parseHexInput(e.target.value);
            if (hex) onChange(hex);
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-amber-800 dark:text-amber-300">
          {t('hexInvalid')}
        </p>
      )}
    </div>
  );
}
