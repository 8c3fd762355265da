// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberLanguage } from './language';
import { offerLanguage, ourLanguage, rememberedLanguage, suggestedLanguage } from './language-offer';

afterEach(() => localStorage.clear());

describe('the visitor’s language', () => {
  it('reads browser language tags as ours', () => {
    expect(
      ['de-AT', 'pt-PT', 'pt', 'PT-br', 'es-419', 'ja', 'ar-EG', 'en-GB', 'zh-CN', 'hi-IN'].map(ourLanguage),
    ).toEqual(['de', 'pt-br', 'pt-br', 'pt-br', 'es', 'ja', 'ar', 'en', null, 'hi']);
  });

  it('suggests the first preferred language we publish, never over English or a choice', () => {
    const published = ['en', 'de', 'fr'] as const;
    expect(suggestedLanguage(['de-DE', 'en'], published, null)).toBe('de');
    expect(suggestedLanguage(['zh', 'fr-CA'], published, null)).toBe('fr');
    expect(suggestedLanguage(['ja', 'fr'], published, null)).toBe('fr');
    expect(suggestedLanguage(['en-US', 'de'], published, null)).toBeNull();
    expect(suggestedLanguage(['de'], published, 'dismissed')).toBeNull();
    expect(suggestedLanguage(['de'], published, 'en')).toBeNull();
    expect(suggestedLanguage(['de'], ['en'], null)).toBeNull();
    expect(suggestedLanguage([], published, null)).toBeNull();
  });

  it('remembers the choice, and ignores what it did not write', () => {
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage('ja');
    expect(rememberedLanguage()).toBe('ja');
    rememberLanguage('dismissed');
    expect(rememberedLanguage()).toBe('dismissed');
    localStorage.setItem('language', 'xx');
    expect(rememberedLanguage()).toBeNull();
  });
});

describe('the suggestion on an English page', () => {
  const offers = {
    de: { language: 'Deutsch', text: 'Diese Seite auf Deutsch lesen', dismiss: 'Nein, danke' },
    ja: { language: '日本語', text: 'このページを日本語で読む', dismiss: 'いいえ' },
  };
  const prefer = (...languages: string[]) =>
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const bar = () => document.querySelector<HTMLElement>('[data-testid="language-offer"]');
  beforeEach(() => {
    document.body.dataset.languageOffers = JSON.stringify(offers);
    window.history.replaceState(null, '', '/baking/cups-to-grams?amount=2');
  });
  afterEach(() => {
    document.body.replaceChildren();
    delete document.body.dataset.languageOffers;
    vi.restoreAllMocks();
  });

  it('offers the browser’s language in that language, this page and query in it; closing it is remembered', () => {
    prefer('ja-JP', 'en');
    offerLanguage();
    expect(bar()).toHaveAttribute('lang', 'ja');
    expect(bar()).toHaveAttribute('aria-label', '日本語');
    expect(bar()?.querySelector('a')?.getAttribute('href')).toBe('/ja/baking/cups-to-grams?amount=2');
    expect(bar()?.querySelector('a')?.textContent).toBe('このページを日本語で読む');
    bar()?.querySelector('button')?.click();
    expect(bar()).toBeNull();
    expect(rememberedLanguage()).toBe('dismissed');
    offerLanguage();
    expect(bar()).toBeNull();
  });

  it('offers nothing to a reader of English, after a choice, or with no offers', () => {
    prefer('en-GB', 'de');
    offerLanguage();
    expect(bar()).toBeNull();
    prefer('de');
    rememberLanguage('en');
    offerLanguage();
    expect(bar()).toBeNull();
    localStorage.clear();
    delete document.body.dataset.languageOffers;
    offerLanguage();
    expect(bar()).toBeNull();
    document.body.dataset.languageOffers = JSON.stringify(offers);
    offerLanguage();
    expect(bar()).toHaveAttribute('dir', 'ltr');
  });

  it('writes the suggestion right to left in Arabic', () => {
    document.body.dataset.languageOffers = JSON.stringify({
      ar: { language: 'العربية', text: 'اقرأ هذه الصفحة بالعربية', dismiss: 'لا، شكرًا' },
    });
    prefer('ar-EG');
    offerLanguage();
    expect(bar()).toHaveAttribute('dir', 'rtl');
  });
});
