/**
 * Nothing left in English on another language's page, checked twice: here, every translated
 * message against its English (a message the same in both must be made only of names, units and
 * symbols on the list below, or be a word the language shares with English); and in
 * untranslated-pages.test.tsx, every tool page rendered in each language with its example link.
 */
import { describe, expect, it } from 'vitest';
import {
  completeLocales,
  KNOWN_SAME_MESSAGES,
  parts,
  PROPER_NAME,
  sameAnyway,
  texts,
} from '~/test/untranslated';
import { PUBLISHED_LOCALES } from '~/lib/locale';
import { translations } from '~/catalogue/translations';

const english = JSON.parse(JSON.stringify((await import('~/catalogue')).tools)) as { id: string }[];

const complete = completeLocales;

describe('no message left in English', () => {
  it('checks every complete language (German at least); a published language has no known gaps', () => {
    expect(complete).toContain('de');
    for (const locale of PUBLISHED_LOCALES) expect(KNOWN_SAME_MESSAGES[locale] ?? [], locale).toEqual([]);
  });

  for (const locale of complete) {
    const found = Object.entries(parts);
    it(`${locale}: every message of every part differs from its English, unless it is only names and units`, () => {
      const same: string[] = [];
      for (const [path, { messages }] of found) {
        const catalogue = messages[locale]!;
        for (const [key, source] of Object.entries(messages.en)) {
          if (PROPER_NAME.test(key)) continue;
          const mine = texts(catalogue[key]!);
          const theirs = texts(source);
          for (const text of mine)
            if (theirs.includes(text) && !sameAnyway(text, locale)) same.push(`${path} ${key}: ${text}`);
        }
      }
      expect(same).toEqual(KNOWN_SAME_MESSAGES[locale] ?? []);
    });

    it(`${locale}: the catalogue's titles, descriptions and FAQs differ from English`, () => {
      const catalogue = translations[locale];
      expect(catalogue, `catalogue/translations/${locale}.ts`).toBeDefined();
      const same: string[] = [];
      for (const { id } of english) {
        const source = english.find((t) => t.id === id) as unknown as Record<string, unknown>;
        const words = catalogue!.tools[id]!;
        for (const field of ['title', 'description'] as const)
          if (words[field] === source[field] && !sameAnyway(words[field], locale))
            same.push(`${id} ${field}`);
        (words.faqs ?? []).forEach((faq, i) => {
          const theirs = (source.faqs as { question: string; answer: string }[])[i]!;
          for (const field of ['question', 'answer'] as const)
            if (faq[field] === theirs[field] && !sameAnyway(faq[field], locale))
              same.push(`${id} faq ${i + 1}`);
        });
      }
      expect(same).toEqual([]);
    });
  }
});
