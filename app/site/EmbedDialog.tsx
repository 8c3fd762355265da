import { useEffect, useId, useRef, useState } from 'react';
import { shareableUrl } from '~/lib/url-state';
import { CopyButton } from '~/ui/CopyButton';
import { inputClass, labelClass } from '~/ui/Field';
import { DialogCloseButton, ModalDialog } from '~/ui/ModalDialog';
import { Segmented } from '~/ui/Segmented';
import { site } from './config';
import { EMBED_DEFAULT_HEIGHT, embedCode, embedUrl, type EmbedTheme } from './embed-code';
import type { EmbedHeightMessage } from './embed-frame';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

const THEMES = [
  { value: 'system', label: 'themeSystem' },
  { value: 'light', label: 'themeLight' },
  { value: 'dark', label: 'themeDark' },
] as const satisfies readonly { value: EmbedTheme; label: keyof typeof en }[];

/**
 * The 'Embed' dialog of a tool page: the HTML that shows this tool, with its current inputs, in
 * another site (a frame of /embed/..., and the optional script that sizes it), a live preview
 * that measures the height the code asks for, and 'Copy code'. Loaded on demand.
 */
export default function EmbedDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const t = useSiteT<typeof en>();
  const preview = useRef<HTMLIFrameElement>(null);
  const id = useId();
  // The tool's state when the dialog opened: the page behind a modal dialog cannot change.
  const [pageUrl] = useState(shareableUrl);
  const [theme, setTheme] = useState<EmbedTheme>('system');
  const [height, setHeight] = useState(EMBED_DEFAULT_HEIGHT);
  const src = embedUrl(pageUrl, theme);
  const frameTitle = `${title} (${site.name})`;
  const code = embedCode({ src, title: frameTitle, height });

  // The preview reports its height as an embedding page's script would receive it.
  useEffect(() => {
    const onMessage = (event: MessageEvent<Partial<EmbedHeightMessage>>) => {
      if (event.source !== preview.current?.contentWindow || event.origin !== window.location.origin) return;
      const reported = event.data?.type === 'tinytools:height' ? event.data.height : undefined;
      if (typeof reported === 'number' && reported > 0) setHeight(reported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <ModalDialog
      labelledBy={`${id}-title`}
      onClose={onClose}
      className="mt-[5vh] max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('embedTitle')}
        </h2>
        <DialogCloseButton label={t('close')} onClose={onClose} />
      </div>
      <div className="grid gap-4 p-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('embedIntro', { title })}</p>
        <Segmented
          legend={t('theme')}
          options={THEMES.map(({ value, label }) => ({ value, label: t(label) }))}
          value={theme}
          onChange={setTheme}
        />
        <div>
          <label htmlFor={`${id}-code`} className={labelClass}>
            {t('embedCode')}
          </label>
          <textarea
            id={`${id}-code`}
            readOnly
            rows={5}
            aria-describedby={`${id}-code-hint`}
            value={code}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} resize-y font-mono text-sm break-all`}
          />
        </div>
        <p id={`${id}-code-hint`} className="-mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('embedHint')}
        </p>
        <div>
          <CopyButton text={code} label={t('copyCode')} variant="primary" />
        </div>
        <section aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className={labelClass}>
            {t('preview')}
          </h3>
          <iframe
            ref={preview}
            src={src}
            title={t('previewTitle', { title: frameTitle })}
            style={{ height: Math.min(height, 480) }}
            className="w-full rounded-lg border border-slate-300 dark:border-slate-600"
          />
        </section>
      </div>
    </ModalDialog>
  );
}
