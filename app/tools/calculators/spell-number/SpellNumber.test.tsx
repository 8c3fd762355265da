import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localizedPath, setPageLocale } from '~/lib/locale';
import { address, expectTexts, renderPage, text } from '~/test/page';
import en from './messages/en';
import { messages } from './messages';

afterEach(() => setPageLocale('en'));
import { SpellNumber } from './SpellNumber';

const path = '/calculators/spell-number';

const renderAt = (query = '') => renderPage(path, <SpellNumber />, query, en);

const field = () => screen.getByLabelText('Number') as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Number to words page', () => {
  it('on a French page reads and shows the French form, keeping every digit in the link', () => {
    setPageLocale('fr');
    renderPage(localizedPath(path, 'fr'), <SpellNumber />, '?input=1234.56', messages.fr);
    const box = screen.getByLabelText('Nombre') as HTMLInputElement;
    expect(box.value).toBe('1234,56');
    fireEvent.change(box, { target: { value: '123 456 789 012 345,67' } });
    expect(address()).toBe('?input=123456789012345.67');
    expect(text('spell-words')).toMatch(
      /^one hundred twenty-three trillion .* three hundred forty-five and six seven hundredths$/,
    );
  });

  it('shows the intro when empty', () => {
    renderAt();
    expect(text('spell-words')).toBeNull();
    expect(screen.getByText(/to see it written out in US English words/)).toBeInTheDocument();
    expect(radio('Plain words').checked).toBe(true);
    expect(field().inputMode).toBe('decimal');
  });

  it('reads input and style from the link', () => {
    renderAt('?input=1234.56&style=cheque');
    expect(field().value).toBe('1234.56');
    expect(radio('Cheque').checked).toBe(true);
    expectTexts({
      'spell-words': 'One thousand two hundred thirty-four and 56/100 dollars',
      'spell-word-count': '8 words',
    });
    expect(screen.getByRole('status').textContent).toBe(
      '$1,234.56 in words: One thousand two hundred thirty-four and 56/100 dollars',
    );
  });

  it('ignores an unknown style and cuts a long input to 100 characters', () => {
    renderAt(`?input=${'1'.repeat(120)}&style=fancy`);
    expect(radio('Plain words').checked).toBe(true);
    expect(field().value).toHaveLength(100);
    expect(screen.getByRole('alert').textContent).toBe('Number is too large (max: 999 trillion)');
  });

  it('types, switches style, toggles the sign, uses an example and writes the address', () => {
    renderAt();
    fireEvent.change(field(), { target: { value: 'abc' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid number');
    fireEvent.change(field(), { target: { value: '21' } });
    expectTexts({
      'spell-words': 'twenty-one',
      'spell-word-count': '1 word',
    });
    fireEvent.click(radio('Title Case'));
    expect(text('spell-words')).toBe('Twenty-One');
    fireEvent.click(screen.getByRole('button', { name: '± (change sign)' }));
    expect(field().value).toBe('-21');
    expect(text('spell-words')).toBe('Negative Twenty-One');
    fireEvent.click(screen.getByRole('button', { name: '± (change sign)' }));
    expect(field().value).toBe('21');
    expect(address()).toBe('?input=21&style=title');
    fireEvent.click(screen.getByRole('button', { name: '21.05' }));
    expect(text('spell-words')).toBe('Twenty-One and Zero Five Hundredths');
    fireEvent.click(radio('Plain words'));
    fireEvent.change(field(), { target: { value: '' } });
    expect(address()).toBe('');
    expect(text('spell-words')).toBeNull();
  });
});
