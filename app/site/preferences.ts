import { useSyncExternalStore } from 'react';
import { EMBED_ADDRESS, isEmbedAddress } from '~/lib/address';

/**
 * Theme and large-text preferences. Both live as classes on <html> (set before first paint by
 * the bootstrap script below) and in localStorage: 'darkMode' holds a boolean;
 * 'largeText' likewise for the 'Aa' toggle.
 */
export const DARK_KEY = 'darkMode';
export const LARGE_TEXT_KEY = 'largeText';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Runs inline in <head> before the body paints, so the page never flashes the wrong theme.
 * A constant string: nothing from the visitor is put in it. An embedded tool (/embed/...) is shown
 * inside another site: it takes its link's theme (`?theme=dark` or `light`, then marked
 * `data-theme-fixed`) or else the system's, never this site's saved choices.
 */
export const preferencesBootstrapScript = `(function(){var d=document.documentElement,s=null,l=null;try{s=localStorage.getItem('${DARK_KEY}');l=localStorage.getItem('${LARGE_TEXT_KEY}')}catch(e){}if(${EMBED_ADDRESS}.test(location.pathname)){var t=new URLSearchParams(location.search).get('theme');s=t==='dark'?'true':t==='light'?'false':null;l=null;if(s)d.setAttribute('data-theme-fixed','')}var dark=s===null?matchMedia('${DARK_QUERY}').matches:s==='true';d.classList.toggle('dark',dark);d.setAttribute('data-theme',dark?'dark':'light');if(l==='true')d.classList.add('large-text')})()`;

function readStored(key: string): boolean | null {
  try {
    const value = localStorage.getItem(key);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

function store(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked (private mode): the choice still applies to this page.
  }
}

export function applyTheme(dark: boolean): void {
  const root = document.documentElement;
  // Switch every colour at once: without this, elements with colour transitions fade one by one.
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  void getComputedStyle(root).color; // apply the new colours while transitions are off
  requestAnimationFrame(() => root.classList.remove('theme-switching'));
}

export function toggleTheme(): void {
  const dark = !document.documentElement.classList.contains('dark');
  store(DARK_KEY, dark);
  applyTheme(dark);
}

export function toggleLargeText(): void {
  const on = !document.documentElement.classList.contains('large-text');
  store(LARGE_TEXT_KEY, on);
  document.documentElement.classList.toggle('large-text', on);
}

/**
 * Keeps the page in step: follows the operating system's colour scheme live for as long as no
 * choice is saved (or storage is blocked), and applies a choice made in another tab.
 */
export function syncPreferences(): () => void {
  // An embedded tool keeps its own theme (site/embed-frame.ts).
  if (isEmbedAddress(window.location.pathname)) return () => undefined;
  const media = window.matchMedia(DARK_QUERY);
  const onSystemChange = (event: MediaQueryListEvent) => {
    if (readStored(DARK_KEY) === null) applyTheme(event.matches);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === DARK_KEY || event.key === null) {
      const stored = readStored(DARK_KEY);
      applyTheme(stored ?? media.matches);
    }
    if (event.key === LARGE_TEXT_KEY || event.key === null) {
      document.documentElement.classList.toggle('large-text', readStored(LARGE_TEXT_KEY) === true);
    }
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribeToRootClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether <html> has a class; false in the static HTML, the real value once hydrated. */
export function useRootClass(name: string): boolean {
  return useSyncExternalStore(
    subscribeToRootClass,
    () => document.documentElement.classList.contains(name),
    () => false,
  );
}
