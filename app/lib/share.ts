import { copyText } from './clipboard';

export interface ShareData {
  title: string;
  text?: string;
  url: string;
}

/**
 * Opens the device share sheet where there is one, otherwise copies the link.
 * Returns 'copied' when the link went to the clipboard (so the button can say 'Copied!'),
 * 'shared' after the sheet, 'cancelled' when the visitor closed it, and 'failed' when neither
 * worked (a frame of another site that may not copy).
 */
export async function shareOrCopy(data: ShareData): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share refused (no user gesture, unsupported data): copy instead.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
