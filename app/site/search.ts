import type { SearchEntry } from './page-data';

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Where a query word is found, best first: a title word outranks a keyword, then the description. */
const FIELD_WEIGHTS = { title: 100, keywords: 40, description: 10, category: 5 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/** Whether `a` and `b` differ by at most one edit (insert, delete, substitute or swap two neighbours). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) || // substitution
    restA.slice(1) === restB || // deletion
    restA === restB.slice(1) || // insertion
    (restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) // swap
  );
}

/**
 * How well one query word matches a list of words: 1 for a word that starts with it, 0.5 for a
 * word that starts with it but for one typo (query words of five letters or more), else 0.
 * Matches are at word starts only, so 'age' does not find 'percentage' or 'mortgage'.
 */
function wordMatch(query: string, candidates: readonly string[]): number {
  if (candidates.some((w) => w.startsWith(query))) return 1;
  if (query.length >= 5) {
    for (const w of candidates) {
      for (const len of [query.length - 1, query.length, query.length + 1]) {
        if (len <= w.length && withinOneEdit(query, w.slice(0, len))) return 0.5;
      }
    }
  }
  return 0;
}

/** Spacing and punctuation ignored at word starts: 'base 64' finds 'Base64', 'json-beautifier' 'JSON Beautifier'. */
function squashedMatch(query: string, fieldWords: readonly string[]): boolean {
  const squashed = words(query).join('');
  return fieldWords.some((_, i) => fieldWords.slice(i).join('').startsWith(squashed));
}

/**
 * Case-insensitive search over title, keywords, description and category name. Every query word
 * must match the start of a word somewhere (one typo forgiven in longer words). Results rank by
 * where they match, title first, then keywords, then description; ties keep catalogue order.
 */
export function searchTools<T extends SearchEntry>(query: string, list: readonly T[]): T[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [...list];
  const scored: { tool: T; score: number; index: number }[] = [];
  list.forEach((tool, index) => {
    const fields: Record<Field, string[]> = {
      title: words(tool.title),
      keywords: tool.keywords.flatMap(words),
      description: words(tool.description),
      category: words(tool.categoryName),
    };
    let score = 0;
    let allMatched = true;
    for (const q of queryWords) {
      let best = 0;
      for (const field of Object.keys(fields) as Field[]) {
        best = Math.max(best, wordMatch(q, fields[field]) * FIELD_WEIGHTS[field]);
      }
      if (best === 0) allMatched = false;
      score += best;
    }
    if (!allMatched) {
      if (squashedMatch(query, fields.title)) score = FIELD_WEIGHTS.title;
      else if (squashedMatch(query, fields.keywords)) score = FIELD_WEIGHTS.keywords;
      else return;
    }
    scored.push({ tool, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.tool);
}
