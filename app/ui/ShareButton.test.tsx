import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COPIED_MS } from '~/lib/use-copied';

const COPY_BLOCKED = 'Copy blocked';
import { ShareButton } from './ShareButton';
import { ToolActions } from './ToolActions';
import { SiteWords } from '~/test/page';

const describedBy = (name: string | RegExp) => {
  const id = screen.getByRole('button', { name }).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('the note beside Share and Permalink', () => {
  it('ShareButton says its note as plain text and is described by it', () => {
    render(<ShareButton title="T" note="Links include the text you entered." />, { wrapper: SiteWords });
    expect(screen.getByTestId('link-note').tagName).toBe('P');
    expect(describedBy('Share')).toBe('Links include the text you entered.');
  });

  it('ToolActions says it once, below Share and Permalink, both described by it', () => {
    render(<ToolActions title="T" summary="S" note="The Wi-Fi password is not included in links." />, {
      wrapper: SiteWords,
    });
    expect(screen.getAllByTestId('link-note')).toHaveLength(1);
    expect(describedBy('Share')).toBe('The Wi-Fi password is not included in links.');
    expect(describedBy('Permalink')).toBe('The Wi-Fi password is not included in links.');
    expect(describedBy('Copy summary')).toBeNull();
  });
});

describe('when the browser refuses the clipboard', () => {
  function refuseClipboard() {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      configurable: true,
    });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    document.execCommand = () => false;
  }

  it('stays silent on a page of its own, as the spec says', async () => {
    refuseClipboard();
    render(<ToolActions title="T" summary="S" />, { wrapper: SiteWords });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy summary' })));
    expect(screen.queryByRole('button', { name: COPY_BLOCKED })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy summary' })).toBeTruthy();
  });

  it("in another site's frame, Copy, Share and Permalink say so, then go back to their names", async () => {
    vi.useFakeTimers();
    refuseClipboard();
    const parent = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { value: {}, configurable: true });
    render(<ToolActions title="T" summary="S" />, { wrapper: SiteWords });
    for (const name of ['Share', 'Copy summary', 'Permalink']) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name })));
      expect(screen.getByRole('button', { name: COPY_BLOCKED })).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(COPIED_MS));
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    Object.defineProperty(window, 'parent', parent!);
    vi.useRealTimers();
  });
});
