/**
 * Copies an image to the clipboard (the QR code; later the meeting-cost card). Apart from
 * clipboard.ts so the text copy on every page stays small. Only the async Clipboard API can hold
 * an image, so where it cannot (no ClipboardItem, plain HTTP) the Copy image button is not shown.
 */
export function canCopyImage(): boolean {
  return (
    typeof ClipboardItem === 'function' &&
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof navigator.clipboard?.write === 'function'
  );
}

/**
 * Copies a PNG. Takes a promise of the image so the write starts within the click, as Safari
 * requires. Resolves false when the browser refuses; callers stay silent about it.
 */
export async function copyImage(png: Promise<Blob | null>): Promise<boolean> {
  if (!canCopyImage()) return false;
  try {
    const blob = png.then((b) => {
      if (!b) throw new Error('No image');
      return b;
    });
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    return true;
  } catch {
    return false;
  }
}
