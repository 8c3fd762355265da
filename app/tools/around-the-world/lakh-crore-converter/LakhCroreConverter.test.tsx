import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localizedPath, setPageLocale } from '~/lib/locale';
import { address, expectTexts, renderPage } from '~/test/page';
import { LakhCroreConverter } from './LakhCroreConverter';
import en from './messages/en';
import { messages } from './messages';

afterEach(() => setPageLocale('en'));

const path = '/around-the-world/lakh-crore-converter';

describe('Lakh and Crore Converter page', () => {
  it('says 12,500,000 in both groupings and in words', () => {
    renderPage(path, <LakhCroreConverter />, '?v=12500000', en);
    expectTexts({
      'lakh-indian': '1,25,00,000',
      'lakh-indian-words': '1.25 crore',
      'lakh-international': '12,500,000',
      'lakh-international-words': '12.5 million',
    });
    expect(screen.getByRole('status').textContent).toBe(
      '1,25,00,000 = 12,500,000 = 1.25 crore = 12.5 million',
    );
  });

  it('says a value below a thousand as the number alone', () => {
    renderPage(path, <LakhCroreConverter />, '?v=999', en);
    expectTexts({ 'lakh-indian-words': '999', 'lakh-international-words': '999' });
  });

  it('on a German page reads a decimal comma, keeps the machine form in the link, and groups with dots', () => {
    setPageLocale('de');
    renderPage(localizedPath(path, 'de'), <LakhCroreConverter />, '?u=crore', messages.de);
    fireEvent.change(screen.getByLabelText('Betrag'), { target: { value: '1,25' } });
    expect(address()).toBe('?u=crore&v=1.25');
    expectTexts({ 'lakh-indian': '1.25.00.000', 'lakh-international': '12.500.000' });
  });
});
