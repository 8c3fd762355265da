/**
 * A page opened without a link starts from its language's defaults (metric units, the local
 * currency, the reader's own country and shoe sizes), built into its static HTML; a link reads the
 * same on every page (lib/url-params.ts, withLocalDefault).
 */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '~/lib/i18n';
import { localizedPath, setPageLocale, type Locale } from '~/lib/locale';
import { hydratePage } from '~/test/page';
import { InternationalShoeSizeConverter } from './tools/around-the-world/international-shoe-size-converter/InternationalShoeSizeConverter';
import { messages as shoeWords } from './tools/around-the-world/international-shoe-size-converter/messages';
import { PanSizeConverter } from './tools/baking/pan-size-converter/PanSizeConverter';
import { messages as panWords } from './tools/baking/pan-size-converter/messages';
import { SalaryConverter } from './tools/finance/salary-converter/SalaryConverter';
import { messages as salaryWords } from './tools/finance/salary-converter/messages';

afterEach(() => {
  setPageLocale('en');
  document.body.innerHTML = '';
});

/** The values of the page's selects and checked radio buttons, after it hydrates at `query`. */
async function choicesAt(
  locale: Locale,
  path: string,
  page: ReactElement,
  words: Record<string, Catalogue | undefined>,
  query = '',
) {
  setPageLocale(locale);
  const { container, errors, unmount } = await hydratePage(localizedPath(path, locale), page, query, {
    messages: words[locale],
  });
  const choices = [
    ...[...container.querySelectorAll('select')].map((select) => select.value),
    ...[...container.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map(
      (radio) => radio.value,
    ),
  ];
  const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type=text]')].map((box) => box.value);
  unmount();
  return { choices, boxes, errors };
}

describe("a page's own defaults", () => {
  it('pans in centimetres on a German page, inches in English, and a link in inches everywhere', async () => {
    const german = await choicesAt('de', '/baking/pan-size-converter', <PanSizeConverter />, panWords);
    expect(german.errors).toEqual([]);
    expect(german.choices).toEqual(expect.arrayContaining(['cm']));
    expect(german.boxes).toEqual(expect.arrayContaining(['23', '33', '20']));
    const english = await choicesAt('en', '/baking/pan-size-converter', <PanSizeConverter />, panWords);
    expect(english.choices).not.toContain('cm');
    expect(english.boxes).toEqual(expect.arrayContaining(['9', '13', '8']));
    const linked = await choicesAt(
      'de',
      '/baking/pan-size-converter',
      <PanSizeConverter />,
      panWords,
      '?sw=10',
    );
    expect(linked.choices).not.toContain('cm');
  });

  it('pays in euros on a German page, rupees in Hindi, yen in Japanese and dollars in English', async () => {
    const currency = async (locale: Locale) =>
      (await choicesAt(locale, '/finance/salary-converter', <SalaryConverter />, salaryWords)).choices;
    expect(await currency('de')).toContain('EUR');
    expect(await currency('hi')).toContain('INR');
    expect(await currency('ja')).toContain('JPY');
    expect(await currency('en')).toContain('USD');
  });

  it('sizes shoes as each language buys them', async () => {
    const system = async (locale: Locale) =>
      (
        await choicesAt(
          locale,
          '/around-the-world/international-shoe-size-converter',
          <InternationalShoeSizeConverter />,
          shoeWords,
        )
      ).choices;
    expect(await system('fr')).toContain('eu');
    expect(await system('ja')).toContain('cm');
    expect(await system('hi')).toContain('uk');
    expect(await system('en')).toContain('us');
  });
});
