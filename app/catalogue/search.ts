import type { SearchableTool } from './types';

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Case-insensitive search over title, description, keywords (and the category name).
 * Every query word must appear, in any order; spacing and punctuation are ignored as a
 * fallback, so 'base 64' finds 'Base64' and 'json-beautifier' finds 'JSON Beautifier'.
 * Title matches rank first; otherwise catalogue order is kept.
 */
export function searchTools<T extends SearchableTool>(query: string, list: readonly T[]): T[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [...list];
  const squashedQuery = squash(query);
  const scored: { tool: T; score: number }[] = [];
  for (const tool of list) {
    const text = [tool.title, tool.description, ...tool.keywords, tool.categoryName].join(' ').toLowerCase();
    if (!queryWords.every((w) => text.includes(w)) && !squash(text).includes(squashedQuery)) continue;
    const title = tool.title.toLowerCase();
    const inTitle = queryWords.every((w) => title.includes(w)) || squash(title).includes(squashedQuery);
    scored.push({ tool, score: inTitle ? 1 : 0 });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.tool);
}
