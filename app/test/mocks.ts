/**
 * Stand-ins for what a component test cannot run: the clipboard and the download helper record
 * what they are given (in `copies` and `downloads`, emptied after each test by the setup), and the
 * chart loads at once instead of on demand. A test file asks for each with one line (vi.mock is
 * hoisted above the imports, so its factory imports this module):
 *
 *   vi.mock('~/lib/clipboard', () => import('~/test/mocks').then((m) => m.clipboard));
 *   vi.mock('~/lib/download', () => import('~/test/mocks').then((m) => m.download()));
 *   vi.mock('~/ui/LazyChart', () => import('~/test/mocks').then((m) => m.lazyChart()));
 */
import { vi } from 'vitest';

export const copies: string[] = [];
export const downloads: { name: string; text: string; type: string }[] = [];

export const clipboard = {
  copyText: async (text: string) => {
    copies.push(text);
    return true;
  },
};

/** The download helper with its real CSV and .ics builders; saving a file records it instead. */
export async function download() {
  return {
    ...(await vi.importActual<typeof import('~/lib/download')>('~/lib/download')),
    downloadFile: (name: string, text: string, type: string) => downloads.push({ name, text, type }),
  };
}

/** The chart itself in place of its on-demand loader. */
export async function lazyChart() {
  return { LazyChart: (await import('~/ui/Chart')).Chart };
}
