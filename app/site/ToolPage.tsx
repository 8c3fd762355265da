import { Printer } from 'lucide';
import { NodeIcon } from '~/ui/NodeIcon';
import { MessagesProvider, useSiteT, useT } from '~/lib/i18n';
import type en from './messages/en';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { isEmbedAddress } from '~/lib/address';
import { shareableUrl } from '~/lib/url-state';
import { Button } from '~/ui/Button';
import { ShareButton } from '~/ui/ShareButton';
import { AdSlot } from './AdSlot';
import { Breadcrumbs } from './Breadcrumbs';
import { toggleLargeText, useRootClass } from './preferences';
import { updateSavedTools, withVisit } from './saved-tools';
import { FavouriteButton } from './FavouriteButton';
import { site } from './config';
import { ToolGrid, ToolIcon } from './ToolCard';
import type { ToolPageData } from './page-data';

function LargeTextToggle() {
  const t = useSiteT<typeof en>();
  const on = useRootClass('large-text');
  return (
    <Button aria-pressed={on} onClick={toggleLargeText} title={t('largerText')}>
      <span aria-hidden="true" className="font-serif text-base leading-none">
        Aa
      </span>
      <span className="sr-only">{t('largerText')}</span>
    </Button>
  );
}

/** Loaded at the first press of 'Embed'. */
const EmbedDialog = lazy(() => import('./EmbedDialog'));

/** 'Embed': the code that shows this tool in another site (site/EmbedDialog.tsx). */
function EmbedButton({ title }: { title: string }) {
  const t = useSiteT<typeof en>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('embed')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EmbedDialog title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * What printing adds: every FAQ answer open and, under the tool, the link to this exact state
 * (the header, buttons, ads and related tools are left out by print styles).
 */
function usePrintView() {
  const faq = useRef<HTMLDivElement>(null);
  const [link, setLink] = useState('');
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = [...(faq.current?.querySelectorAll('details:not([open])') ?? [])] as HTMLDetailsElement[];
      for (const details of opened) details.open = true;
      // Rendered now: the browser lays out the printout right after this event.
      flushSync(() => setLink(shareableUrl()));
    };
    const after = () => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return { faq, link };
}

/**
 * The frame around every tool: breadcrumbs, header, Share / Copy Link,
 * Print, the 'Aa' large-text toggle, the tool, FAQ accordion, 'You Might Also Like' and an ad slot.
 * Embedded in another site (/embed/...): the tool alone under its name, with a link to its full
 * page (site/embed-frame.ts).
 */
export function ToolPage({
  data,
  linkNote,
  children,
}: {
  data: ToolPageData;
  /**
   * Said beside Share: what the page's link holds or leaves out (a text, a password). The key of
   * a message of the tool's or the site's ('linkHoldsText').
   */
  linkNote?: string;
  children: ReactNode;
}) {
  // The tool's own words, for its components' useT() (and the note's key).
  return (
    <MessagesProvider messages={data.messages ?? {}}>
      <ToolFrame data={data} linkNote={linkNote}>
        {children}
      </ToolFrame>
    </MessagesProvider>
  );
}

function ToolFrame({
  data,
  linkNote,
  children,
}: {
  data: ToolPageData;
  linkNote?: string;
  children: ReactNode;
}) {
  const { tool, category, related } = data;
  const t = useSiteT<typeof en>();
  const note = useT()(linkNote ?? '');
  const { faq: faqRef, link: printLink } = usePrintView();
  // Opening a tool makes it the most recent one (home page, palette).
  useEffect(() => updateSavedTools((saved) => withVisit(saved, tool.id)), [tool.id]);
  const embedded = isEmbedAddress(useLocation().pathname);
  if (embedded)
    return (
      <div className="px-3 py-3">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
          <h1 className="text-lg font-bold text-slate-900 dark:text-white">{tool.title}</h1>
          <a
            href={tool.href}
            data-full-page
            target="_blank"
            rel="noopener"
            className="text-sm font-medium text-blue-800 underline dark:text-blue-300"
          >
            {site.name}
            <span className="sr-only"> {t('opensFullPage')}</span>
          </a>
        </div>
        {children}
      </div>
    );
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumbs
        items={[
          { name: t('home'), path: '/' },
          { name: category.name, path: category.href },
          { name: tool.title, path: tool.href },
        ]}
      />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-3">
          <ToolIcon tool={tool} size={28} />
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{tool.title}</h1>
            <p className="mt-1 max-w-2xl text-slate-700 dark:text-slate-300">{tool.description}</p>
            {tool.contextDescription && (
              <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
                {tool.contextDescription}
              </p>
            )}
          </div>
        </div>
        {/* One row on a phone (Share and Print show their icons there, their names still said); beside
            the title on wider screens, wrapping within 28rem so the title keeps most of the width. */}
        <div className="flex shrink-0 flex-wrap gap-2 sm:max-w-md sm:justify-end print:hidden">
          <FavouriteButton toolId={tool.id} />
          <ShareButton title={tool.title} label={t('shareCopyLink')} note={note || undefined} compact />
          <EmbedButton title={tool.title} />
          <Button onClick={() => window.print()}>
            <NodeIcon node={Printer} size={16} />
            <span className="max-sm:sr-only">{t('print')}</span>
          </Button>
          <LargeTextToggle />
        </div>
      </header>

      <div className="mt-6">{children}</div>

      {printLink && (
        <p className="mt-6 hidden text-sm break-all print:block">
          {t.rich('printLink', { link: <span className="font-medium">{printLink}</span> })}
        </p>
      )}

      <div className="print:hidden">
        <AdSlot />
      </div>

      {tool.faqs && tool.faqs.length > 0 && (
        <section aria-labelledby="faq-heading" className="mt-10">
          <h2 id="faq-heading" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('faqHeading')}
          </h2>
          <div
            ref={faqRef}
            className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
          >
            {tool.faqs.map((faq) => (
              <details key={faq.question} className="group px-4 py-3">
                <summary className="cursor-pointer font-medium text-slate-900 dark:text-slate-100">
                  {faq.question}
                </summary>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-10 print:hidden">
          <h2 id="related-heading" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('related')}
          </h2>
          <div className="mt-4">
            <ToolGrid tools={related} />
          </div>
        </section>
      )}
    </div>
  );
}
