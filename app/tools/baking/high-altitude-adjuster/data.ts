/**
 * The built-in city list (32 entries; Denver 5280 ft, Aspen 8000 and La Paz 11942). Elevations in
 * feet, whole numbers.
 *
 * Source: the elevation in each city's English Wikipedia infobox (compiled November 2026), which
 * for US places follows USGS GNIS or the city's own published figure (Denver's mile-high
 * benchmark on the State Capitol steps, Leadville's 10,152 ft town signs), cross-checked against
 * other public pages. Where an infobox gives metres first, the feet printed beside them are used
 * (Bogotá 2,640 m = 8,660 ft, Sanaa 2,250 m = 7,380 ft, Lhasa 3,656 m = 11,995 ft). Aspen is kept at
 * a round 8,000 ft (its infobox says 7,908 ft); Mexico City 7,350 ft is 2,240 m.
 *
 * The order matters: a prefix or substring lookup returns the first hit in this order, and the
 * first eight are the popular-city buttons.
 */
/** The states and countries of the cities, by id; their names are in messages/en.ts (`region.<id>`). */
export const REGIONS = [
  'colorado',
  'mexico',
  'utah',
  'new-mexico',
  'bolivia',
  'arizona',
  'wyoming',
  'nevada',
  'montana',
  'idaho',
  'colombia',
  'ecuador',
  'peru',
  'ethiopia',
  'kenya',
  'south-africa',
  'nepal',
  'tibet-china',
  'yemen',
  'eritrea',
] as const;
export type RegionId = (typeof REGIONS)[number];

export interface City {
  /** Its words in messages/en.ts: `city.<id>`, the name as the page's language writes it. */
  id: string;
  /** The English name: what a link carries (`city=Denver`), matched on every page. */
  name: string;
  /** State or country, shown after the name: 'Denver, Colorado'. */
  region: RegionId;
  ft: number;
  /** Other spellings people type. */
  aka?: readonly string[];
}

export const POPULAR_COUNT = 8;

export const CITIES: readonly City[] = [
  // Popular (the buttons), in this order.
  { id: 'denver', name: 'Denver', region: 'colorado', ft: 5280 },
  { id: 'aspen', name: 'Aspen', region: 'colorado', ft: 8000 },
  { id: 'mexico-city', name: 'Mexico City', region: 'mexico', ft: 7350, aka: ['Ciudad de Mexico', 'CDMX'] },
  { id: 'colorado-springs', name: 'Colorado Springs', region: 'colorado', ft: 6035 },
  { id: 'salt-lake-city', name: 'Salt Lake City', region: 'utah', ft: 4226 },
  { id: 'albuquerque', name: 'Albuquerque', region: 'new-mexico', ft: 5312 },
  { id: 'santa-fe', name: 'Santa Fe', region: 'new-mexico', ft: 7199 },
  { id: 'la-paz', name: 'La Paz', region: 'bolivia', ft: 11942 },
  // United States.
  { id: 'boulder', name: 'Boulder', region: 'colorado', ft: 5328 },
  { id: 'breckenridge', name: 'Breckenridge', region: 'colorado', ft: 9600 },
  { id: 'vail', name: 'Vail', region: 'colorado', ft: 8150 },
  { id: 'telluride', name: 'Telluride', region: 'colorado', ft: 8750 },
  { id: 'leadville', name: 'Leadville', region: 'colorado', ft: 10152 },
  { id: 'flagstaff', name: 'Flagstaff', region: 'arizona', ft: 6909 },
  { id: 'cheyenne', name: 'Cheyenne', region: 'wyoming', ft: 6062 },
  { id: 'laramie', name: 'Laramie', region: 'wyoming', ft: 7165 },
  { id: 'park-city', name: 'Park City', region: 'utah', ft: 7000 },
  { id: 'taos', name: 'Taos', region: 'new-mexico', ft: 6969 },
  { id: 'los-alamos', name: 'Los Alamos', region: 'new-mexico', ft: 7320 },
  { id: 'reno', name: 'Reno', region: 'nevada', ft: 4505 },
  { id: 'bozeman', name: 'Bozeman', region: 'montana', ft: 4817 },
  { id: 'boise', name: 'Boise', region: 'idaho', ft: 2730 },
  // The rest of the world.
  { id: 'bogota', name: 'Bogotá', region: 'colombia', ft: 8660 },
  { id: 'quito', name: 'Quito', region: 'ecuador', ft: 9350 },
  { id: 'cusco', name: 'Cusco', region: 'peru', ft: 11152, aka: ['Cuzco'] },
  { id: 'addis-ababa', name: 'Addis Ababa', region: 'ethiopia', ft: 7726 },
  { id: 'nairobi', name: 'Nairobi', region: 'kenya', ft: 5889 },
  { id: 'johannesburg', name: 'Johannesburg', region: 'south-africa', ft: 5751 },
  { id: 'kathmandu', name: 'Kathmandu', region: 'nepal', ft: 4600 },
  { id: 'lhasa', name: 'Lhasa', region: 'tibet-china', ft: 11995 },
  { id: 'sanaa', name: 'Sanaa', region: 'yemen', ft: 7380 },
  { id: 'asmara', name: 'Asmara', region: 'eritrea', ft: 7628 },
];
