import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, type Failure } from './outcome';
import {
  catalogueFor,
  MessagesProvider,
  richText,
  translate,
  useT,
  type Catalogue,
  type Catalogues,
  type PluralForms,
  type Translation,
} from './i18n';
import { LOCALES, PUBLISHED_LOCALES, intlTag, setPageLocale, type Locale } from './locale';

afterEach(() => setPageLocale('en'));

const en = {
  copy: 'Copy result',
  summary: '{input} is {output}',
  payments: { one: '{n} payment', other: '{n} payments' },
} as const;

describe('translate', () => {
  it('fills placeholders, numbers as the page writes them, and leaves unknown ones', () => {
    expect(translate(en.summary, { input: 'IV', output: 4 })).toBe('IV is 4');
    expect(translate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    setPageLocale('de');
    expect(translate('{n} Zahlungen', { n: 1234.5 })).toBe('1.234,5 Zahlungen');
  });

  it('isolates a value left to right in a right-to-left sentence, unless it is a bare number or Arabic', () => {
    setPageLocale('ar');
    expect(translate('المبلغ {amount} مع {n}', { amount: '2,275.51 US$', n: 3 })).toBe(
      'المبلغ \u20662,275.51 US$\u2069 مع 3',
    );
    expect(translate('{t}: {v}', { t: 'درجة', v: '-40°F' })).toBe('درجة: \u2066-40°F\u2069');
    setPageLocale('de');
    expect(translate('{v}', { v: '-40°F' })).toBe('-40°F');
  });

  it('picks the plural form the language has for the count', () => {
    expect([0, 1, 2].map((n) => translate(en.payments, { n }))).toEqual([
      '0 payments',
      '1 payment',
      '2 payments',
    ]);
    setPageLocale('ar');
    const ar: PluralForms = {
      zero: 'لا دفعات',
      one: 'دفعة واحدة',
      two: 'دفعتان',
      few: '{n} دفعات',
      many: '{n} دفعة',
      other: '{n} دفعة',
    };
    expect([0, 1, 2, 3, 11, 100].map((n) => translate(ar, { n }))).toEqual([
      'لا دفعات',
      'دفعة واحدة',
      'دفعتان',
      '3 دفعات',
      '11 دفعة',
      '100 دفعة',
    ]);
    // A form the translation leaves out falls back to 'other'.
    setPageLocale('ja');
    expect(translate({ other: '{n}回' }, { n: 1 })).toBe('1回');
  });
});

describe('richText', () => {
  it('puts elements where the translation puts their placeholders', () => {
    render(<p data-testid="p">{richText('Lies {link} zuerst.', { link: <a href="/x">das</a> })}</p>);
    expect(screen.getByTestId('p').innerHTML).toBe('Lies <a href="/x">das</a> zuerst.');
  });
});

describe('useT', () => {
  function Probe() {
    const t = useT<typeof en>();
    return (
      <p>
        {t('copy')} / {t('summary', { input: 'X', output: 10 })} / {t('payments', { n: 3 })}
      </p>
    );
  }
  it('reads the page messages its provider holds', () => {
    const de: Translation<typeof en> = {
      copy: 'Ergebnis kopieren',
      summary: '{input} ist {output}',
      payments: { one: '{n} Zahlung', other: '{n} Zahlungen' },
    };
    render(
      <MessagesProvider messages={de}>
        <Probe />
      </MessagesProvider>,
    );
    expect(screen.getByText(/Ergebnis/).textContent).toBe('Ergebnis kopieren / X ist 10 / 3 Zahlungen');
  });

  it('puts elements into a sentence with t.rich', () => {
    const catalogue = { readFirst: 'Lies {link} zuerst, {name}.' } as const;
    function Rich() {
      const t = useT<typeof catalogue>();
      // @ts-expect-error every placeholder needs its part
      t.rich('readFirst', { link: <a href="/x">das</a> });
      return <p data-testid="rich">{t.rich('readFirst', { link: <a href="/x">das</a>, name: 'Ana' })}</p>;
    }
    render(
      <MessagesProvider messages={catalogue}>
        <Rich />
      </MessagesProvider>,
    );
    expect(screen.getByTestId('rich').innerHTML).toBe('Lies <a href="/x">das</a> zuerst, Ana.');
  });

  it('picks a plural form for t.rich by its count', () => {
    const catalogue = { left: { one: '{days} day left', other: '{days} days left' } } as const;
    function Left({ n }: { n: number }) {
      const t = useT<typeof catalogue>();
      return <p data-testid={`days-${n}`}>{t.rich('left', { n, days: <b>{n}</b> })}</p>;
    }
    render(
      <MessagesProvider messages={catalogue}>
        <Left n={1} />
        <Left n={3} />
      </MessagesProvider>,
    );
    expect(screen.getByTestId('days-1').innerHTML).toBe('<b>1</b> day left');
    expect(screen.getByTestId('days-3').innerHTML).toBe('<b>3</b> days left');
  });

  it("gives a failed result's message with its values, and null for any other result", () => {
    const catalogue = { tooLong: 'At most {max} characters', fine: 'Fine' } as const;
    const failed: Failure<keyof typeof catalogue> = fail('tooLong', { max: 2000 });
    function ErrorLine({ result }: { result: object | null }) {
      const t = useT<typeof catalogue>();
      return <p data-testid="error">{t.error(result) ?? 'none'}</p>;
    }
    const { unmount } = render(
      <MessagesProvider messages={catalogue}>
        <ErrorLine result={failed} />
      </MessagesProvider>,
    );
    expect(screen.getByTestId('error').textContent).toBe('At most 2,000 characters');
    unmount();
    render(
      <MessagesProvider messages={catalogue}>
        <ErrorLine result={{ value: 1 }} />
        <ErrorLine result={null} />
      </MessagesProvider>,
    );
    expect(screen.getAllByTestId('error').map((p) => p.textContent)).toEqual(['none', 'none']);
  });

  it('checks keys and parameters against the English catalogue (type errors below)', () => {
    function Wrong() {
      const t = useT<typeof en>();
      // @ts-expect-error an unknown key
      t('nope');
      // @ts-expect-error a placeholder left out
      t('summary', { input: 'X' });
      // @ts-expect-error a misspelt placeholder
      t('summary', { inptu: 'X', output: 1 });
      // @ts-expect-error a plural message needs its count
      t('payments', {});
      return null;
    }
    expect(Wrong).toBeTypeOf('function');
    // @ts-expect-error a translation must have every key
    const missing: Translation<typeof en> = { copy: 'a', summary: 'b' };
    // @ts-expect-error and no other
    const extra: Translation<typeof en> = { ...missing, payments: { other: 'c' }, more: 'd' };
    expect([missing, extra]).toHaveLength(2);
  });

  it('takes the catalogue of the page language, English where there is none yet', () => {
    const catalogues: Catalogues<typeof en> = { en, de: { ...en, copy: 'Kopieren' } };
    expect(catalogueFor(catalogues, 'de').copy).toBe('Kopieren');
    expect(catalogueFor(catalogues, undefined)).toBe(en);
    expect(catalogueFor(catalogues, 'ja')).toBe(en);
  });
});

/** Every part's catalogues (each tool's messages/index.ts). */
const parts = import.meta.glob<{ messages: Catalogues<Catalogue> }>('../**/messages/index.ts', {
  eager: true,
});

const placeholders = (message: string | PluralForms) =>
  [
    ...new Set(
      (typeof message === 'string' ? [message] : Object.values(message)).join(' ').match(/\{\w+\}/g) ?? [],
    ),
  ]
    .filter((p) => p !== '{n}')
    .sort();

describe('every catalogue', () => {
  it('is found', () => {
    expect(Object.keys(parts).length).toBeGreaterThan(60);
  });

  it("the site's and the shared controls' words share one catalogue: no key in both", () => {
    const site = Object.keys(parts['../site/messages/index.ts']!.messages.en);
    const ui = Object.keys(parts['../ui/messages/index.ts']!.messages.en);
    expect(site.filter((key) => ui.includes(key))).toEqual([]);
  });

  for (const [path, { messages }] of Object.entries(parts)) {
    it(`${path}: each language has the English placeholders and its plural forms, and published ones are complete`, () => {
      for (const locale of LOCALES) {
        const catalogue = messages[locale] as Catalogue | undefined;
        if (!catalogue) {
          expect(PUBLISHED_LOCALES, `${path} has no ${locale}`).not.toContain(locale);
          continue;
        }
        const categories = new Intl.PluralRules(intlTag(locale as Locale)).resolvedOptions().pluralCategories;
        for (const [key, source] of Object.entries(messages.en)) {
          const message = catalogue[key]!;
          expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(source));
          if (typeof message !== 'string')
            for (const category of categories)
              expect(message[category], `${locale} ${key} ${category}`).toBeTypeOf('string');
        }
      }
    });
  }
});
