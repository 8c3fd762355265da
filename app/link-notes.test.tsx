/**
 * Pages whose links hold private text (JSON, patterns, notes) or leave a secret out (a Wi-Fi
 * password) say so beside their Share / Copy Link button.
 */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '~/test/page';

const LINK_HOLDS_TEXT_NOTE = 'Links include the text you entered.';
import type { ToolPageData } from '~/site/page-data';

const describedBy = (name: string | RegExp) => {
  const id = screen.getByRole('button', { name }).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

interface RouteModule {
  loader: (args: { params: { lang?: string } }) => ToolPageData | Promise<ToolPageData>;
  default: ComponentType<{ loaderData: ToolPageData }>;
}

/** Opens a tool's page (its route module, header included) as the build renders it. */
async function openPage(load: () => Promise<unknown>, path: string) {
  // The generated route types want the router's own props; the page reads only loaderData.
  const route = (await load()) as RouteModule;
  const Page = route.default;
  renderPage(path, <Page loaderData={await route.loader({ params: {} })} />);
}

describe('pages whose links hold private text say so beside Share / Copy Link', () => {
  const pages: [string, () => Promise<unknown>, string][] = [
    ['/dev/json-beautifier', () => import('~/tools/dev/json-beautifier/route'), LINK_HOLDS_TEXT_NOTE],
    ['/dev/regex-tester', () => import('~/tools/dev/regex-tester/route'), LINK_HOLDS_TEXT_NOTE],
    ['/text/remove-line-breaks', () => import('~/tools/text/remove-line-breaks/route'), LINK_HOLDS_TEXT_NOTE],
    [
      '/text/text-case-converter',
      () => import('~/tools/text/text-case-converter/route'),
      LINK_HOLDS_TEXT_NOTE,
    ],
    ['/text/slug-generator', () => import('~/tools/text/slug-generator/route'), LINK_HOLDS_TEXT_NOTE],
    [
      '/generators/qr-generator',
      () => import('~/tools/generators/qr-generator/route'),
      'The Wi-Fi password is not included in links.',
    ],
  ];
  for (const [path, load, note] of pages) {
    it(path, async () => {
      await openPage(load, path);
      expect(describedBy('Share / Copy Link')).toBe(note);
      expect(screen.getByTestId('link-note').textContent).toBe(note);
    });
  }

  it('other pages say nothing', async () => {
    await openPage(() => import('~/tools/dev/uuid-generator/route'), '/dev/uuid-generator');
    expect(describedBy('Share / Copy Link')).toBeNull();
    expect(screen.queryByTestId('link-note')).toBeNull();
  });
});
