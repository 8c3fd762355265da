/**
 * Every tool page, rendered in each complete language with its example link, holds no English
 * that its English page holds (names, units and shared words aside: app/test/untranslated.ts).
 * This catches English that comes from code rather than from a catalogue: a default value, a name
 * in data, a sentence joined in a component.
 */
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tools } from '~/catalogue';
import { SiteMessagesProvider } from '~/lib/i18n';
import { localizedPath, PUBLISHED_LOCALES, setPageLocale, type Locale } from '~/lib/locale';
import { siteWords, type ToolPageData } from '~/site/page-data';
import { completeLocales, KNOWN_GAPS, namesOf, sameAnyway } from '~/test/untranslated';
import { loading } from '~/test/eager-parts';

/** Names from the catalogues (states, countries, holidays…), which a language may keep. */
const NAMES = namesOf(import.meta.glob('./**/messages/en.ts', { eager: true, import: 'default' }));

// The parts loaded on demand render at once here, as the build's prerender waits for them.
vi.mock('~/ui/lazy-part', () => import('~/test/eager-parts'));

interface RouteModule {
  loader: (args: { params: { lang?: string } }) => ToolPageData | Promise<ToolPageData>;
  default: ComponentType<{ loaderData: ToolPageData }>;
}
const routes = import.meta.glob<RouteModule>('./tools/*/*/route.tsx');

const complete = completeLocales;

afterEach(() => setPageLocale('en'));

/** The page's texts and the names it gives controls, each trimmed, as a reader meets them. */
async function pageTexts(tool: (typeof tools)[number], locale: Locale): Promise<string[]> {
  setPageLocale(locale);
  const route = await routes[`./tools/${tool.categoryId}/${tool.id}/route.tsx`]!();
  const data = await route.loader({ params: { lang: locale === 'en' ? undefined : locale } });
  const Page = route.default;
  const path = localizedPath(tool.href, locale);
  const url = `${path}${tool.example ? `?${tool.example}` : ''}`;
  window.history.replaceState({ key: 'k1' }, '', url);
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <SiteMessagesProvider messages={siteWords(locale)}>
            <Page loaderData={data} />
          </SiteMessagesProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const { container, unmount } = render(<RouterProvider router={router} />);
  await act(async () => {
    await Promise.all(loading);
  });
  // Text marked translate="no" (code, a pattern, English output by design) is not the page's words.
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('[translate="no"]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
  for (const element of container.querySelectorAll('[aria-label], [title], [placeholder]'))
    for (const name of ['aria-label', 'title', 'placeholder']) found.push(element.getAttribute(name) ?? '');
  unmount();
  return found.map((text) => text.trim()).filter((text) => /\p{L}{2}/u.test(text));
}

describe('no English left on a translated tool page', () => {
  it('checks German at least; a published language has no known gaps', () => {
    expect(complete).toContain('de');
    for (const locale of PUBLISHED_LOCALES) expect(KNOWN_GAPS[locale] ?? {}, locale).toEqual({});
  });

  for (const locale of complete)
    for (const tool of tools)
      it(`${locale} ${tool.href}`, async () => {
        const english = new Set(await pageTexts(tool, 'en'));
        // What the visitor typed (the example link's values) is theirs, in whatever language.
        const typed = [...new URLSearchParams(tool.example).values()].join('\n');
        const same = (await pageTexts(tool, locale)).filter(
          (text) => english.has(text) && !typed.includes(text) && !sameAnyway(text, locale, NAMES),
        );
        expect([...new Set(same)].sort()).toEqual([...(KNOWN_GAPS[locale]?.[tool.href] ?? [])].sort());
      });
});
