import { afterEach, describe, expect, it } from 'vitest';
import { prerenderPaths } from '~/catalogue/paths';
import { langTag, PUBLISHED_LOCALES, setPageLocale } from '~/lib/locale';
import { sitemapXml } from '~/routes/sitemap';
import { absoluteUrl } from './config';
import { alternates, pageMeta } from './seo';

afterEach(() => setPageLocale('en'));

describe('the languages of a page, for search engines', () => {
  it('names no alternates when English is the only published language', () => {
    expect(alternates('/finance/', ['en'])).toEqual([]);
  });

  it("links a page's every published language, and English as the default", () => {
    const meta = pageMeta({ title: 'Finance', description: 'd', path: '/finance/', tagline: 'x' });
    const languages = meta.flatMap((m) => ('rel' in m && m.rel === 'alternate' ? [m.hrefLang] : []));
    expect(languages).toEqual([...PUBLISHED_LOCALES.map(langTag), 'x-default']);
  });

  it('links every published language and English as the default', () => {
    expect(alternates('/baking/cups-to-grams', ['en', 'de', 'ja'])).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absoluteUrl('/baking/cups-to-grams') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'de', href: absoluteUrl('/de/baking/cups-to-grams') },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ja', href: absoluteUrl('/ja/baking/cups-to-grams') },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: absoluteUrl('/baking/cups-to-grams'),
      },
    ]);
  });

  it('gives a page in another language its own canonical address and its language in the structured data', () => {
    setPageLocale('pt-br');
    const meta = pageMeta({
      title: 'T',
      description: 'd',
      path: '/tools',
      tagline: 'x',
      jsonLd: [{ '@type': 'CollectionPage' }, { '@type': 'BreadcrumbList' }],
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: absoluteUrl('/pt-br/tools') });
    const entries = meta.flatMap((m) =>
      'script:ld+json' in m ? [m['script:ld+json'] as Record<string, unknown>] : [],
    );
    expect(entries.map((e) => [e['@type'], e.inLanguage])).toEqual([
      ['Organization', undefined],
      ['WebSite', 'pt-BR'],
      ['CollectionPage', 'pt-BR'],
      ['BreadcrumbList', undefined],
    ]);
  });
});

describe('the sitemap and the prerendered pages in each language', () => {
  it('lists English alone as before', () => {
    expect(sitemapXml(['/', '/tools'], ['en'])).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${absoluteUrl('/')}</loc></url>\n  <url><loc>${absoluteUrl('/tools')}</loc></url>\n</urlset>\n`,
    );
  });

  it('lists every language of each page with its alternates', () => {
    const xml = sitemapXml(['/tools'], ['en', 'de']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternatesOf = `<xhtml:link rel="alternate" hreflang="en" href="${absoluteUrl('/tools')}"/><xhtml:link rel="alternate" hreflang="de" href="${absoluteUrl('/de/tools')}"/><xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl('/tools')}"/>`;
    expect(xml).toContain(`<url><loc>${absoluteUrl('/tools')}</loc>${alternatesOf}</url>`);
    expect(xml).toContain(`<url><loc>${absoluteUrl('/de/tools')}</loc>${alternatesOf}</url>`);
  });

  it('prerenders each published language under its prefix', () => {
    const english = prerenderPaths(['en']);
    const both = prerenderPaths(['en', 'de']);
    expect(both).toEqual(
      expect.arrayContaining([
        '/de/',
        '/de/tools',
        '/de/baking/',
        '/de/baking/cups-to-grams',
        '/de/embed/baking/cups-to-grams',
      ]),
    );
    // Each English page, the tool index and the 404 page once more, under /de; the sitemap and robots once.
    expect(both.length - english.length).toBe(english.length - 2);
    expect(english.filter((p) => p.startsWith('/de/'))).toEqual([]);
  });
});
