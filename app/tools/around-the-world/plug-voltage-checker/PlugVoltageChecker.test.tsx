import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { address, expectTexts, hydratePage, renderPage, text } from '~/test/page';
import en from './messages/en';
import { PlugVoltageChecker } from './PlugVoltageChecker';

// The page loads its verdicts on demand (LazyPlugResult); here they render at once.
vi.mock('./LazyPlugResult', async () => ({ LazyPlugResult: (await import('./PlugResult')).PlugResult }));

const path = '/around-the-world/plug-voltage-checker';
const renderAt = (query: string) => renderPage(path, <PlugVoltageChecker />, query, en);

const fromBox = () => screen.getByLabelText('From') as HTMLSelectElement;
const toBox = () => screen.getByLabelText('To') as HTMLSelectElement;
const dualBox = () => screen.getByLabelText('My device is dual-voltage (100–240 V)') as HTMLInputElement;
const query = () => Object.fromEntries(new URLSearchParams(address()));

describe('Plug & Voltage Checker page', () => {
  it('opens the catalogue example: US to GB with a dual-voltage device', () => {
    renderAt('?from=US&to=GB&dual=1');
    expect(fromBox().value).toBe('US');
    expect(toBox().value).toBe('GB');
    expect(dualBox().checked).toBe(true);
    expectTexts({
      'plug-to-types': 'G',
      'plug-to-voltage': '230 V',
      'plug-to-hz': '50 Hz',
      'plug-adapter': 'Adapter needed',
      'plug-voltage': 'No converter needed',
      'plug-frequency': 'Frequency differs',
      'plug-fit-A': 'Type A (two flat parallel pins): needs an adapter',
    });
    expect(screen.getByRole('status').textContent).toMatch(
      /^From the United States to the United Kingdom: adapter needed, no converter needed/,
    );
  });

  it('ignores bad codes and keeps the defaults (US to GB, not dual)', () => {
    renderAt('?from=XX&to=zz&dual=maybe');
    expect(fromBox().value).toBe('US');
    expect(toBox().value).toBe('GB');
    expect(dualBox().checked).toBe(false);
    expect(text('plug-voltage')).toBe('Converter needed');
  });

  it('changes the verdicts and writes the address as the inputs change', () => {
    renderAt('');
    expect(text('plug-voltage')).toBe('Converter needed');
    fireEvent.click(dualBox());
    expect(text('plug-voltage')).toBe('No converter needed');
    expect(query()).toEqual({ dual: '1' });
    fireEvent.change(toBox(), { target: { value: 'CA' } });
    expectTexts({ 'plug-adapter': 'No adapter needed', 'plug-frequency': 'Same frequency' });
    expect(query()).toEqual({ to: 'CA', dual: '1' });
    fireEvent.change(fromBox(), { target: { value: 'CA' } });
    expect(text('plug-headline')).toBe('You are at home: no adapter or converter needed.');
    fireEvent.click(dualBox());
    expect(query()).toEqual({ from: 'CA', to: 'CA' });
  });

  it('swaps the countries', () => {
    renderAt('?from=DE&to=CH');
    expectTexts({
      'plug-adapter': 'Adapter needed for some plugs',
      'plug-fit-F': expect.stringMatching(/needs an adapter$/),
      'plug-note': expect.stringMatching(/Swiss sockets/),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Swap countries' }));
    expect([fromBox().value, toBox().value]).toEqual(['CH', 'DE']);
    expect(text('plug-adapter')).toBe('Adapter needed for some plugs');
    expect(query()).toEqual({ from: 'CH', to: 'DE' });
  });

  it('hydrates the prerendered page, then applies the link without a mismatch', async () => {
    const { html, errors, unmount } = await hydratePage(
      path,
      <PlugVoltageChecker />,
      '?from=US&to=JP&dual=1',
      { messages: en },
    );
    expect(html).toContain('Converter needed');
    expect(errors).toEqual([]);
    expectTexts({ 'plug-to-voltage': '100 V', 'plug-adapter': 'No adapter needed' });
    unmount();
  });
});
