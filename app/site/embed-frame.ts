import { fullPageAddress } from '~/lib/address';
import { shareableUrl } from '~/lib/url-state';
import { applyTheme } from './preferences';

/**
 * The message an embedded tool posts to the page that frames it whenever its height changes
 * (public/embed.js sizes the frame with it; docs/embedding.md). It holds nothing but the height
 * in CSS pixels and the tool's public address, so any parent may read it.
 */
export interface EmbedHeightMessage {
  type: 'tinytools:height';
  height: number;
  /** The tool's full page, e.g. '/finance/loan-payment-calculator'. */
  path: string;
}

/** The tool's full page with its current inputs, for the 'Tiny Tools' link. */
function fullPageUrl(): string {
  const url = new URL(shareableUrl());
  url.pathname = fullPageAddress(url.pathname);
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
        path: fullPageAddress(window.location.pathname),
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
  window.addEventListener(
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
    media.addEventListener('change', (event) => applyTheme(event.matches));
  }
}
