/**
 * The world clock's 20 known cities, each on one IANA time zone.
 * Source: the IANA Time Zone Database (https://www.iana.org/time-zones, 2025 releases): the
 * zone that keeps each city's civil time. Daylight-saving rules come from the browser's own copy of
 * that database through Temporal, never from this table.
 *
 * `aliases` are extra words a visitor may search for: the country, common abbreviations and
 * former names, and the zone's own name where it differs from the city (Mumbai is on
 * Asia/Kolkata, Beijing on Asia/Shanghai).
 */
export const CITY_IDS = [
  'los-angeles',
  'new-york',
  'chicago',
  'denver',
  'london',
  'paris',
  'berlin',
  'rome',
  'tokyo',
  'sydney',
  'singapore',
  'dubai',
  'mumbai',
  'beijing',
  'moscow',
  'cairo',
  'johannesburg',
  'sao-paulo',
  'mexico-city',
  'toronto',
] as const;

export type CityId = (typeof CITY_IDS)[number];

/** The cities' countries: each names its words in messages/en.ts (`country.<id>`). */
export type CountryId =
  | 'unitedStates'
  | 'unitedKingdom'
  | 'france'
  | 'germany'
  | 'italy'
  | 'japan'
  | 'australia'
  | 'singapore'
  | 'unitedArabEmirates'
  | 'india'
  | 'china'
  | 'russia'
  | 'egypt'
  | 'southAfrica'
  | 'brazil'
  | 'mexico'
  | 'canada';

export interface City {
  id: CityId;
  /** The English name: search matches it on every page, besides the page's own (`city.<id>` in messages/en.ts). */
  name: string;
  country: CountryId;
  /** IANA time zone id. */
  timeZone: string;
  aliases: readonly string[];
}

export const CITIES: readonly City[] = [
  {
    id: 'los-angeles',
    name: 'Los Angeles',
    country: 'unitedStates',
    timeZone: 'America/Los_Angeles',
    aliases: ['LA', 'USA', 'Pacific Time', 'PST', 'PDT', 'California'],
  },
  {
    id: 'new-york',
    name: 'New York',
    country: 'unitedStates',
    timeZone: 'America/New_York',
    aliases: ['NYC', 'USA', 'Eastern Time', 'EST', 'EDT'],
  },
  {
    id: 'chicago',
    name: 'Chicago',
    country: 'unitedStates',
    timeZone: 'America/Chicago',
    aliases: ['USA', 'Central Time', 'CST', 'CDT'],
  },
  {
    id: 'denver',
    name: 'Denver',
    country: 'unitedStates',
    timeZone: 'America/Denver',
    aliases: ['USA', 'Mountain Time', 'MST', 'MDT'],
  },
  {
    id: 'london',
    name: 'London',
    country: 'unitedKingdom',
    timeZone: 'Europe/London',
    aliases: ['UK', 'England', 'Britain', 'GMT', 'BST'],
  },
  {
    id: 'paris',
    name: 'Paris',
    country: 'france',
    timeZone: 'Europe/Paris',
    aliases: ['CET', 'CEST'],
  },
  {
    id: 'berlin',
    name: 'Berlin',
    country: 'germany',
    timeZone: 'Europe/Berlin',
    aliases: ['Deutschland', 'CET', 'CEST'],
  },
  {
    id: 'rome',
    name: 'Rome',
    country: 'italy',
    timeZone: 'Europe/Rome',
    aliases: ['Roma', 'Italia', 'CET', 'CEST'],
  },
  {
    id: 'tokyo',
    name: 'Tokyo',
    country: 'japan',
    timeZone: 'Asia/Tokyo',
    aliases: ['JST'],
  },
  {
    id: 'sydney',
    name: 'Sydney',
    country: 'australia',
    timeZone: 'Australia/Sydney',
    aliases: ['AEST', 'AEDT'],
  },
  {
    id: 'singapore',
    name: 'Singapore',
    country: 'singapore',
    timeZone: 'Asia/Singapore',
    aliases: ['SGT'],
  },
  {
    id: 'dubai',
    name: 'Dubai',
    country: 'unitedArabEmirates',
    timeZone: 'Asia/Dubai',
    aliases: ['UAE', 'GST'],
  },
  {
    id: 'mumbai',
    name: 'Mumbai',
    country: 'india',
    timeZone: 'Asia/Kolkata',
    aliases: ['Bombay', 'Kolkata', 'Calcutta', 'Delhi', 'IST'],
  },
  {
    id: 'beijing',
    name: 'Beijing',
    country: 'china',
    timeZone: 'Asia/Shanghai',
    aliases: ['Peking', 'Shanghai'],
  },
  {
    id: 'moscow',
    name: 'Moscow',
    country: 'russia',
    timeZone: 'Europe/Moscow',
    aliases: ['Moskva', 'MSK'],
  },
  {
    id: 'cairo',
    name: 'Cairo',
    country: 'egypt',
    timeZone: 'Africa/Cairo',
    aliases: ['EET', 'EEST'],
  },
  {
    id: 'johannesburg',
    name: 'Johannesburg',
    country: 'southAfrica',
    timeZone: 'Africa/Johannesburg',
    aliases: ['Joburg', 'Jozi', 'SAST'],
  },
  {
    id: 'sao-paulo',
    name: 'São Paulo',
    country: 'brazil',
    timeZone: 'America/Sao_Paulo',
    aliases: ['Brasil', 'BRT'],
  },
  {
    id: 'mexico-city',
    name: 'Mexico City',
    country: 'mexico',
    timeZone: 'America/Mexico_City',
    aliases: ['CDMX', 'Ciudad de México'],
  },
  {
    id: 'toronto',
    name: 'Toronto',
    country: 'canada',
    timeZone: 'America/Toronto',
    aliases: ['Ontario', 'Eastern Time', 'EST', 'EDT'],
  },
];

/** Cities watched when the address names none. */
export const DEFAULT_CITY_IDS: readonly CityId[] = ['new-york', 'london', 'tokyo'];

/**
 * The 12 candidates for the quick-add buttons (the page shows 8 of 12): the busiest business
 * and travel hubs first. Cities already watched are left out, so every button adds something.
 */
export const QUICK_ADD_IDS: readonly CityId[] = [
  'new-york',
  'london',
  'tokyo',
  'paris',
  'los-angeles',
  'sydney',
  'dubai',
  'singapore',
  'beijing',
  'mumbai',
  'berlin',
  'toronto',
];

export const QUICK_ADD_SHOWN = 8;
