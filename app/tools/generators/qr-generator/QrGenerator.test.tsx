import { act, fireEvent, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it, vi } from 'vitest';
import { flushUrlState } from '~/lib/url-state';
import { address, expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { QrGenerator } from './QrGenerator';

// The page loads the code and its actions on demand; here they render at once.
vi.mock('./LazyQrResult', async () => ({ LazyQrResult: (await import('./QrResult')).QrResult }));

const path = '/generators/qr-generator';

const renderAt = (query: string) => renderPage(path, <QrGenerator />, query, en);

const textBox = () => screen.getByLabelText('Text or URL') as HTMLTextAreaElement;
const preview = () => screen.findByRole('img', { name: /^QR code for: / }, { timeout: 5000 });

/** Decodes the preview as a phone would: the SVG's path drawn into pixels, read by jsQR. */
function decodePreview(svg: Element): string | null {
  const total = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 8;
  const size = total * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const match of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, length] = match.slice(1).map(Number) as [number, number, number];
    for (let py = y * scale; py < (y + 1) * scale; py++) {
      for (let px = x * scale; px < (x + length) * scale; px++)
        pixels.fill(0, (py * size + px) * 4, (py * size + px) * 4 + 3);
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

describe('QR code generator page', () => {
  it('shows the intro and no code when empty', () => {
    renderAt('');
    expect(screen.getByText(/Type a link or any text, or start from an example/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(textBox().value).toBe('');
    expect((screen.getByRole('radio', { name: 'M (15%)' }) as HTMLInputElement).checked).toBe(true);
    expect(text('qr-contrast')).toBe('21:1');
  });

  it('draws the catalogue example from its link, with its facts as text', async () => {
    renderAt('?text=https%3A%2F%2Fexample.com%2Fmenu&ec=Q&size=320');
    const svg = await preview();
    expect(svg.getAttribute('aria-label')).toBe('QR code for: https://example.com/menu');
    expect(svg.getAttribute('viewBox')).toBe('0 0 37 37');
    expect(decodePreview(svg)).toBe('https://example.com/menu');
    expectTexts({
      'qr-version': 'Version 3 (29 × 29 modules)',
      'qr-ec': 'Q (recovers up to 25% damage)',
      'qr-bytes': '24 bytes',
      'qr-image': '320 × 320 px (8 px per module)',
      'qr-content': 'https://example.com/menu',
    });
    expect((screen.getByRole('radio', { name: 'Q (25%)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Image size') as HTMLInputElement).value).toBe('320');
    expect(screen.getByRole('status').textContent).toBe(
      'QR code ready: version 3 (29 × 29 modules), error correction Q, 24 bytes, 320 px.',
    );
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download SVG' })).toBeInTheDocument();
    // jsdom has no ClipboardItem: no Copy image button.
    expect(screen.queryByRole('button', { name: 'Copy image' })).toBeNull();
  });

  it('follows typing, says when the text is too long, and writes the address', async () => {
    renderAt('?ec=H');
    fireEvent.change(textBox(), { target: { value: 'hello' } });
    const svg = await preview();
    expect(decodePreview(svg)).toBe('hello');
    expectTexts({
      'qr-version': 'Version 1 (21 × 21 modules)',
      'qr-bytes': '5 bytes',
    });

    fireEvent.change(textBox(), { target: { value: 'é'.repeat(700) } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too long for a QR code at error correction H: the text is 1,400 bytes and at most 1,273 fit. Shorten the text or lower the error correction (it fits at Q).',
    );
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Q (25%)' }));
    expect(decodePreview(await preview())).toBe('é'.repeat(700));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(text('qr-bytes')).toBe('1,400 bytes');

    act(() => flushUrlState());
    // The link keeps the first 100 characters; the box keeps them all.
    expect(new URLSearchParams(window.location.search).get('text')).toBe('é'.repeat(100));
    expect(new URLSearchParams(window.location.search).get('ec')).toBe('Q');
    expect(textBox().value).toHaveLength(700);
  });

  it('fills the box from a preset', async () => {
    renderAt('');
    fireEvent.click(screen.getByRole('button', { name: 'Wi-Fi' }));
    expect(textBox().value).toBe('WIFI:T:WPA;S:MyNetwork;P:password;;');
    expect(decodePreview(await preview())).toBe('WIFI:T:WPA;S:MyNetwork;P:password;;');
    // The preset holds a password: the address never gets it.
    expect(address()).toBe('');
  });

  it('never writes a Wi-Fi password to the address, while typing or after', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    renderAt('?text=hello&ec=H');
    await preview();
    for (const typed of ['WIFI:S:home;T:WPA;P:s', 'WIFI:S:home;T:WPA;P:secret;;']) {
      fireEvent.change(textBox(), { target: { value: typed } });
      act(() => flushUrlState());
    }
    fireEvent.click(screen.getByRole('radio', { name: 'Q (25%)' }));
    expect(address()).toBe('?ec=Q');
    const written = replaceState.mock.calls.map((call) => decodeURIComponent(String(call[2])));
    expect(written.some((url) => /P:s/i.test(url))).toBe(false);
    // The code itself holds the whole text.
    expect(decodePreview(await preview())).toBe('WIFI:S:home;T:WPA;P:secret;;');
    expect(textBox().value).toBe('WIFI:S:home;T:WPA;P:secret;;');
  });

  it('reads colours from the link, warns about low contrast and inverted colours, and swaps', async () => {
    renderAt('?text=hi&fg=aaaaaa&bg=zzzzzz');
    await preview();
    expect((screen.getByLabelText('Foreground colour', { exact: true }) as HTMLInputElement).value).toBe(
      '#aaaaaa',
    );
    expect((screen.getByLabelText('Background colour hex code') as HTMLInputElement).value).toBe('ffffff');
    expect(
      screen.getByText(
        'Low contrast (2.3:1): some phones may not read this code. Aim for 4:1 or more, dark on light.',
      ),
    ).toBeInTheDocument();
    const svg = await preview();
    expect(svg.querySelector('path')!.getAttribute('fill')).toBe('#aaaaaa');
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff');

    const fgHex = screen.getByLabelText('Foreground colour hex code') as HTMLInputElement;
    fireEvent.change(fgHex, { target: { value: '#1E3A8A' } });
    expect(screen.queryByText(/Low contrast/)).toBeNull();
    expect(text('qr-contrast')).toBe('10.3:1');
    fireEvent.change(fgHex, { target: { value: '#12' } });
    expect(screen.getByText('Enter 6 hex digits, e.g. 1e3a8a.')).toBeInTheDocument();
    expect(fgHex.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(fgHex);
    expect(fgHex.value).toBe('1e3a8a');

    fireEvent.click(screen.getByRole('button', { name: 'Swap colours' }));
    expect(screen.getByText(/The foreground is lighter than the background/)).toBeInTheDocument();
    expect(address()).toBe('?text=hi&fg=ffffff&bg=1e3a8a');
    fireEvent.click(screen.getByRole('button', { name: 'Black on white' }));
    expect(screen.queryByText(/lighter than the background/)).toBeNull();
  });

  it('downloads the SVG file', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:qr';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('qr-code.svg');
    });
    renderAt('?text=hello&size=512&fg=1e3a8a');
    await preview();
    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(files[0]!.type).toBe('image/svg+xml');
    const svg = await files[0]!.text();
    expect(svg).toContain('width="512" height="512" viewBox="0 0 29 29"');
    expect(svg).toContain('fill="#1e3a8a"');
  });
});
