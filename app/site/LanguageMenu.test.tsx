import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, routerAt } from '~/test/page';
import { PUBLISHED_LOCALES } from '~/lib/locale';

/** The element on a page of another language (the route pattern with the optional language). */
const openAt = (url: string, pattern: string, element: ReactElement) =>
  render(<RouterProvider router={routerAt(pattern, element, url)} />);
import { LanguageLinks, LanguageMenu } from './LanguageMenu';
import { navData, siteText } from './page-data';
import { rememberedLanguage } from './language-offer';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('choosing a language', () => {
  it('links this page, its query kept, in each language, each named in itself; remembers the choice', () => {
    renderPage(
      '/baking/cups-to-grams',
      <LanguageLinks linkClass="" locales={['en', 'de', 'ar']} />,
      '?ingredient=flour&amount=2',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
      ['English', '/baking/cups-to-grams?ingredient=flour&amount=2', 'en'],
      ['Deutsch', '/de/baking/cups-to-grams?ingredient=flour&amount=2', 'de'],
      ['العربية', '/ar/baking/cups-to-grams?ingredient=flour&amount=2', 'ar'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[2]).toHaveAttribute('dir', 'rtl');
    links[1]!.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(links[1]!);
    expect(rememberedLanguage()).toBe('de');
  });

  it('marks the page’s own language on another language’s page', () => {
    openAt('/de/tools', '/:lang?/tools', <LanguageLinks linkClass="" locales={['en', 'de']} />);
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/tools');
  });

  it('has no header menu while English is the only language', () => {
    const { container } = renderPage('/tools', <LanguageMenu locales={['en']} />);
    expect(container.querySelector('details')).toBeNull();
  });

  it('names the header menu by the page’s language', () => {
    renderPage('/tools', <LanguageMenu locales={['en', 'ja']} />);
    expect(screen.getByLabelText('Language: English').tagName).toBe('SUMMARY');
  });
});

describe('what the root loader gives the suggestion', () => {
  it('each other published language’s offer on an English page, nothing on another language’s page', () => {
    const { offers } = navData('en', ['en', 'ja']);
    expect(Object.keys(offers)).toEqual(['ja']);
    expect(offers.ja).toEqual({
      language: '日本語',
      text: siteText('ja')('readInLanguage'),
      dismiss: siteText('ja')('keepLanguage'),
    });
    expect(navData('ja', ['en', 'ja']).offers).toEqual({});
    expect(Object.keys(navData('en').offers)).toEqual(PUBLISHED_LOCALES.filter((l) => l !== 'en'));
  });
});
