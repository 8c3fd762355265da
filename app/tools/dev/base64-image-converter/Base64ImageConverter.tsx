import { ImageUp } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useId, useState, type DragEvent } from 'react';
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

type Loaded = { name: string; result: Base64Result };

const boxClass =
  'w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

export function Base64ImageConverter() {
  const inputId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const read = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? describeDataUri(reader.result, file) : null;
      if (result) {
        setLoaded({ name: file.name, result });
        setError(null);
      } else setError('This file could not be read as an image.');
    };
    reader.onerror = () => setError('This file could not be read.');
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
            Choose an image
          </label>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            or drop one here. PNG, JPEG, GIF, WebP, SVG… up to 10 MB.
          </p>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="mx-auto mt-3 block max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-700 file:px-3 file:py-2 file:font-medium file:text-white dark:text-slate-300"
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
              alt={`Preview of ${loaded.name}`}
              className="mx-auto max-h-64 max-w-full rounded-lg border border-slate-300 object-contain dark:border-slate-600"
            />
            <figcaption className="text-center text-sm break-all text-slate-700 dark:text-slate-300">
              {loaded.name}
            </figcaption>
          </figure>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The image is read on this device and never uploaded.
        </p>
      </div>

      <ResultPanel
        result={result}
        minHeight="20rem"
        summary={(result) =>
          `Encoded ${formatBytes(result.originalBytes)} as ${result.encodedLength} characters of Base64`
        }
        intro="Choose or drop an image to get its Base64 text, a data URI, an img tag and a CSS rule, ready to copy."
      >
        {(result) => <Output result={result} />}
      </ResultPanel>
    </div>
  );
}

function Output({ result }: { result: Base64Result }) {
  const blocks = [
    { id: 'base64', label: 'Base64', text: result.base64 },
    { id: 'data-uri', label: 'Data URI', text: result.dataUri },
    { id: 'img', label: 'HTML img tag', text: result.imgTag },
    { id: 'css', label: 'CSS background-image', text: result.cssRule },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3">
        <Stat term="Original file" testId="base64-original">
          {formatBytes(result.originalBytes)}
        </Stat>
        <Stat term="Type">{result.mimeType}</Stat>
        <Stat term="Base64 length" testId="base64-length">
          {result.encodedLength.toLocaleString('en-US')} characters
        </Stat>
        <Stat term="Estimated size (¾ of the length)" testId="base64-estimate">
          {formatBytes(result.estimatedBytes)}
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
              label="Copy"
              accessibleName={`Copy ${block.label}`}
              variant="ghost"
            />
          </div>
          <textarea
            id={`base64-${block.id}`}
            data-testid={`base64-${block.id}`}
            readOnly
            rows={3}
            value={previewText(block.text)}
            className={boxClass}
          />
        </div>
      ))}
    </div>
  );
}
