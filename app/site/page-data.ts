/**
 * What each page shows of the catalogue, as plain JSON prepared at build time: build-time
 * loaders call these and hand the page the result, so the client bundle carries only what a page
 * shows (docs/architecture.md, budgets), never the catalogue.
 */
import { catalogueFor, wordsFrom, type Catalogue, type Catalogues, type T } from '~/lib/i18n';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, PUBLISHED_LOCALES, type Locale } from '~/lib/locale';
import { messages as uiMessages } from '~/ui/messages';
import { messages as siteMessages } from './messages';
import type siteEn from './messages/en';
import { toolHead, type ToolHead } from './tool-head';
import {
  allToolsOrder,
  categories,
  getCategory,
  getTool,
  localCategory,
  localTool,
  popularTools,
  relatedTools,
  tools,
} from '~/catalogue';
import type { Category, CategoryId, Faq, IconNode, Tool } from '~/catalogue/types';

/** What a tool card shows: serializable, so build-time loaders can hand it to the page. */
export interface ToolCardData {
  id: string;
  title: string;
  description: string;
  href: string;
  icon: IconNode;
  color: string;
}

/** What search looks at (site/search.ts), and where a result leads. */
export interface SearchEntry {
  id: string;
  title: string;
  description: string;
  href: string;
  categoryId: CategoryId;
  categoryName: string;
  keywords: string[];
}

/** A card plus what search looks at. */
export interface SearchableTool extends ToolCardData, SearchEntry {}

/**
 * /tool-index.json: every tool as search reads it, and the popular ones, for the command palette
 * and the menu's favourites, which load it on demand (no icons: it stays small).
 */
export interface ToolIndex {
  tools: SearchEntry[];
  popular: string[];
}

export interface CategoryLink {
  id: CategoryId;
  name: string;
  href: string;
}

/** The header's and footer's links (root loader data). */
export interface NavData {
  categories: CategoryLink[];
  footerPopular: { title: string; href: string }[];
  footerCategories: { name: string; href: string }[];
  /** The site's words in the page's language (siteWords below). */
  words: Catalogue;
  /** On an English page, what each other language says to offer itself (site/LanguageMenu.tsx). */
  offers: Partial<Record<Locale, LanguageOffer>>;
}

/** A language offering itself to a visitor whose browser prefers it, in its own words. */
export interface LanguageOffer {
  language: string;
  text: string;
  dismiss: string;
}

/** Everything a tool page's frame shows, prepared at build time. */
export interface ToolPageData {
  tool: ToolCardData & { contextDescription?: string; faqs?: Faq[] };
  category: CategoryLink;
  related: ToolCardData[];
  /** The tool's own words in the page's language (lib/i18n.ts), for its components. */
  messages?: Catalogue;
  /** The page's head, built with the page (site/tool-head.ts). */
  head: ToolHead;
}

/*
 * Page data is in the page's language (`locale`: words from catalogue/translations), with English
 * paths: links add the language's prefix where they are drawn.
 */

export function categoryLink(category: Category, locale: Locale = 'en'): CategoryLink {
  const { id, name, href } = localCategory(category, locale);
  return { id, name, href };
}

export function toolCard(tool: Tool, locale: Locale = 'en'): ToolCardData {
  const { id, title, description, href, icon, color, categoryId } = localTool(tool, locale);
  return { id, title, description, href, icon, color: color ?? getCategory(categoryId)!.color };
}

/**
 * What search looks at in a tool, in a language. A page in another language also finds a tool by
 * its English name and keywords (many people know 'base64' or 'BMI' by those).
 */
function searchEntry(tool: Tool, locale: Locale): SearchEntry {
  const { id, title, description, href, categoryId, keywords } = localTool(tool, locale);
  const categoryName = localCategory(getCategory(categoryId)!, locale).name;
  const english = locale === DEFAULT_LOCALE ? [] : [tool.title, ...tool.keywords];
  const words = [...new Set([...keywords, ...english])];
  return { id, title, description, href, categoryId, categoryName, keywords: words };
}

/** What /tools and /search need: every tool to search, and the category order to group by. */
export function searchIndexData(locale: Locale = 'en'): { tools: SearchableTool[]; order: CategoryLink[] } {
  return {
    tools: tools.map((tool) => ({ ...toolCard(tool, locale), ...searchEntry(tool, locale) })),
    order: allToolsOrder.map((id) => categoryLink(getCategory(id)!, locale)),
  };
}

export function toolIndex(locale: Locale = 'en'): ToolIndex {
  return {
    tools: tools.map((tool) => searchEntry(tool, locale)),
    popular: popularTools().map((tool) => tool.id),
  };
}

/** The footer's lists: four popular tools and four categories. */
const FOOTER_POPULAR = ['age-calculator', 'password-generator', 'qr-generator', 'unit-converter'];
const FOOTER_CATEGORIES: CategoryId[] = ['calculators', 'text', 'dev', 'generators'];

/**
 * The site's words in a language: its own (site/messages) and the shared controls' (ui/messages),
 * in one catalogue for useSiteT (their keys differ; lib/i18n.test.tsx checks).
 */
export function siteWords(locale: Locale = 'en'): Catalogue {
  return { ...catalogueFor(uiMessages, locale), ...catalogueFor(siteMessages, locale) };
}

/** The site's own words in a language, outside React: build-time loaders write heads with them. */
export function siteText(locale: Locale): T<typeof siteEn> {
  return wordsFrom<typeof siteEn>(catalogueFor(siteMessages, locale));
}

/** What each published language says to offer itself on an English page (none on other pages). */
function languageOffers(locale: Locale, published: readonly Locale[]): NavData['offers'] {
  if (locale !== DEFAULT_LOCALE) return {};
  return Object.fromEntries(
    published
      .filter((other) => other !== DEFAULT_LOCALE)
      .map((other) => {
        const t = siteText(other);
        return [
          other,
          { language: LANGUAGE_NAMES[other], text: t('readInLanguage'), dismiss: t('keepLanguage') },
        ];
      }),
  );
}

export function navData(locale: Locale = 'en', published: readonly Locale[] = PUBLISHED_LOCALES): NavData {
  return {
    words: siteWords(locale),
    offers: languageOffers(locale, published),
    categories: categories.map((category) => categoryLink(category, locale)),
    footerPopular: FOOTER_POPULAR.map((id) => {
      const { title, href } = toolCard(getTool(id)!, locale);
      return { title, href };
    }),
    footerCategories: [
      { name: siteText(locale)('allTools'), href: '/tools/' },
      ...FOOTER_CATEGORIES.map((id) => categoryLink(getCategory(id)!, locale)),
    ],
  };
}

export function toolPageData(tool: Tool, locale: Locale = 'en'): Omit<ToolPageData, 'head'> {
  const { contextDescription, faqs } = localTool(tool, locale);
  return {
    tool: {
      ...toolCard(tool, locale),
      ...(contextDescription ? { contextDescription } : {}),
      ...(faqs ? { faqs } : {}),
    },
    category: categoryLink(getCategory(tool.categoryId)!, locale),
    related: relatedTools(tool).map((related) => toolCard(related, locale)),
  };
}

/**
 * A tool route module's loader, with the tool's words in each language (its messages/index.ts):
 * `({ params }) => toolPageDataById('tool-id', messages, params.lang)`.
 */
export function toolPageDataById<E extends Catalogue>(
  id: string,
  catalogues?: Catalogues<E>,
  lang?: string,
): ToolPageData {
  const tool = getTool(id);
  if (!tool) throw new Error(`Unknown tool id in route module: ${id}`);
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const data = {
    ...toolPageData(tool, locale),
    ...(catalogues ? { messages: catalogueFor(catalogues, lang) } : {}),
  };
  return { ...data, head: toolHead(data, locale) };
}
