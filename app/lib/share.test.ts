// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';
import { shareOrCopy } from './share';

const writeText = vi.fn<(text: string) => Promise<void>>();
const execCommand = vi.fn<(command: string) => boolean>();
let copiedViaTextarea: string[] = [];

function setClipboard(available: boolean, secure = true) {
  Object.defineProperty(navigator, 'clipboard', {
    value: available ? { writeText } : undefined,
    configurable: true,
  });
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

/** Puts `share` in place of the Web Share API (undefined: a browser without one). */
function setShare(share: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

/** A share sheet that fails with a DOMException. */
const shareFailing = (message: string, name: string) =>
  setShare(vi.fn().mockRejectedValue(new DOMException(message, name)));

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  copiedViaTextarea = [];
  execCommand.mockReset().mockImplementation(() => {
    copiedViaTextarea.push(document.querySelector('textarea')!.value);
    return true;
  });
  document.execCommand = execCommand as unknown as typeof document.execCommand;
  setClipboard(true);
});
afterEach(() => {
  setShare(undefined);
});

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    expect(await copyText('hello')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(execCommand).not.toHaveBeenCalled();
  });
  it('falls back to a hidden textarea on plain HTTP, and removes it afterwards', async () => {
    setClipboard(true, false);
    expect(await copyText('over http')).toBe(true);
    expect(writeText).not.toHaveBeenCalled();
    expect(copiedViaTextarea).toEqual(['over http']);
    expect(document.querySelector('textarea')).toBeNull();
  });
  it('falls back when the Clipboard API refuses, and when it is missing', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    expect(await copyText('refused')).toBe(true);
    setClipboard(false);
    expect(await copyText('missing')).toBe(true);
    expect(copiedViaTextarea).toEqual(['refused', 'missing']);
  });
  it('resolves false when nothing can copy', async () => {
    setClipboard(false);
    execCommand.mockImplementation(() => {
      throw new Error('not supported');
    });
    expect(await copyText('x')).toBe(false);
  });
  it('gives focus back to where it was', async () => {
    setClipboard(false);
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    await copyText('x');
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'Tool', text: 'summary', url: 'https://example.test/t?x=1' };

  it('opens the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setShare(share);
    expect(await shareOrCopy(data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });
  it('stays silent when the visitor cancels the sheet', async () => {
    shareFailing('cancelled', 'AbortError');
    expect(await shareOrCopy(data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
  it('copies the link when sharing is refused or missing', async () => {
    shareFailing('no gesture', 'NotAllowedError');
    expect(await shareOrCopy(data)).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith(data.url);
    setShare(undefined);
    expect(await shareOrCopy(data)).toBe('copied');
  });
  it("says 'failed' when the link could not be copied either", async () => {
    setClipboard(false);
    execCommand.mockReturnValue(false);
    expect(await shareOrCopy(data)).toBe('failed');
  });
});
