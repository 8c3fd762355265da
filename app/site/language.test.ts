// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ourLanguage, rememberedLanguage, rememberLanguage, suggestedLanguage } from './language';

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
