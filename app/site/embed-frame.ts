// No imports: entry.client.tsx loads this module on embed pages only, and a module of its own
// costs the other pages nothing (a dependency would add its list to the entry chunk).

/**
 * The message an embedded tool posts to the page that frames it whenever its height changes
 * (public/embed.js sizes the frame with it; docs/architecture.md, 'Embedded tools'). It holds nothing but the height
 * in CSS pixels and the tool's public address, so any parent may read it.
 */
export interface EmbedHeightMessage {
  type: 'tinytools:height';
  height: number;
  /** The tool's full page, e.g. '/finance/loan-payment-calculator'. */
  path: string;
}

/** The embedded tool's address without its '/embed' segment (after a language's prefix): its full page. */
const fullPagePath = () =>
  window.location.pathname.replace(/^((?:\/[a-z]{2}(?:-[a-z]{2})?)?)\/embed\//, '$1/');

/**
 * The tool's full page with its current inputs, for the 'Tiny Tools' link: the address, which
 * the tool keeps in step with its inputs (lib/url-state.ts writes it before a click goes on),
 * without the embed's own `theme`.
 */
function fullPageUrl(): string {
  const url = new URL(window.location.href);
  url.pathname = fullPagePath();
  url.searchParams.delete('theme');
  return url.href;
}

/**
 * What an embedded tool (/embed/...) does besides the tool, loaded only there, for the page's
 * life: it reports its height to the parent page; opens every link in a new tab on the full site,
 * never inside the frame (the link marked `data-full-page` with the tool's current inputs); and
 * follows the system's colour scheme unless its link fixed the theme. It never reads or changes
 * the parent page.
 */
export function startEmbeddedTool(): void {
  if (window.parent !== window) {
    let lastHeight = 0;
    new ResizeObserver(() => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      const message: EmbedHeightMessage = {
        type: 'tinytools:height',
        height,
        path: fullPagePath(),
      };
      window.parent.postMessage(message, '*');
    }).observe(document.documentElement);
  }

  const fullPageLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-full-page]') : null;
    if (link instanceof HTMLAnchorElement) link.href = fullPageUrl();
  };
  window.addEventListener('focusin', fullPageLink);
  window.addEventListener('pointerover', fullPageLink);
  // On the document, after the address's own listener (lib/url-state.ts), which writes pending
  // inputs to the address before a click goes on.
  document.addEventListener(
    'click',
    (event) => {
      fullPageLink(event);
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      const samePage = link.origin === window.location.origin && link.pathname === window.location.pathname;
      if (samePage && link.hash) return;
      link.target = '_blank';
      link.rel = 'noopener';
      // Before the router sees it, which would open the page inside the frame.
      event.stopPropagation();
    },
    true,
  );

  if (!document.documentElement.hasAttribute('data-theme-fixed')) {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', ({ matches }) => {
      document.documentElement.classList.toggle('dark', matches);
      document.documentElement.setAttribute('data-theme', matches ? 'dark' : 'light');
    });
  }
}
