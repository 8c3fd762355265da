import { isLocale, langTag, localizedPath, textDirection } from '~/lib/locale';
import { siteText } from '~/site/page-data';
import type { Route } from './+types/manifest';

/**
 * Build time only: the web app manifest of each language (/manifest.webmanifest,
 * /de/manifest.webmanifest), so an installed site opens on its language's home page and says what
 * it is in that language. The name is the brand's, the same everywhere; the icons are shared.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'en';
  const t = siteText(locale);
  const home = localizedPath('/', locale);
  const manifest = {
    name: 'Tiny Tools',
    short_name: 'Tiny Tools',
    description: t('siteDescription'),
    lang: langTag(locale),
    dir: textDirection(locale),
    id: home,
    start_url: home,
    // Every language's pages belong to the installed site: the language menu stays inside it.
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
