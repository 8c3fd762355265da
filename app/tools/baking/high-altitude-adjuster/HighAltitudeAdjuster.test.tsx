import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localizedPath, setPageLocale } from '~/lib/locale';
import { address, expectTexts, renderPage, text } from '~/test/page';
import { HighAltitudeAdjuster } from './HighAltitudeAdjuster';
import en from './messages/en';
import { messages } from './messages';

afterEach(() => setPageLocale('en'));

const path = '/baking/high-altitude-adjuster';

const renderAt = (query: string) => renderPage(path, <HighAltitudeAdjuster />, query, en);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('High-altitude adjuster page', () => {
  it('on a German page shows and reads cities in German, and links hold their English names', () => {
    setPageLocale('de');
    renderPage(localizedPath(path, 'de'), <HighAltitudeAdjuster />, '?city=Mexico+City', messages.de);
    const box = screen.getByLabelText('Stadt') as HTMLInputElement;
    expect(box.value).toBe('Mexiko-Stadt');
    expect(text('altitude-source')).toMatch(/^Mexiko-Stadt, Mexiko/);
    fireEvent.change(box, { target: { value: 'addis abeba' } });
    expect(box.value).toBe('addis abeba');
    expect(address()).toBe('?city=Addis+Ababa');
    fireEvent.blur(box);
    expect(box.value).toBe('Addis Abeba');
    fireEvent.click(screen.getByRole('button', { name: 'Denver' }));
    expect(address()).toBe('?city=Denver');
  });

  it('opens the catalogue example: Denver, 2 steps, +10 °F, 37.8 min', () => {
    renderAt('?city=Denver&u=ft&r=cake&t=35');
    expect(input('City').value).toBe('Denver');
    expectTexts({
      altitude: '5,280 ft (1,609 m)',
      'altitude-source': 'Denver, Colorado — 5,280 ft',
      steps: '2 × 1,000 ft',
      oven: '+10 °F (+6 °C)',
      'new-time': '37.8 min (was 35 min, +8%)',
    });
    expect(rows()).toEqual([
      'IngredientChangePer step',
      'Leavening-0.25 tsp per tsp-0.125 tsp',
      'Sugar-2 Tbsp per cup-1 Tbsp',
      'Liquid+3 Tbsp per cup+1.5 Tbsp',
      'Flour+1 Tbsp per cup+0.5 Tbsp',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Denver, Colorado — 5,280 ft, cake: oven +10 °F (+6 °C), bake 37.8 min instead of 35 min (+8%), ' +
        'leavening -0.25 tsp per tsp, sugar -2 Tbsp per cup, liquid +3 Tbsp per cup, flour +1 Tbsp per cup.',
    );
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Ingredient changes for cake',
    );
    expect(screen.getByRole('button', { name: 'Denver' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(7);
  });

  it('looks up typed cities, caps the oven and reports an unknown city', () => {
    renderAt('');
    expect(screen.getByText('Try: Denver, Aspen, Mexico City')).toBeInTheDocument();
    type('City', 'la paz');
    expectTexts({
      'altitude-source': 'La Paz, Bolivia — 11,942 ft',
      oven: '+25 °F (+14 °C), capped at 25 °F',
    });
    type('City', 'Atlantis');
    expect(screen.getByRole('alert').textContent).toBe('No match (use manual altitude)');
    expect(text('altitude')).toBeNull();
  });

  it('lets a manual altitude in metres win, shows the yeast note, and writes the address', () => {
    renderAt('?city=Denver');
    type('Manual altitude (optional)', '2000');
    fireEvent.click(screen.getByRole('radio', { name: 'Metres' }));
    expectTexts({
      altitude: '6,562 ft (2,000 m)',
      'altitude-source': 'Manual altitude',
      steps: '3 × 1,000 ft',
    });
    expect(
      screen.getByText('Denver, Colorado — 5,280 ft (the manual altitude is used instead)'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Recipe type'), { target: { value: 'yeast' } });
    expect(text('yeast-note')).toMatch(/^Yeast note: Reduce yeast by 25%\./);
    expect(rows()[1]).toBe('Yeast-0.15 tsp per tsp-0.05 tsp');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Ingredient changes for yeast bread',
    );
    expect(screen.getByRole('option', { name: 'Quick bread and muffins' })).toBeInTheDocument();
    expect(rows()[2]).toBe('SugarNo change0 Tbsp');
    expect(address()).toBe('?city=Denver&alt=2000&u=m&r=yeast');
  });

  it('a popular city button picks the city and clears the manual altitude', () => {
    renderAt('?alt=500');
    expect(text('no-changes')).toBe('No changes needed below 3,000 ft: bake as written (30 min).');
    fireEvent.click(screen.getByRole('button', { name: 'Aspen' }));
    expect(input('City').value).toBe('Aspen');
    expect(input('Manual altitude (optional)').value).toBe('');
    expectTexts({
      'altitude-source': 'Aspen, Colorado — 8,000 ft',
      steps: '5 × 1,000 ft',
      oven: '+25 °F (+14 °C)',
    });
  });

  it('keeps the defaults for a malformed link', () => {
    renderAt('?r=pie&u=km&t=-5&alt=abc');
    expect((screen.getByLabelText('Recipe type') as HTMLSelectElement).value).toBe('cake');
    expect((screen.getByRole('radio', { name: 'Feet' }) as HTMLInputElement).checked).toBe(true);
    expect(input('Original bake time').value).toBe('30');
    expect(input('Manual altitude (optional)').value).toBe('');
    expect(screen.getByText(/^Type your city, pick a popular one/)).toBeInTheDocument();
  });
});
