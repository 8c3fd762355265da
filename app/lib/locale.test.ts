import { describe, expect, it } from 'vitest';
import {
  isLocale,
  langTag,
  localeOfPath,
  localizedPath,
  LOCALES,
  pathWithoutLocale,
  textDirection,
} from './locale';

describe('addresses in each language', () => {
  it('finds the language in the first segment, English when there is none', () => {
    expect(localeOfPath('/de/baking/cups-to-grams')).toBe('de');
    expect(localeOfPath('/pt-br/')).toBe('pt-br');
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/baking/cups-to-grams')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    // English has no prefix; an unknown one is not a language.
    expect(localeOfPath('/en/baking/')).toBe('en');
    expect(localeOfPath('/xx/baking/')).toBe('en');
    expect(localeOfPath('/deutsch/')).toBe('en');
  });

  it('moves a page between languages, keeping its path', () => {
    expect(localizedPath('/baking/cups-to-grams', 'de')).toBe('/de/baking/cups-to-grams');
    expect(localizedPath('/', 'ja')).toBe('/ja/');
    expect(localizedPath('/de/baking/', 'fr')).toBe('/fr/baking/');
    expect(localizedPath('/de/baking/', 'en')).toBe('/baking/');
    expect(localizedPath('/de', 'en')).toBe('/');
    expect(pathWithoutLocale('/hi/tools')).toBe('/tools');
    for (const locale of LOCALES) {
      expect(localeOfPath(localizedPath('/finance/', locale))).toBe(locale);
      expect(pathWithoutLocale(localizedPath('/finance/', locale))).toBe('/finance/');
    }
  });

  it('names each language for <html> and its direction', () => {
    expect(LOCALES.map(langTag)).toEqual(['en', 'es', 'pt-BR', 'de', 'fr', 'hi', 'ja', 'ar']);
    expect(LOCALES.filter((l) => textDirection(l) === 'rtl')).toEqual(['ar']);
    expect(isLocale('pt-br')).toBe(true);
    expect(isLocale('pt-BR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
