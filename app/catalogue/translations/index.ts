/**
 * The catalogue in other languages: a file a language (`de.ts`), with every tool's title,
 * description, keywords and FAQs, every category's and answer page's words, in that language.
 * English is the catalogue itself (each tool's meta.ts, categories.ts). Build time only, like the
 * catalogue: loaders turn it into page data.
 */
import { byLanguage } from '../../lib/i18n';
import type { CategoryId, Faq } from '../types';

export interface ToolWords {
  title: string;
  description: string;
  contextDescription?: string;
  keywords: readonly string[];
  /** The English FAQs, in the same order. */
  faqs?: readonly Faq[];
}

export interface CategoryWords {
  name: string;
  description: string;
  longDescription: string;
}

export interface CatalogueTranslation {
  /** By tool id. */
  tools: Readonly<Record<string, ToolWords>>;
  categories: Readonly<Record<CategoryId, CategoryWords>>;
  /** By answer page id. */
  answerPages: Readonly<Record<string, { title: string; description: string }>>;
}

export const translations = byLanguage(
  import.meta.glob<CatalogueTranslation>(['./*.ts', '!./index.ts'], { eager: true, import: 'default' }),
);
