/**
 * The words of a page in its language. Each part of the site keeps its messages as a typed object a
 * language (`messages/en.ts` is the source; every other language has exactly its keys), and the
 * page's build-time loader hands the page only its own language's (they reach the browser as
 * the page's data, never as JavaScript). Components read them with `useT()`:
 *
 *   const t = useT<typeof en>();
 *   t('copy')                            // 'Copy result'
 *   t('summary', { input: 'IV' })        // '{input} is 4' with its placeholder filled
 *   t('payments', { n: 360 })            // the plural form Intl.PluralRules picks for 360
 *   t.rich('readFirst', { link: <a …/> }) // a sentence with an element in it
 *
 * Why no library (docs/architecture.md, 'Languages'): measured on two tool pages, this costs a
 * page about 0.1 KB of JavaScript; Lingui 6 with the same loader delivery 3.5 KB, Paraglide JS 2
 * 4 to 5 KB with every language's strings in each page's chunk.
 */
import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';
import { formatNumber } from './format';
import { intlTag, isLocale, pageLocale, textDirection, type Locale } from './locale';
import { failureOf, type Failure } from './outcome';

/** A message with a form for each plural category the language has (Arabic has six). */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | PluralForms;
export type Catalogue = Readonly<Record<string, Message>>;

/** A language's catalogue: exactly the English keys, plural where English is plural. */
export type Translation<E extends Catalogue> = {
  readonly [K in keyof E]: E[K] extends string ? string : PluralForms;
};

type Names<S> = S extends `${string}{${infer P}}${infer R}` ? P | Names<R> : never;
type Values<S> = { [K in Names<S>]: string | number };
/** An English message's {placeholders} are its parameters; a plural one also takes its count, n. */
export type Params<M> = M extends string ? Values<M> : Values<M[keyof M]> & { n: number };
type Parts<M> = M extends string
  ? Record<Names<M>, ReactNode>
  : Record<Names<M[keyof M]>, ReactNode> & { n: number };
type Args<M> = M extends string ? ([Names<M>] extends [never] ? [] : [Params<M>]) : [Params<M>];

/** A part's catalogues: English, and each language translated so far (all, once it is published). */
export type Catalogues<E extends Catalogue> = { readonly en: E } & Partial<Record<Locale, Translation<E>>>;

/**
 * The translations of a part found by `import.meta.glob('./*.ts')` ('./de.ts' is German), by
 * language: any file not named after one of our languages is left out.
 */
export function byLanguage<T>(modules: Readonly<Record<string, T>>): Partial<Record<Locale, T>> {
  const found: Partial<Record<Locale, T>> = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = /([\w-]+)\.ts$/.exec(path)?.[1];
    if (isLocale(name) && name !== 'en') found[name] = module;
  }
  return found;
}

/**
 * A part's catalogues: English, and the translations beside it in its messages folder
 * (`de.ts`, each written `satisfies Translation<typeof en>`), as `import.meta.glob` finds them.
 */
export function cataloguesOf<E extends Catalogue>(
  en: E,
  translations: Readonly<Record<string, Translation<E>>>,
): Catalogues<E> {
  return { ...byLanguage(translations), en } as Catalogues<E>;
}

/** The catalogue for a page's language parameter (build time: a loader's `params.lang`). */
export function catalogueFor<E extends Catalogue>(
  catalogues: Catalogues<E>,
  lang: string | undefined,
): Catalogue {
  return catalogues[lang as Locale] ?? catalogues.en;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The message with its placeholders filled (numbers as the page's language writes them). */
export function translate(message: Message, params: Readonly<Record<string, string | number>> = {}): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const tag = intlTag(pageLocale());
    let rules = pluralRules.get(tag);
    if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
    text = message[rules.select(Number(params.n))] ?? message.other;
  }
  const rtl = textDirection(pageLocale()) === 'rtl';
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const shown = typeof value === 'number' ? formatNumber(value, { min: 0, max: 10 }) : value;
    // In a right-to-left sentence a value ('2,275.51 US$', '-40°F', 'Denver') is isolated left to
    // right (U+2066 … U+2069), so its signs and symbols keep their order; a bare number, or a
    // value in a right-to-left script, is left to the sentence.
    return rtl && !/^[\d.,\s]*$|[\u0590-\u08ff\ufb1d-\ufefc]/.test(shown) ? `\u2066${shown}\u2069` : shown;
  });
}

/**
 * Text with elements in it: each {name} whose part is an element (a link, a <strong>) is put in
 * as that element, so a translation can move it within the sentence.
 */
export function richText(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((piece, i) => (i % 2 ? createElement(Fragment, { key: i }, parts[piece] ?? `{${piece}}`) : piece));
}

const MessagesContext = createContext<Catalogue>({});
const SiteMessagesContext = createContext<Catalogue>({});

/** The messages of the page (a tool's), for `useT` below it. */
export function MessagesProvider({ messages, children }: { messages: Catalogue; children: ReactNode }) {
  return createElement(MessagesContext, { value: messages }, children);
}

/**
 * The site's own words (the shell, the shared controls and the shared logic's messages), for
 * `useSiteT` below it: a context of their own, so a tool's key never shadows one of them.
 */
export function SiteMessagesProvider({ messages, children }: { messages: Catalogue; children: ReactNode }) {
  return createElement(SiteMessagesContext, { value: messages }, children);
}

/** A part's words by key, its English catalogue `C` checking keys and parameters. */
export interface T<C extends Catalogue> {
  <K extends keyof C & string>(key: K, ...params: Args<C[K]>): string;
  /**
   * A message with elements in it: each placeholder gets its text or element (a link, a <strong>);
   * a plural message also takes its count, n.
   */
  rich<K extends keyof C & string>(key: K, parts: Parts<C[K]>): ReactNode;
  /**
   * The message of a logic result that failed (lib/outcome: its `error` is the key, checked where
   * the logic declares `Failure<keyof typeof en>`), or null for any other result.
   */
  error(result: object | null | undefined): string | null;
}

/** The page's messages by key, typed by the English catalogue `C`: keys and parameters are checked. */
export function useT<C extends Catalogue = Catalogue>(): T<C> {
  return wordsFrom<C>(useContext(MessagesContext), useContext(SiteMessagesContext));
}

/** The site's words by key (ui/messages, site/messages), typed by their English catalogue `C`. */
export function useSiteT<C extends Catalogue>(): T<C> {
  return wordsFrom<C>(useContext(SiteMessagesContext));
}

/**
 * Words by key from a catalogue, outside React too (a build-time loader writing a head). `site`
 * answers what `messages` lacks: a failure from shared logic (an invalid date) is the site's.
 */
export function wordsFrom<C extends Catalogue>(messages: Catalogue, site: Catalogue = {}): T<C> {
  const t = (key: string, params?: Readonly<Record<string, string | number>>) =>
    translate(messages[key] ?? site[key] ?? key, params);
  const rich = (key: string, parts: Readonly<Record<string, ReactNode>>) =>
    richText(t(key, typeof parts.n === 'number' ? { n: parts.n } : {}), parts);
  const error = (result: object | null | undefined) => {
    const failure = failureOf(result as Failure | object | null | undefined);
    return failure && t(failure.error, failure.values);
  };
  return Object.assign(t, { rich, error }) as T<C>;
}
