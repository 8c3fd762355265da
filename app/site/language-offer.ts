/**
 * On an English page, once: "Diese Seite auf Deutsch lesen", in that language, when the browser
 * prefers one of our languages and the visitor has neither chosen nor declined. Loaded after the
 * page (entry.client.tsx), only where the root layout lists offers on <body>; shown in the notice
 * bar, so nothing on the page moves.
 */
import { noticeButton, showNoticeBar } from '~/lib/notice-bar';
import { DEFAULT_LOCALE, isLocale, langTag, localizedPath, textDirection, type Locale } from '~/lib/locale';
import { DISMISSED, LANGUAGE_KEY, rememberLanguage, type LanguageChoice } from './language';
import type { LanguageOffer } from './page-data';

export function rememberedLanguage(): LanguageChoice {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === DISMISSED || isLocale(value ?? undefined) ? (value as LanguageChoice) : null;
  } catch {
    return null;
  }
}

/** Our language for a browser language tag: 'de-AT' is German, 'pt-PT' and 'pt' Brazilian Portuguese. */
export function ourLanguage(tag: string): Locale | null {
  const base = tag.toLowerCase().split('-')[0]!;
  const locale = base === 'pt' ? 'pt-br' : base;
  return isLocale(locale) ? locale : null;
}

/**
 * The language to suggest on an English page: the browser's first preferred language that we
 * have, when it is not English and the visitor has not chosen or declined before.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  published: readonly Locale[],
  choice: LanguageChoice,
): Locale | null {
  if (choice !== null) return null;
  for (const tag of preferred) {
    const locale = ourLanguage(tag);
    if (locale === DEFAULT_LOCALE) return null;
    if (locale && published.includes(locale)) return locale;
  }
  return null;
}

/** Shows the suggestion if there is one to make (the offers come from <body data-language-offers>). */
export function offerLanguage(): void {
  const offers = JSON.parse(document.body.dataset.languageOffers ?? '{}') as Partial<
    Record<Locale, LanguageOffer>
  >;
  const locale = suggestedLanguage(
    navigator.languages,
    Object.keys(offers) as Locale[],
    rememberedLanguage(),
  );
  const offer = locale && offers[locale];
  if (!locale || !offer) return;
  const link = document.createElement('a');
  // This page in that language, its query kept.
  link.href = localizedPath(window.location.pathname, locale) + window.location.search;
  link.hreflang = langTag(locale);
  link.textContent = offer.text;
  link.className = 'font-medium text-blue-800 underline dark:text-blue-300';
  link.addEventListener('click', () => rememberLanguage(locale));
  const bar = showNoticeBar(
    [
      link,
      noticeButton(offer.dismiss, () => {
        rememberLanguage(DISMISSED);
        bar.remove();
      }),
    ],
    {
      role: 'region',
      'aria-label': offer.language,
      lang: langTag(locale),
      dir: textDirection(locale),
      'data-testid': 'language-offer',
    },
  );
}
