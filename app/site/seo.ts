import type { MetaDescriptor } from 'react-router';
import type { Faq } from '~/catalogue/types';
import { langTag, localizedPath, pageLocale, PUBLISHED_LOCALES, type Locale } from '~/lib/locale';
import { absoluteUrl, site } from './config';

type JsonLd = Record<string, unknown>;

const organization = (slogan: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  url: absoluteUrl('/'),
  slogan,
});

const website: JsonLd = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: site.name,
  url: absoluteUrl('/'),
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl('/search?q={search_term_string}') },
    'query-input': 'required name=search_term_string',
  },
};

/** Paths are English ones ('/baking/cups-to-grams'); each entry links the page's language's. */
export function breadcrumbList(items: { name: string; path: string }[], locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localizedPath(item.path, locale)),
    })),
  };
}

export function softwareApplication(
  name: string,
  description: string,
  path: string,
  category: string,
  { operatingSystem, locale }: { operatingSystem: string; locale: Locale },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    url: absoluteUrl(localizedPath(path, locale)),
    applicationCategory: category,
    operatingSystem,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

export function faqPage(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function collectionPage(
  name: string,
  description: string,
  path: string,
  items: { name: string; path: string }[],
  locale: Locale,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    description,
    url: absoluteUrl(localizedPath(path, locale)),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(localizedPath(item.path, locale)),
      })),
    },
  };
}

/**
 * Every page's head: title, description, canonical link, social cards and structured data
 * (Organization and WebSite on every page, plus the page's own entries).
 */
export function pageMeta({
  title,
  description,
  path,
  jsonLd = [],
  noindex = false,
  canonical = true,
  locale = pageLocale(),
  tagline,
}: {
  title: string;
  description: string;
  /** Canonical path, e.g. '/calculators/percentage-calculator'. */
  path: string;
  jsonLd?: JsonLd[];
  noindex?: boolean;
  /** False for pages that have no address of their own (the 404 page). */
  canonical?: boolean;
  /** The page's language: a head built by a loader names it (the page's own is set at render). */
  locale?: Locale;
  /** The site's tagline in the page's language (site/messages). */
  tagline: string;
}): MetaDescriptor[] {
  const fullTitle = path === '/' ? `${site.name} – ${tagline}` : `${title} | ${site.name}`;
  const url = absoluteUrl(localizedPath(path, locale));
  const inLanguage = langTag(locale);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    ...(canonical && !noindex ? alternates(path) : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(canonical ? [{ property: 'og:url', content: url }] : []),
    { name: 'twitter:card', content: 'summary' },
    ...[
      organization(tagline),
      { ...website, inLanguage },
      ...jsonLd.map((entry) => withLanguage(entry, inLanguage)),
    ].map((entry) => ({ 'script:ld+json': entry })),
  ];
}

/** The page in every published language, and English for any other reader (x-default). */
export function alternates(path: string, locales: readonly Locale[] = PUBLISHED_LOCALES): MetaDescriptor[] {
  if (locales.length < 2) return [];
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: absoluteUrl(localizedPath(path, locale)),
  });
  return [...locales.map((l) => link(langTag(l), l)), link('x-default', 'en')];
}

/** The language of a page's own entry (a list of breadcrumbs has none in schema.org). */
function withLanguage(entry: JsonLd, inLanguage: string): JsonLd {
  return entry['@type'] === 'BreadcrumbList' ? entry : { ...entry, inLanguage };
}
