import { ImageUp } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useState, type DragEvent } from 'react';
import { formatNumber } from '~/lib/format';
import { useT, type T } from '~/lib/i18n';
import { CopyButton } from '~/ui/CopyButton';
import { ResultPanel } from '~/ui/ResultPanel';
import { Stat } from '~/ui/Stat';
import {
  describeDataUri,
  formatBytes,
  previewText,
  validateImageFile,
  type Base64Result,
} from './base64-image-converter';
import type en from './messages/en';

type Loaded = { name: string; result: Base64Result };

const boxClass =
  'w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

/** '512 bytes', '1.5 KB' (under 1 KB in the page's words). */
const sizeText = (t: T<typeof en>, bytes: number) => formatBytes(bytes, (n) => t('byteCount', { n }));

export function Base64ImageConverter() {
  const t = useT<typeof en>();
  const inputId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const read = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      setError(t(problem));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? describeDataUri(reader.result, file) : null;
      if (result) {
        setLoaded({ name: file.name, result });
        setError(null);
      } else setError(t('notAnImage'));
    };
    reader.onerror = () => setError(t('unreadable'));
    reader.readAsDataURL(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer.files[0]);
  };

  const result = loaded?.result;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`rounded-2xl border-2 border-dashed p-6 text-center ${dragging ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600'}`}
        >
          <NodeIcon node={ImageUp} size={32} className="mx-auto text-slate-600 dark:text-slate-300" />
          <label htmlFor={inputId} className="mt-2 block font-medium text-slate-900 dark:text-white">
            {t('chooseImage')}
          </label>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('dropHint')}</p>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="mx-auto mt-3 block max-w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-blue-700 file:px-3 file:py-2 file:font-medium file:text-white dark:text-slate-300"
            onChange={(event) => {
              read(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        {error && (
          <p role="alert" data-testid="base64-error" className="font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {loaded && result && (
          <figure className="space-y-2">
            <img
              src={result.dataUri}
              alt={t('preview', { name: loaded.name })}
              className="mx-auto max-h-64 max-w-full rounded-lg border border-slate-300 object-contain dark:border-slate-600"
            />
            <figcaption className="text-center text-sm break-all text-slate-700 dark:text-slate-300">
              {loaded.name}
            </figcaption>
          </figure>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('privacy')}</p>
      </div>

      <ResultPanel
        result={result}
        minHeight="20rem"
        summary={(result) =>
          t('summary', {
            size: sizeText(t, result.originalBytes),
            length: formatNumber(result.encodedLength, 0),
          })
        }
        intro={t('intro')}
      >
        {(result) => <Output result={result} />}
      </ResultPanel>
    </div>
  );
}

function Output({ result }: { result: Base64Result }) {
  const t = useT<typeof en>();
  const blocks = [
    { id: 'base64', label: t('base64'), text: result.base64 },
    { id: 'data-uri', label: t('dataUri'), text: result.dataUri },
    { id: 'img', label: t('imgTag'), text: result.imgTag },
    { id: 'css', label: t('cssRule'), text: result.cssRule },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3">
        <Stat term={t('originalFile')} testId="base64-original">
          {sizeText(t, result.originalBytes)}
        </Stat>
        <Stat term={t('type')}>{result.mimeType}</Stat>
        <Stat term={t('base64Length')} testId="base64-length">
          {t('characters', { length: formatNumber(result.encodedLength, 0) })}
        </Stat>
        <Stat term={t('estimatedSize')} testId="base64-estimate">
          {sizeText(t, result.estimatedBytes)}
        </Stat>
      </dl>
      {blocks.map((block) => (
        <div key={block.id}>
          <div className="mb-1 flex items-center justify-between gap-2">
            <label
              htmlFor={`base64-${block.id}`}
              className="text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {block.label}
            </label>
            <CopyButton
              text={block.text}
              label={t('copy')}
              accessibleName={t('copyBlock', { label: block.label })}
              variant="ghost"
            />
          </div>
          <textarea
            id={`base64-${block.id}`}
            data-testid={`base64-${block.id}`}
            readOnly
            rows={3}
            value={previewText(block.text, (count) => t('moreCharacters', { count }))}
            className={boxClass}
          />
        </div>
      ))}
    </div>
  );
}
