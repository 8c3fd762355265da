import { describe, expect, it } from 'vitest';
import { loader } from './manifest';

const manifestOf = async (lang?: string) =>
  (await loader({ params: { lang } } as Parameters<typeof loader>[0]).json()) as Record<string, unknown>;

describe('the web app manifest', () => {
  it('in English opens the home page, as a web app manifest', async () => {
    const response = loader({ params: {} } as Parameters<typeof loader>[0]);
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(await manifestOf()).toMatchObject({
      name: 'Tiny Tools',
      lang: 'en',
      dir: 'ltr',
      id: '/',
      start_url: '/',
      scope: '/',
    });
  });

  it("in another language opens that language's home page and describes the site in it", async () => {
    const german = await manifestOf('de');
    expect(german).toMatchObject({ lang: 'de', id: '/de/', start_url: '/de/', scope: '/' });
    expect(german.description).toMatch(/Browser/);
    expect(german.description).not.toBe((await manifestOf()).description);
    expect(await manifestOf('pt-br')).toMatchObject({ lang: 'pt-BR', start_url: '/pt-br/' });
  });
});
