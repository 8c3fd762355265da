import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, expectTexts, hydratePage, renderPage, text } from '~/test/page';
import { InternationalShoeSizeConverter } from './InternationalShoeSizeConverter';
import en from './messages/en';

const path = '/around-the-world/international-shoe-size-converter';
const renderAt = (query: string) => renderPage(path, <InternationalShoeSizeConverter />, query, en);

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('International shoe size converter page', () => {
  it("opens the catalogue example: women's US 8", () => {
    renderAt('?g=women&s=us&v=8');
    expect(radio('Women').checked).toBe(true);
    expect(radio('US').checked).toBe(true);
    expect(field("US women's size").value).toBe('8');
    expectTexts({
      'shoe-us': '8',
      'shoe-uk': '6',
      'shoe-eu': '39',
      'shoe-cm': '24.6 cm',
      'shoe-in': '9.67 in',
    });
    expect(screen.getByRole('status').textContent).toBe(
      "Women's US 8 = UK 6 = EU 39, foot length 24.6 cm (9.67 in)",
    );
    expect(text('shoe-rules')).toContain('EU = 1.5 × (foot length in cm + 1.75)');
    expect(text('shoe-clamped')).toBeNull();
  });

  it('shows the message without a value, and for text that is not a number', () => {
    renderAt('');
    expectTexts({ 'shoe-message': 'Enter a value to convert.', 'shoe-us': null });
    cleanup();
    renderAt('?v=abc');
    expect(screen.getByRole('alert').textContent).toBe('Enter a value to convert.');
    expect(text('shoe-us')).toBeNull();
  });

  it('clamps with a hint', () => {
    renderAt('?s=cm&v=40');
    expect(field('Foot length').value).toBe('40');
    expectTexts({
      'shoe-cm': '31 cm',
      'shoe-clamped': 'Clamped to 31 cm, the longest foot this converter covers.',
      'shoe-eu': '49',
    });
  });

  it('gender, system and value write the address; defaults are left out', () => {
    renderAt('');
    fireEvent.change(field("US men's size"), { target: { value: '10' } });
    expect(text('shoe-eu')).toBe('43');
    expect(address()).toBe('?v=10');
    fireEvent.click(radio('Women'));
    expect(text('shoe-uk')).toBe('8');
    fireEvent.click(radio('EU'));
    fireEvent.change(field('EU size'), { target: { value: '42' } });
    expect(text('shoe-us')).toBe('10');
    const params = new URLSearchParams(address());
    expect([params.get('g'), params.get('s'), params.get('v'), params.size]).toEqual([
      'women',
      'eu',
      '42',
      3,
    ]);
    fireEvent.click(radio('Men'));
    fireEvent.click(radio('US'));
    fireEvent.change(field("US men's size"), { target: { value: '' } });
    expect(address()).toBe('');
  });

  it('ignores an unknown gender or system from a link', () => {
    renderAt('?g=robot&s=mars&v=9');
    expect(radio('Men').checked).toBe(true);
    expect(radio('US').checked).toBe(true);
    expect(text('shoe-uk')).toBe('8');
  });

  it('shows the chart for the chosen gender', () => {
    renderAt('?g=women');
    const chart = screen.getByTestId('shoe-chart');
    expect(chart.querySelector('caption')!.textContent).toBe("Women's shoe size chart (US 5 to 12)");
    expect(chart.querySelectorAll('tbody tr')).toHaveLength(8);
  });

  it('hydrates the prerendered page (no query) without a mismatch, then applies the link', async () => {
    const { html, errors, unmount } = await hydratePage(
      path,
      <InternationalShoeSizeConverter />,
      '?g=men&s=eu&v=42',
      { messages: en },
    );
    expect(html).toContain('Enter a value to convert.');
    expect(errors).toEqual([]);
    expectTexts({ 'shoe-us': '9', 'shoe-cm': '26.3 cm' });
    unmount();
  });
});
