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
  /** The city's name: a proper name, what people type and what a link carries (`city=Denver`). */
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
  { name: 'Denver', region: 'colorado', ft: 5280 },
  { name: 'Aspen', region: 'colorado', ft: 8000 },
  { name: 'Mexico City', region: 'mexico', ft: 7350, aka: ['Ciudad de Mexico', 'CDMX'] },
  { name: 'Colorado Springs', region: 'colorado', ft: 6035 },
  { name: 'Salt Lake City', region: 'utah', ft: 4226 },
  { name: 'Albuquerque', region: 'new-mexico', ft: 5312 },
  { name: 'Santa Fe', region: 'new-mexico', ft: 7199 },
  { name: 'La Paz', region: 'bolivia', ft: 11942 },
  // United States.
  { name: 'Boulder', region: 'colorado', ft: 5328 },
  { name: 'Breckenridge', region: 'colorado', ft: 9600 },
  { name: 'Vail', region: 'colorado', ft: 8150 },
  { name: 'Telluride', region: 'colorado', ft: 8750 },
  { name: 'Leadville', region: 'colorado', ft: 10152 },
  { name: 'Flagstaff', region: 'arizona', ft: 6909 },
  { name: 'Cheyenne', region: 'wyoming', ft: 6062 },
  { name: 'Laramie', region: 'wyoming', ft: 7165 },
  { name: 'Park City', region: 'utah', ft: 7000 },
  { name: 'Taos', region: 'new-mexico', ft: 6969 },
  { name: 'Los Alamos', region: 'new-mexico', ft: 7320 },
  { name: 'Reno', region: 'nevada', ft: 4505 },
  { name: 'Bozeman', region: 'montana', ft: 4817 },
  { name: 'Boise', region: 'idaho', ft: 2730 },
  // The rest of the world.
  { name: 'Bogotá', region: 'colombia', ft: 8660 },
  { name: 'Quito', region: 'ecuador', ft: 9350 },
  { name: 'Cusco', region: 'peru', ft: 11152, aka: ['Cuzco'] },
  { name: 'Addis Ababa', region: 'ethiopia', ft: 7726 },
  { name: 'Nairobi', region: 'kenya', ft: 5889 },
  { name: 'Johannesburg', region: 'south-africa', ft: 5751 },
  { name: 'Kathmandu', region: 'nepal', ft: 4600 },
  { name: 'Lhasa', region: 'tibet-china', ft: 11995 },
  { name: 'Sanaa', region: 'yemen', ft: 7380 },
  { name: 'Asmara', region: 'eritrea', ft: 7628 },
];
