import type { IconNode } from 'lucide';

/** Icons are kept as data (lucide's SVG node lists), so page data can carry them as JSON. */
export type { IconNode };

export type CategoryId =
  'finance' | 'time' | 'calculators' | 'text' | 'dev' | 'generators' | 'baking' | 'around-the-world';

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  longDescription: string;
  /** Listing page address, with the trailing slash the site links use. */
  href: string;
  icon: IconNode;
  /** Tailwind classes for the icon tile (literal strings so Tailwind sees them). */
  color: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Tool {
  id: string;
  title: string;
  /** One sentence: the page's meta description and the card text. */
  description: string;
  /** Optional extra sentence under the page heading. */
  contextDescription?: string;
  href: string;
  /**
   * A realistic query string with the spec's parameters ('' for a tool without any): the site
   * sweep opens the tool with it, so checks see real results, tables and messages.
   */
  example: string;
  /** Other addresses the spec gives for the same tool; they render it with the canonical href. */
  aliases?: string[];
  categoryId: CategoryId;
  icon: IconNode;
  /** Tile colour; the category's when omitted. */
  color?: string;
  popular?: boolean;
  keywords: string[];
  faqs?: Faq[];
  /** Hand-picked related tool ids; topped up from the same category to four. */
  related?: string[];
}

/** A static answer page (no inputs) that belongs to a category, e.g. the butter pages. */
export interface AnswerPage {
  id: string;
  title: string;
  description: string;
  href: string;
  categoryId: CategoryId;
  /** The tool the page links to. */
  toolId: string;
}
