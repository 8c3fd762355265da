import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { address, expectTexts, renderPage, text } from '~/test/page';
import { EggSizeAdjuster } from './EggSizeAdjuster';
import en from './messages/en';

const path = '/baking/egg-size-adjuster';

const renderAt = (query: string) => renderPage(path, <EggSizeAdjuster />, query, en);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('Egg size adjuster page', () => {
  it('opens the catalogue example: 2 duck eggs, no note', () => {
    renderAt('?sk=chicken-l&sc=3&tk=duck&ru=smart');
    expectTexts({
      'egg-suggested': '2 duck eggs',
      'egg-note': null,
      'egg-whisk': null,
      'egg-total': '150 g · 150 mL',
    });
    expect(screen.getByText('3 large chicken eggs equal')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('3 large chicken eggs (150 g) = 2 duck eggs (150 g)');
  });

  it('shows the defaults with the note, switches to US units and writes the address', () => {
    renderAt('');
    expectTexts({
      'egg-suggested': '6⅓ quail eggs',
      'egg-exact': '6.25 quail eggs',
    });
    expect(screen.getByText('2 large chicken eggs equal about')).toBeInTheDocument();
    expectTexts({
      'egg-note': 'Leave out about 1.3 g (0.09 tbsp) of beaten egg.',
      'egg-whisk': 'Whisk 7 quail eggs and measure 101.3 g (101.3 mL).',
    });

    fireEvent.click(screen.getByRole('radio', { name: 'US (oz, tbsp)' }));
    expectTexts({
      'egg-total': '3.53 oz · 6.8 tbsp',
      'egg-note': 'Leave out about 0.09 tbsp of beaten egg.',
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Round up' }));
    expect(text('egg-suggested')).toBe('7 quail eggs');
    expect(address()).toBe('?ru=up&u=us');
  });

  it('uses table edits (not in the address) and resets them', () => {
    renderAt('?sc=3&tk=duck');
    type('Duck weight (g)', '60');
    expect(text('egg-suggested')).toBe('2½ duck eggs');
    type('Duck weight (g)', 'abc');
    expectTexts({
      'egg-hint': 'Duck eggs need a weight above 0 g in the reference table.',
      'egg-suggested': null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset table' }));
    expect(field('Duck weight (g)').value).toBe('75');
    expect(text('egg-suggested')).toBe('2 duck eggs');
    expect(address()).toBe('?sc=3&tk=duck');
  });

  it('a count of 0 or a cleared count shows the intro', () => {
    renderAt('');
    type('Eggs in the recipe', '0');
    expect(text('egg-suggested')).toBeNull();
    expect(screen.getByText(/Enter how many eggs your recipe uses/)).toBeInTheDocument();
    type('Eggs in the recipe', '');
    expect(text('egg-suggested')).toBeNull();
    type('Eggs in the recipe', '4');
    expect(text('egg-suggested')).toBe('12½ quail eggs');
  });

  it('keeps the defaults for a bad link', () => {
    renderAt('?sk=ostrich&ru=sideways&sc=many&tk=&u=imperial');
    expect(text('egg-suggested')).toBe('6⅓ quail eggs');
    expect(field('Eggs in the recipe').value).toBe('2');
  });
});
