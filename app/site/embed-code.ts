import { embedAddress } from '~/lib/address';

/** The embedded tool's theme: the visitor's system setting, or fixed by the link. */
export type EmbedTheme = 'system' | 'light' | 'dark';

/** A frame's height before the preview has measured the tool, and the least it is given. */
export const EMBED_DEFAULT_HEIGHT = 600;
const EMBED_MIN_HEIGHT = 200;

/**
 * The embedded tool's address for a tool page's link: the same origin and query under /embed,
 * with `theme` when one is chosen. Any `theme` the link had is replaced.
 */
export function embedUrl(pageUrl: string, theme: EmbedTheme): string {
  const url = new URL(pageUrl);
  url.pathname = embedAddress(url.pathname);
  url.hash = '';
  url.searchParams.delete('theme');
  if (theme !== 'system') url.searchParams.set('theme', theme);
  return url.href;
}

/** Text for a double-quoted HTML attribute. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML another site pastes: a lazily loaded frame of the tool, full width, with a title for
 * screen readers and the permissions Copy and Share ask for; then, on a line of its own that may
 * be left out, the script that sizes the frame to its content (public/embed.js). The height is
 * rounded up to 10 px.
 */
export function embedCode({ src, title, height }: { src: string; title: string; height: number }): string {
  const rounded = Math.max(
    EMBED_MIN_HEIGHT,
    Math.ceil((Number.isFinite(height) ? height : EMBED_DEFAULT_HEIGHT) / 10) * 10,
  );
  const frame = `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${rounded}" style="border:0;max-width:100%" loading="lazy" allow="clipboard-write; web-share"></iframe>`;
  const script = new URL('/embed.js', src).href;
  return `${frame}\n<script src="${attribute(script)}" async></script>`;
}
