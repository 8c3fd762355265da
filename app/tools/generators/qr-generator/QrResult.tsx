import { Check, Copy, Download, TriangleAlert } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { useMemo } from 'react';
import { canCopyImage, copyImage } from '~/lib/clipboard-image';
import { useT } from '~/lib/i18n';
import { canvasToPng, downloadFile } from '~/lib/download';
import { COPIED_MS, useCopied } from '~/lib/use-copied';
import { useCopyStatus } from '~/ui/copy-status';
import { Button } from '~/ui/Button';
import { Stat } from '~/ui/Stat';
import type en from './messages/en';
import { describeQr, type Modules, pixelLayout, shortText, totalModules } from './qr-generator';
import { darkPath, darkRuns, matrixToSvg, smallModuleWarning } from './qr-image';
import { factTexts, smallModulesText } from './words';

const FACT_TERMS = [
  { key: 'version', term: 'version', testId: 'qr-version' },
  { key: 'errorCorrection', term: 'errorCorrection', testId: 'qr-ec' },
  { key: 'bytes', term: 'contentSize', testId: 'qr-bytes' },
  { key: 'image', term: 'image', testId: 'qr-image' },
] as const satisfies readonly { key: string; term: keyof typeof en; testId: string }[];

/**
 * The code, its facts, and the PNG, SVG and copy actions. Loaded on demand with the encoder
 * (LazyQrResult): nothing of it can show before the page has hydrated.
 */

// ---- Images for download and copy -------------------------------------------------------------

/** The PNG: `size` px square, whole-pixel modules where possible, quiet zone included. */
function renderPng(modules: Modules, size: number, fg: string, bg: string): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = `#${bg}`;
  context.fillRect(0, 0, size, size);
  context.fillStyle = `#${fg}`;
  const { edges } = pixelLayout(size, modules.length);
  for (const { x, y, length } of darkRuns(modules)) {
    const left = edges[x] ?? 0;
    const top = edges[y] ?? 0;
    context.fillRect(left, top, (edges[x + length] ?? size) - left, (edges[y + 1] ?? size) - top);
  }
  return canvasToPng(canvas);
}

export function QrResult({
  text,
  modules,
  facts,
  size,
  fg,
  bg,
}: {
  text: string;
  modules: Modules | null;
  facts: ReturnType<typeof describeQr> | null;
  size: number;
  fg: string;
  bg: string;
}) {
  const t = useT<typeof en>();
  const copy = useCopied(COPIED_MS);
  const copyStatus = useCopyStatus(copy.outcome);
  const canCopy = canCopyImage();
  const path = useMemo(() => (modules ? darkPath(modules) : ''), [modules]);

  if (!modules || !facts) {
    // Inside the same full-width block as the code, so the code replacing it shifts nothing.
    return (
      <div className="space-y-4">
        <div className="mx-auto flex aspect-square w-72 max-w-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400">
          {t('preparing')}
        </div>
      </div>
    );
  }

  const total = totalModules(modules.length);
  const smallModules = smallModuleWarning(size, modules.length);
  const downloadPng = async () => {
    const blob = await renderPng(modules, size, fg, bg);
    if (blob) downloadFile('qr-code.png', blob, 'image/png');
  };
  const copyQr = () => copy.run(() => copyImage(renderPng(modules, size, fg, bg)));

  return (
    <div className="space-y-4">
      <svg
        role="img"
        aria-label={t('preview', { text: shortText(text) })}
        data-testid="qr-preview"
        viewBox={`0 0 ${total} ${total}`}
        shapeRendering="crispEdges"
        className="mx-auto block aspect-square w-72 max-w-full rounded-lg border border-slate-300 dark:border-slate-600"
      >
        <rect width={total} height={total} fill={`#${bg}`} />
        <path d={path} fill={`#${fg}`} />
      </svg>

      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="primary" onClick={() => void downloadPng()}>
          <NodeIcon node={Download} size={16} />
          {t('downloadPng')}
        </Button>
        <Button
          onClick={() => downloadFile('qr-code.svg', matrixToSvg(size, modules, fg, bg), 'image/svg+xml')}
        >
          <NodeIcon node={Download} size={16} />
          {t('downloadSvg')}
        </Button>
        {canCopy && (
          <Button onClick={() => void copyQr()}>
            {copy.copied ? <NodeIcon node={Check} size={16} /> : <NodeIcon node={Copy} size={16} />}
            <span aria-live="polite">{copyStatus(t('copyImage'))}</span>
          </Button>
        )}
      </div>

      {smallModules && (
        <p className="flex gap-2 text-sm font-medium text-amber-800 dark:text-amber-300">
          <NodeIcon node={TriangleAlert} size={18} className="mt-0.5 shrink-0" />
          <span>{smallModulesText(t, smallModules)}</span>
        </p>
      )}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {FACT_TERMS.map(({ key, term, testId }) => (
          <Stat key={key} term={t(term)} testId={testId}>
            {factTexts(t, facts)[key]}
          </Stat>
        ))}
        <Stat term={t('encodedContent')} wide>
          <div
            role="region"
            aria-label={t('encodedContent')}
            // Focusable so keyboard users can scroll a long text.
            tabIndex={0}
            data-testid="qr-content"
            className="max-h-32 overflow-auto font-normal whitespace-pre-wrap [overflow-wrap:anywhere]"
          >
            {text}
          </div>
        </Stat>
      </dl>
    </div>
  );
}
