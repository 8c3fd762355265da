import { Link } from '~/ui/Link';
import { now } from '~/lib/clock';
import { useHydrated } from '~/lib/hydrated';
import { site } from './config';
import { LanguageLinks } from './LanguageMenu';
import { PUBLISHED_LOCALES } from '~/lib/locale';
import type { NavData } from './page-data';
import { useSiteT } from '~/lib/i18n';
import type en from './messages/en';

const linkClass =
  'text-slate-700 underline-offset-2 hover:text-blue-800 hover:underline dark:text-slate-300 dark:hover:text-blue-300';

export function Footer({ nav }: { nav: NavData }) {
  const t = useSiteT<typeof en>();
  // The visitor's year once hydrated; the static HTML was built on another day.
  const year = useHydrated() ? now().getFullYear() : site.foundedYear;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 print:hidden dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-slate-900 dark:text-white">{site.name}</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('tagline')}</p>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('footerAbout')}</p>
        </div>
        <LinkColumn
          title={t('popularTools')}
          links={nav.footerPopular.map((tool) => ({ href: tool.href, text: tool.title }))}
        />
        <LinkColumn
          title={t('categories')}
          links={nav.footerCategories.map((category) => ({ href: category.href, text: category.name }))}
        />
      </div>
      {PUBLISHED_LOCALES.length > 1 && (
        <nav aria-label={t('language')} className="mx-auto max-w-6xl px-4 pb-6">
          <LanguageLinks
            className="flex flex-wrap gap-x-4 gap-y-2 text-sm"
            linkClass={`${linkClass} aria-[current]:font-semibold`}
          />
        </nav>
      )}
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-sm text-slate-700 sm:flex-row sm:justify-between dark:text-slate-300">
          <p>{t('copyright', { year: String(site.foundedYear), name: site.name })}</p>
          <p>
            {t.rich('sourceAndUpdate', {
              link: (
                <a href={site.sourceUrl} className={linkClass} rel="noopener">
                  {t('sourceCode')}
                </a>
              ),
              year: String(year),
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A titled column of links. */
function LinkColumn({ title, links }: { title: string; links: readonly { href: string; text: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(({ href, text }) => (
          <li key={href}>
            <Link to={href} className={linkClass}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
