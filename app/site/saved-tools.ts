import { useSyncExternalStore } from 'react';
import { isEmbedAddress } from '~/lib/address';
import { useHydrated } from '~/lib/hydrated';

/**
 * The visitor's favourite tools and the tools they opened last, kept only in this browser: one
 * localStorage entry under a versioned key, never sent anywhere. Read after hydration (the
 * prerendered pages show neither), kept in step across tabs by the `storage` event, and kept in
 * memory for the page's life when storage is blocked. A corrupted or foreign value reads as
 * nothing saved; unknown entries in it are dropped.
 */
export const SAVED_TOOLS_KEY = 'tinytools:saved-tools:v1';

/** How many recently used tools are kept and shown. */
export const RECENT_LIMIT = 6;
/** More than there are tools: a bound on what a foreign value can make us read. */
export const FAVOURITES_LIMIT = 100;

export interface SavedTools {
  /** In the order they were added. */
  readonly favourites: readonly string[];
  /** Most recent first, no repeats. */
  readonly recent: readonly string[];
}

export const NO_SAVED_TOOLS: SavedTools = { favourites: [], recent: [] };

/** A tool id as the catalogue writes them: 'loan-payment-calculator'. */
const TOOL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toolIds(value: unknown, limit: number): string[] {
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const item of value) {
    if (ids.length === limit) break;
    if (typeof item === 'string' && item.length <= 64 && TOOL_ID.test(item) && !ids.includes(item))
      ids.push(item);
  }
  return ids;
}

/** The stored text as saved tools; anything else (not JSON, another shape) as none. */
export function parseSavedTools(raw: string | null): SavedTools {
  if (raw === null) return NO_SAVED_TOOLS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return NO_SAVED_TOOLS;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return NO_SAVED_TOOLS;
  const { favourites, recent } = data as Record<string, unknown>;
  return { favourites: toolIds(favourites, FAVOURITES_LIMIT), recent: toolIds(recent, RECENT_LIMIT) };
}

export function serializeSavedTools(saved: SavedTools): string {
  return JSON.stringify({ favourites: saved.favourites, recent: saved.recent });
}

/** Adds the tool at the end of the favourites, or removes it. */
export function toggleFavourite(saved: SavedTools, id: string): SavedTools {
  return saved.favourites.includes(id)
    ? { ...saved, favourites: saved.favourites.filter((f) => f !== id) }
    : { ...saved, favourites: [...saved.favourites, id].slice(-FAVOURITES_LIMIT) };
}

/** The tool first among the recent ones, once, keeping the last RECENT_LIMIT. */
export function withVisit(saved: SavedTools, id: string): SavedTools {
  return { ...saved, recent: [id, ...saved.recent.filter((r) => r !== id)].slice(0, RECENT_LIMIT) };
}

/** The tools of `list` that `ids` names, in the order of `ids`; ids of no tool (removed since) are skipped. */
export function savedEntries<T extends { id: string }>(ids: readonly string[], list: readonly T[]): T[] {
  const byId = new Map(list.map((tool) => [tool.id, tool]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function withoutRecent(saved: SavedTools): SavedTools {
  return { ...saved, recent: [] };
}

/**
 * Runs inline in <head> before the first paint: sets how many favourites and recent tools the
 * home page will list (`--saved-favourites`, `--saved-recent` and a `data-saved-*` attribute on
 * <html>), so their sections hold their height before the list arrives and nothing below moves.
 * It counts as parseSavedTools does; a constant string, as the theme's script.
 */
export const savedToolsBootstrapScript = `(function(){var d=document.documentElement,v=null;try{v=JSON.parse(localStorage.getItem('${SAVED_TOOLS_KEY}'))}catch(e){}function n(a,m){var s=[];if(Array.isArray(a))for(var i=0;i<a.length&&s.length<m;i++){var x=a[i];if(typeof x==='string'&&x.length<=64&&${TOOL_ID}.test(x)&&s.indexOf(x)<0)s.push(x)}return s.length}var o=v&&typeof v==='object'&&!Array.isArray(v);d.style.setProperty('--saved-favourites',o?n(v.favourites,${FAVOURITES_LIMIT}):0);d.style.setProperty('--saved-recent',o?n(v.recent,${RECENT_LIMIT}):0);if(o&&n(v.favourites,1))d.setAttribute('data-saved-favourites','');if(o&&n(v.recent,1))d.setAttribute('data-saved-recent','')})()`;

/** Sets what the bootstrap script set, for the lists as they now are. */
export function reserveSavedSections(counts: { favourites: number; recent: number }): void {
  const root = document.documentElement;
  root.style.setProperty('--saved-favourites', String(counts.favourites));
  root.style.setProperty('--saved-recent', String(counts.recent));
  root.toggleAttribute('data-saved-favourites', counts.favourites > 0);
  root.toggleAttribute('data-saved-recent', counts.recent > 0);
}

/** The value, when localStorage refuses (blocked, full): this page keeps it for its life. */
let memory: string | null = null;
let storageWorks = true;

function readRaw(): string | null {
  if (storageWorks) {
    try {
      return localStorage.getItem(SAVED_TOOLS_KEY);
    } catch {
      storageWorks = false;
    }
  }
  return memory;
}

function writeRaw(raw: string): void {
  if (storageWorks) {
    try {
      localStorage.setItem(SAVED_TOOLS_KEY, raw);
      return;
    } catch {
      storageWorks = false;
    }
  }
  memory = raw;
}

let lastRaw: string | null | undefined;
let lastValue = NO_SAVED_TOOLS;

/** The saved tools now; the same object while the stored text is unchanged. */
export function readSavedTools(): SavedTools {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parseSavedTools(raw);
  }
  return lastValue;
}

const listeners = new Set<() => void>();

function onStorage(event: StorageEvent): void {
  if (event.key === SAVED_TOOLS_KEY || event.key === null) for (const listener of listeners) listener();
}

export function subscribeToSavedTools(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * Changes the saved tools and tells every part of the page. Embedded tools (/embed/...) never
 * write: they run inside someone else's page.
 */
export function updateSavedTools(change: (saved: SavedTools) => SavedTools): void {
  if (isEmbedAddress(window.location.pathname)) return;
  const raw = serializeSavedTools(change(readSavedTools()));
  if (raw === readRaw()) return;
  writeRaw(raw);
  for (const listener of listeners) listener();
}

const noSubscription = () => () => {};
const nothingSaved = () => NO_SAVED_TOOLS;

/** The saved tools: none while the page hydrates (as prerendered), then the browser's. */
export function useSavedTools(): SavedTools {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    hydrated ? subscribeToSavedTools : noSubscription,
    hydrated ? readSavedTools : nothingSaved,
    nothingSaved,
  );
}

/** Tests: forget the page's copy and try localStorage again. */
export function resetSavedToolsForTests(): void {
  memory = null;
  storageWorks = true;
  lastRaw = undefined;
  lastValue = NO_SAVED_TOOLS;
}
