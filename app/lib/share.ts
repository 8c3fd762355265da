import { copyText } from './clipboard';

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/**
 * Opens the device share sheet where there is one, otherwise copies the link.
 * Returns 'copied' when the link went to the clipboard (so the button can say 'Copied!'),
 * 'shared' after the sheet, and 'failed' when neither worked or the visitor cancelled.
 */
export async function shareOrCopy(data: ShareData): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'failed';
      // Share refused (no user gesture, unsupported data): copy instead.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
