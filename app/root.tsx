import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { isEmbedAddress } from './lib/address';
import { langTag, localeOfPath, localizedPath, setPageLocale, textDirection } from './lib/locale';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { HydrationProvider } from './lib/hydrated';
import { SiteMessagesProvider, useSiteT } from './lib/i18n';
import type en from './site/messages/en';
import { Footer } from './site/Footer';
import { Header } from './site/Header';
import { navData, type NavData } from './site/page-data';
import { syncPreferences, preferencesBootstrapScript } from './site/preferences';
import { savedToolsBootstrapScript } from './site/saved-tools';

/**
 * The stylesheet is linked only by the dev server. The production build inlines it into each
 * page (scripts/postbuild.mjs), so the first paint waits for nothing but the HTML; React must
 * not render a <link> there, or hydration would miss it.
 */
export const links: Route.LinksFunction = () =>
  import.meta.env.DEV ? [{ rel: 'stylesheet', href: stylesheet }] : [];
/** Keeps the stylesheet in the production build's assets, for the post-build step to inline. */
export const handle = { stylesheet };

/** Runs at build time only: the header's and footer's links and the site's words in the page's language, as JSON in every page. */
export function loader({ request }: Route.LoaderArgs): NavData {
  return navData(localeOfPath(new URL(request.url).pathname));
}

/**
 * Run before the first paint: the theme, then the space the saved tools' lists will take. It runs
 * once, from the prerendered HTML, and hydration leaves a script's text as the server wrote it, so
 * the browser's bundle goes without the string (0.3 KB gzip on every page).
 */
const bootstrapScript = import.meta.env.SSR
  ? `${preferencesBootstrapScript};${savedToolsBootstrapScript}`
  : '';

const emptyNav: NavData = { categories: [], footerPopular: [], footerCategories: [], words: {}, offers: {} };

export function Layout({ children }: { children: React.ReactNode }) {
  const nav = useRouteLoaderData<typeof loader>('root') ?? emptyNav;
  // An embedded tool (/embed/...) is the tool alone: no header, menu or footer.
  const { pathname } = useLocation();
  const embedded = isEmbedAddress(pathname);
  // The page's language, from its address, before anything below formats a number.
  const locale = localeOfPath(pathname);
  setPageLocale(locale);
  return (
    <HydrationProvider>
      <SiteMessagesProvider messages={nav.words}>
        {/* The bootstrap script sets the theme classes before React hydrates, hence the suppression. */}
        <html lang={langTag(locale)} dir={textDirection(locale)} suppressHydrationWarning>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#1d4ed8" />
            {/* The theme and the saved tools' space are set before the first paint: constant strings, hashed into the CSP. */}
            {/* eslint-disable-next-line no-restricted-syntax */}
            <script dangerouslySetInnerHTML={{ __html: bootstrapScript }} suppressHydrationWarning />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            <link rel="manifest" href={localizedPath('/manifest.webmanifest', locale)} />
            <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
            <Meta />
            <Links />
          </head>
          <Body embedded={embedded} nav={nav}>
            {children}
          </Body>
        </html>
      </SiteMessagesProvider>
    </HydrationProvider>
  );
}

/**
 * The page's body: the shell around the page (an embedded tool has none). The update bar
 * (lib/service-worker.ts) and the suggestion of another language (site/language-offer.ts) are
 * drawn outside React, after the page has loaded, and read their words from the body's data.
 */
function Body({ embedded, nav, children }: { embedded: boolean; nav: NavData; children: React.ReactNode }) {
  const t = useSiteT<typeof en>();
  return (
    <body
      className={embedded ? undefined : 'flex min-h-screen flex-col'}
      data-update-ready={t('updateReady')}
      data-reload={t('reload')}
      data-language-offers={Object.keys(nav.offers).length > 0 ? JSON.stringify(nav.offers) : undefined}
    >
      {embedded ? (
        <main id="main">{children}</main>
      ) : (
        <>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-white px-3 py-2 text-blue-800 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
          >
            {t('skipToContent')}
          </a>
          <Header categories={nav.categories} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer nav={nav} />
        </>
      )}
      <ScrollRestoration />
      <Scripts />
    </body>
  );
}

export default function App() {
  useEffect(syncPreferences, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useSiteT<typeof en>();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('somethingWrong');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold">{message}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('reloadOrHome')}</p>
    </div>
  );
}
