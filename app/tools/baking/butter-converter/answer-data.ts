import { answerPages, getCategory, getTool } from '~/catalogue';
import type { Faq } from '~/catalogue/types';
import type { Catalogue } from '~/lib/i18n';
import { isLocale } from '~/lib/locale';
import { categoryLink, siteText } from '~/site/page-data';
import { breadcrumbList, faqPage, pageMeta } from '~/site/seo';

/**
 * Build time only (the answer pages' loaders): the page's text from the catalogue. Kept apart
 * from the page component so the catalogue never reaches the browser.
 */

const FAQS: Record<string, Faq[]> = {
  'how-much-butter-is-one-stick': [
    {
      question: 'How much is one stick of butter?',
      answer:
        'One US stick of butter is 1/2 cup, 8 tablespoons, 24 teaspoons, 4 ounces or about 113 grams (113.4 g).',
    },
    {
      question: 'How many sticks are in a pound of butter?',
      answer: 'Four. A US pound (16 oz, about 454 g) is sold as four 4-ounce sticks.',
    },
    {
      question: 'Is a stick of butter the same everywhere?',
      answer:
        'No. The 4-ounce stick is a US packaging size. In Europe and Australia butter usually comes in 250 g blocks, a little over two US sticks.',
    },
  ],
  'how-many-cups-is-one-stick': [
    {
      question: 'How many cups is one stick of butter?',
      answer: 'One US stick is 1/2 cup, so two sticks make a cup and four sticks make 2 cups.',
    },
    {
      question: 'How many tablespoons are in a stick of butter?',
      answer:
        'Eight. The wrapper is usually marked in tablespoons, so you can cut off exactly what a recipe asks for.',
    },
    {
      question: 'How do I measure 1/3 cup of butter?',
      answer: '1/3 cup is 5 1/3 tablespoons, about 76 grams: two thirds of a stick.',
    },
  ],
};

/** Build time only: what an answer page shows, with the converter's words in its language. */
export function butterAnswerLoader(id: string, messages: Catalogue, lang?: string) {
  const page = answerPages.find((p) => p.id === id)!;
  const tool = getTool(page.toolId)!;
  const locale = isLocale(lang) ? lang : 'en';
  const t = siteText(locale);
  const category = categoryLink(getCategory(page.categoryId)!);
  const faqs = FAQS[id] ?? [];
  const crumbs = [
    { name: t('home'), path: '/' },
    { name: category.name, path: category.href },
    { name: page.title, path: page.href },
  ];
  return {
    head: pageMeta({
      title: page.title,
      description: page.description,
      path: page.href,
      locale,
      tagline: t('tagline'),
      jsonLd: [breadcrumbList(crumbs, locale), faqPage(faqs)],
    }),
    crumbs,
    id,
    title: page.title,
    description: page.description,
    href: page.href,
    category,
    link: { title: tool.title, href: tool.href },
    faqs,
    messages,
  };
}
