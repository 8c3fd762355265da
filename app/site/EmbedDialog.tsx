import { X } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import { shareableUrl } from '~/lib/url-state';
import { CopyButton } from '~/ui/CopyButton';
import { inputClass, labelClass } from '~/ui/Field';
import { NodeIcon } from '~/ui/NodeIcon';
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
 * that measures the height the code asks for, and 'Copy code'. A modal <dialog>: Escape or the
 * close button closes it and the focus goes back to the button that opened it. Loaded on demand.
 */
export default function EmbedDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const preview = useRef<HTMLIFrameElement>(null);
  const id = useId();
  // The tool's state when the dialog opened: the page behind a modal dialog cannot change.
  const [pageUrl] = useState(shareableUrl);
  const [theme, setTheme] = useState<EmbedTheme>('system');
  const [height, setHeight] = useState(EMBED_DEFAULT_HEIGHT);
  const src = embedUrl(pageUrl, theme);
  const frameTitle = `${title} (${site.name})`;
  const code = embedCode({ src, title: frameTitle, height });

  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

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
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto mt-[5vh] max-h-[90vh] overflow-y-auto w-[min(48rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Embed this tool
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <NodeIcon node={X} size={18} />
        </button>
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
    </dialog>
  );
}
