import { useEffect, useId, useRef, useState } from 'react';
import { shareableUrl } from '~/lib/url-state';
import { CopyButton } from '~/ui/CopyButton';
import { inputClass, labelClass } from '~/ui/Field';
import { DialogCloseButton, ModalDialog } from '~/ui/ModalDialog';
import { Segmented } from '~/ui/Segmented';
import { site } from './config';
import { EMBED_DEFAULT_HEIGHT, embedCode, embedUrl, type EmbedTheme } from './embed-code';
import type { EmbedHeightMessage } from './embed-frame';

const THEMES: readonly { value: EmbedTheme; label: string }[] = [
  { value: 'system', label: "Visitor's setting" },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/**
 * The 'Embed' dialog of a tool page: the HTML that shows this tool, with its current inputs, in
 * another site (a frame of /embed/..., and the optional script that sizes it), a live preview
 * that measures the height the code asks for, and 'Copy code'. Loaded on demand.
 */
export default function EmbedDialog({ title, onClose }: { title: string; onClose: () => void }) {
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
          Embed this tool
        </h2>
        <DialogCloseButton label="Close" onClose={onClose} />
      </div>
      <div className="grid gap-4 p-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Paste this code into your page to show the {title} there, starting with the inputs it has now.
          Visitors can change them; nothing they type leaves their browser.
        </p>
        <Segmented legend="Theme" options={THEMES} value={theme} onChange={setTheme} />
        <div>
          <label htmlFor={`${id}-code`} className={labelClass}>
            Embed code
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
          The script line is optional: it fits the frame to the tool. Without it the frame keeps its height
          and scrolls.
        </p>
        <div>
          <CopyButton text={code} label="Copy code" variant="primary" />
        </div>
        <section aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className={labelClass}>
            Preview
          </h3>
          <iframe
            ref={preview}
            src={src}
            title={`Preview: ${frameTitle}`}
            style={{ height: Math.min(height, 480) }}
            className="w-full rounded-lg border border-slate-300 dark:border-slate-600"
          />
        </section>
      </div>
    </ModalDialog>
  );
}
