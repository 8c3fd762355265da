import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, expectTexts, renderPage, text } from '~/test/page';
import { IsItDone } from './IsItDone';
import en from './messages/en';

const path = '/cooking/is-it-done';

const renderAt = (query: string) => renderPage(path, <IsItDone />, query, en);

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Is it done? page', () => {
  it('opens the catalogue example: pork in °C, 63 °C with the 3-minute rest', () => {
    renderAt('?food=pork&unit=C');
    expect(select('Food').value).toBe('pork');
    expect(select('Cut or dish').value).toBe('pork-chops-roasts');
    expect(radio('Celsius (°C)').checked).toBe(true);
    expectTexts({
      'done-instruction': 'Cook to 63 °C (145 °F).',
      'done-rest': 'Let it rest 3 minutes before carving or eating.',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Pork — Chops, roasts and tenderloin: cook to 63 °C (145 °F), then rest 3 minutes.',
    );
    expect(screen.queryByRole('group', { name: 'Steak doneness' })).toBeNull();
  });

  it('changes food (first cut), picks a beef doneness, switches unit and writes the address', () => {
    renderAt('?food=pork&unit=C');
    fireEvent.change(select('Cut or dish'), { target: { value: 'pork-fresh-ham' } });
    expect(screen.getByText('A fully cooked ham only needs reheating: see Ham.')).toBeInTheDocument();
    fireEvent.change(select('Food'), { target: { value: 'beef' } });
    expect(select('Cut or dish').value).toBe('beef-steaks-roasts');
    expect(text('done-instruction')).toBe('Cook to 63 °C (145 °F).');
    expect(radio('Medium-rare').checked).toBe(false);

    fireEvent.click(radio('Medium-rare'));
    expect(text('done-instruction')).toBe('Cook to 54–57 °C (130–135 °F) for medium-rare.');
    expect(select('Cut or dish').value).toBe('beef-rare');
    expect(text('done-status')).toMatch(/^Medium-rare is a doneness preference, below the USDA safe minimum/);
    expect(address()).toBe('?food=beef&unit=C&id=beef-medium-rare');

    fireEvent.click(radio('Fahrenheit (°F)'));
    expect(text('done-instruction')).toBe('Cook to 130–135 °F (54–57 °C) for medium-rare.');
    expect(address()).toBe('?food=beef&id=beef-medium-rare');

    fireEvent.change(select('Food'), { target: { value: 'poultry' } });
    expect(address()).toBe('');
    expectTexts({
      'done-instruction': 'Cook to 165 °F (74 °C).',
      'done-rest': null,
    });
  });

  it('shows the defaults for a bad link', () => {
    renderAt('?food=dragon&id=x&unit=K');
    expect(select('Food').value).toBe('poultry');
    expect(radio('Fahrenheit (°F)').checked).toBe(true);
    expect(text('done-instruction')).toBe('Cook to 165 °F (74 °C).');
  });

  it('lists 8 rows in the quick reference', () => {
    renderAt('');
    const table = screen.getByRole('table', { name: /Quick reference/ });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
  });
});
