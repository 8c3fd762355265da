import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { TippingRiskOMeter } from './TippingRiskOMeter';

const path = '/around-the-world/tipping-risk-o-meter';

/** Opens the page at `url` (the path with its query). */
const renderAt = (url: string) => renderPage(path, <TippingRiskOMeter />, url.slice(path.length), en);

const country = () => screen.getByLabelText('Country') as HTMLSelectElement;
const slider = () => screen.getByRole('slider', { name: 'Your tip' }) as HTMLInputElement;
const valueBox = () => screen.getByLabelText('Your tip (%)') as HTMLInputElement;

describe('Tipping Risk-o-Meter page', () => {
  it('opens the catalogue example: 10 % in a German restaurant is typical', () => {
    renderAt(`${path}?c=DE&s=restaurant&t=10`);
    expect(country().value).toBe('DE');
    expect(text('tip-risk-label')).toBe('Typical');
    expect(screen.getByTestId('tip-risk').dataset.level).toBe('green');
    expectTexts({ 'tip-norm': 'Typical here: 5–10 %', 'tip-percent': '10 %', 'tip-service-charge': null });
    expect(screen.getByRole('status').textContent).toBe(
      'Tip of 10 % at a restaurant in Germany: Typical. Typical here: 5–10 %.',
    );
    expect(screen.getByRole('img', { name: /tip 10 %, Typical/ })).toBeInTheDocument();
  });

  it('clamps a link tip of 55 to 40, ignores a bad country, and shows Japan with its notice', () => {
    renderAt(`${path}?c=XX&t=55`);
    expect(country().value).toBe('US');
    expect(valueBox().value).toBe('40');
    expectTexts({ 'tip-risk-label': 'Unusual', 'tip-norm': 'Typical here: 15–20 %' });
  });

  it('keeps a linked tip as it is (no reset from a link)', () => {
    renderAt(`${path}?c=JP&s=restaurant&t=18`);
    expectTexts({
      'tip-risk-label': 'Uncommon here',
      'tip-service-charge': 'A service charge is often added to the bill: check before tipping.',
      'tip-note': expect.stringMatching(/^No tipping/),
    });
  });

  it('says the defaults, Brazil and Japan in whole sentences', () => {
    renderAt(path);
    expect(screen.getByRole('status').textContent).toBe(
      'Tip of 18 % at a restaurant in the United States: Typical. Typical here: 15–20 %.',
    );
    expect(text('tip-note')).toBe('Tip on the bill before tax; servers earn much of their pay in tips.');
    fireEvent.change(country(), { target: { value: 'BR' } });
    expectTexts({ 'tip-percent': '10 %', 'tip-norm': 'Typical here: 10 %' });
    fireEvent.change(country(), { target: { value: 'JP' } });
    expectTexts({ 'tip-risk-label': 'No tip expected', 'tip-norm': 'Typical here: no tip (0 %)' });
    expect(screen.getByRole('status').textContent).toBe(
      'Tip of 0 % at a restaurant in Japan: No tip expected. Typical here: no tip (0 %).',
    );
    expect(country().options[0]!.textContent).toBe('Brazil');
  });

  it('opens a link that names only the country with the tip picking it gives', () => {
    renderAt(`${path}?c=JP`);
    expect(country().value).toBe('JP');
    expectTexts({ 'tip-percent': '0 %', 'tip-risk-label': 'No tip expected' });
    fireEvent.change(country(), { target: { value: 'DE' } });
    expect(text('tip-percent')).toBe('7.5 %'); // 0 → the midpoint of 5–10
    expect(address()).toBe('?c=DE');
  });

  it('resets the tip by the rule when the country or situation changes, and writes the address', () => {
    renderAt(path);
    expect(text('tip-percent')).toBe('18 %');
    fireEvent.change(country(), { target: { value: 'DE' } });
    expect(text('tip-percent')).toBe('7.5 %'); // 18 → the midpoint of 5–10
    fireEvent.click(screen.getByRole('radio', { name: 'Taxi' }));
    expect(text('tip-percent')).toBe('7.5 %'); // any other tip is kept
    fireEvent.change(country(), { target: { value: 'JP' } });
    expectTexts({
      'tip-percent': '0 %', // 0–0 sets 0
      'tip-risk-label': 'No tip expected',
      'tip-service-charge': null, // not for taxis
    });
    fireEvent.change(country(), { target: { value: 'US' } });
    expect(text('tip-percent')).toBe('12.5 %'); // 0 → the midpoint of 10–15
    // 12.5 % is the middle of the US taxi range, the tip a link naming only the taxi means.
    expect(address()).toBe('?s=taxi');
  });

  it('takes the tip from the slider and from its value box', () => {
    renderAt(path);
    fireEvent.change(slider(), { target: { value: '22' } });
    expect(text('tip-risk-label')).toBe('Above typical');
    expect(screen.getByTestId('tip-risk').dataset.level).toBe('amber');
    fireEvent.change(valueBox(), { target: { value: '10' } });
    fireEvent.blur(valueBox());
    expect(text('tip-risk-label')).toBe('Risk: under-tipping');
    expect(screen.getByTestId('tip-risk').dataset.level).toBe('red');
    fireEvent.change(valueBox(), { target: { value: '99' } });
    fireEvent.blur(valueBox());
    expect(text('tip-percent')).toBe('40 %');
    expect(address()).toBe('?t=40');
    expect(document.body.textContent).not.toMatch(/NaN|undefined/);
  });
});
