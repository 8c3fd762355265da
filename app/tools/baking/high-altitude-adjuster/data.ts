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
export interface City {
  name: string;
  /** State or country, shown after the name: 'Denver, Colorado'. */
  region: string;
  ft: number;
  /** Other spellings people type. */
  aka?: readonly string[];
}

export const POPULAR_COUNT = 8;

export const CITIES: readonly City[] = [
  // Popular (the buttons), in this order.
  { name: 'Denver', region: 'Colorado', ft: 5280 },
  { name: 'Aspen', region: 'Colorado', ft: 8000 },
  { name: 'Mexico City', region: 'Mexico', ft: 7350, aka: ['Ciudad de Mexico', 'CDMX'] },
  { name: 'Colorado Springs', region: 'Colorado', ft: 6035 },
  { name: 'Salt Lake City', region: 'Utah', ft: 4226 },
  { name: 'Albuquerque', region: 'New Mexico', ft: 5312 },
  { name: 'Santa Fe', region: 'New Mexico', ft: 7199 },
  { name: 'La Paz', region: 'Bolivia', ft: 11942 },
  // United States.
  { name: 'Boulder', region: 'Colorado', ft: 5328 },
  { name: 'Breckenridge', region: 'Colorado', ft: 9600 },
  { name: 'Vail', region: 'Colorado', ft: 8150 },
  { name: 'Telluride', region: 'Colorado', ft: 8750 },
  { name: 'Leadville', region: 'Colorado', ft: 10152 },
  { name: 'Flagstaff', region: 'Arizona', ft: 6909 },
  { name: 'Cheyenne', region: 'Wyoming', ft: 6062 },
  { name: 'Laramie', region: 'Wyoming', ft: 7165 },
  { name: 'Park City', region: 'Utah', ft: 7000 },
  { name: 'Taos', region: 'New Mexico', ft: 6969 },
  { name: 'Los Alamos', region: 'New Mexico', ft: 7320 },
  { name: 'Reno', region: 'Nevada', ft: 4505 },
  { name: 'Bozeman', region: 'Montana', ft: 4817 },
  { name: 'Boise', region: 'Idaho', ft: 2730 },
  // The rest of the world.
  { name: 'Bogotá', region: 'Colombia', ft: 8660 },
  { name: 'Quito', region: 'Ecuador', ft: 9350 },
  { name: 'Cusco', region: 'Peru', ft: 11152, aka: ['Cuzco'] },
  { name: 'Addis Ababa', region: 'Ethiopia', ft: 7726 },
  { name: 'Nairobi', region: 'Kenya', ft: 5889 },
  { name: 'Johannesburg', region: 'South Africa', ft: 5751 },
  { name: 'Kathmandu', region: 'Nepal', ft: 4600 },
  { name: 'Lhasa', region: 'Tibet, China', ft: 11995 },
  { name: 'Sanaa', region: 'Yemen', ft: 7380 },
  { name: 'Asmara', region: 'Eritrea', ft: 7628 },
];
