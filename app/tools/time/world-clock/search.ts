/**
 * City search for the world clock's search box (CitySearch, loaded on demand): a module of its
 * own, so the page's first load carries neither it nor the collation it sorts with.
 */
import { compareText } from '~/lib/collate';
import { CITIES, type City, type CountryId } from './data';
import { MAX_SUGGESTIONS, normalizeText } from './world-clock';

/** 'America/Los_Angeles' -> 'Los Angeles'. */
function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** Cities' and countries' names in the page's words (search matches them as the page shows them). */
export interface PlaceNames {
  city: (city: City) => string;
  country: (country: CountryId) => string;
}

/**
 * How well a city matches a normalized query, lower is better, null for no match: the whole
 * name (as the page writes it, or in English), then the name's start, a word's start, anywhere in
 * the name, and last the start of a word of the country, an alias or the zone's name ('bombay',
 * 'japan', 'pst', 'kolkata').
 */
function rank(city: City, query: string, names: PlaceNames): number | null {
  const own = [names.city(city), city.name].map(normalizeText);
  if (own.some((name) => name === query)) return 0;
  if (own.some((name) => name.startsWith(query))) return 1;
  if (own.some((name) => ` ${name}`.includes(` ${query}`))) return 2;
  if (own.some((name) => name.includes(query))) return 3;
  const others = [names.country(city.country), ...city.aliases, zoneCity(city.timeZone)].map(normalizeText);
  if (others.some((word) => ` ${word}`.includes(` ${query}`))) return 4;
  return null;
}

/**
 * City search: up to `limit` known cities matching the query that are not already watched, best
 * match first and in the page's alphabetical order within a rank. Case- and accent-insensitive.
 */
export function searchCities(
  query: string,
  watched: readonly string[],
  names: PlaceNames,
  limit: number = MAX_SUGGESTIONS,
): City[] {
  const q = normalizeText(query.slice(0, 100));
  if (q === '') return [];
  return CITIES.filter((city) => !watched.includes(city.id))
    .map((city) => ({ city, score: rank(city, q, names) }))
    .filter((entry): entry is { city: City; score: number } => entry.score !== null)
    .sort((a, b) => a.score - b.score || compareText(names.city(a.city), names.city(b.city)))
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.city);
}
